import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * What one request has read already, for the services it calls: a read that several services of one request need
 * (the user's picture sets of the scope) is asked of the database once and handed to each, without every service
 * passing it on by hand. It lives as long as the request; outside a request (the operator's commands, the tests'
 * factories) nothing is kept.
 */
type Memo = Map<object, Map<string, Promise<unknown>>>;

const memos = new AsyncLocalStorage<Memo>();

/** The request's answer to `key` on this database handle, read with `load` the first time it is asked. */
export function memoizedForRequest<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  const memo = memos.getStore();
  if (!memo) return load();
  let ofDb = memo.get(db);
  if (!ofDb) {
    ofDb = new Map();
    memo.set(db, ofDb);
  }
  const known = ofDb.get(key);
  if (known) return known as Promise<T>;
  const value = load();
  ofDb.set(key, value);
  value.catch(() => ofDb.delete(key));
  return value;
}

/**
 * Keeps what the request read along with something else (a route's read in the session's statement) under `key` on
 * this handle, for its services to take with `givenForRequest`. Outside a request nothing is kept.
 */
export function rememberForRequest<T>(db: object, key: string, value: T): void {
  void memoizedForRequest(db, key, () => Promise.resolve(value));
}

/**
 * What the request was given under `key` on this handle (`rememberForRequest`), or undefined: the caller then reads
 * it itself, and keeps nothing, so a read inside a transaction that changes what it reads is never answered from
 * before the change.
 */
export function givenForRequest<T>(db: object, key: string): Promise<T> | undefined {
  return memos.getStore()?.get(db)?.get(key) as Promise<T> | undefined;
}

/**
 * Forgets what the request read whose key starts with `prefix`, on every handle: the request changed it (perhaps in a
 * transaction, whose handle is not the one the reads went through).
 */
export function forgetForRequest(prefix: string): void {
  const memo = memos.getStore();
  if (!memo) return;
  for (const ofDb of memo.values()) {
    for (const key of ofDb.keys()) if (key.startsWith(prefix)) ofDb.delete(key);
  }
}

async function requestMemoPlugin(app: FastifyInstance): Promise<void> {
  // A callback hook: the rest of the request (later hooks, the handler) runs inside `run`, so it sees the memo.
  app.addHook("onRequest", (_request, _reply, done) => {
    memos.run(new Map(), done);
  });
}

export const requestMemoPluginFp = fp(requestMemoPlugin, { name: "shop-request-memo", fastify: "5.x" });
