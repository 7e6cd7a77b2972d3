import { isIPv4, isIPv6 } from "node:net";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from "fastify";
import { defaultRateLimits, type RateLimit } from "../config.ts";
import type { Db } from "../db/client.ts";
import { rateLimitCounters } from "../db/schema/index.ts";
import { rateLimitedMessage, tooManyRequests } from "../errors.ts";
import { keyedHash } from "./crypto.ts";

export type RateLimitKey = (request: FastifyRequest) => string;

/** A count past this stops growing: a flood must not overflow the integer column. */
const countCeiling = 1_000_000_000;

/**
 * The part of a client address that one party controls. An IPv6 customer is routinely given a whole /64, so
 * counting each of its 2^64 addresses apart would give one attacker endless fresh budgets; IPv4 counts as is, and
 * an IPv4 address written as IPv6 (`::ffff:192.0.2.1`) counts as that IPv4 address.
 */
export function addressKey(ip: string): string {
  const address = ip.split("%")[0] ?? ip;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  const isMapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail turned into two groups). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => Number.parseInt(g, 16)));
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

export interface CounterHit {
  count: number;
  resetAt: Date;
}

/**
 * Counts one hit on a counter in one statement, so concurrent requests on any number of server processes see each
 * other: a counter whose window ended starts again at 1 with a new window.
 */
export async function hitCounter(db: Db, key: string, windowMs: number, at: Date): Promise<CounterHit> {
  const now = sql`${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: new Date(at.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= ${now} then 1
          else least(${rateLimitCounters.count} + 1, ${countCeiling}) end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= ${now} then excluded.reset_at
          else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error("the rate-limit upsert returned no row");
  return row;
}

/** The count of a counter's current window without counting: 0 when there is none or its window ended. */
export async function readCounter(db: Db, key: string, at: Date): Promise<CounterHit | null> {
  const [row] = await db
    .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(
      sql`${rateLimitCounters.key} = ${key} and ${rateLimitCounters.resetAt} > ${at.toISOString()}::timestamptz`,
    )
    .limit(1);
  return row ?? null;
}

/** Gives one hit back to a counter's current window (never below 0); a window that ended is left as it is. */
export async function refundCounter(db: Db, key: string, at: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`${rateLimitCounters.count} - 1` })
    .where(
      and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.count, 0), gt(rateLimitCounters.resetAt, at)),
    );
}

/** Deletes counters whose window ended; the next hit would start them at 1 anyway. */
export async function purgeRateLimitCounters(db: Db, at: Date = new Date()): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lte(rateLimitCounters.resetAt, at))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}

/** The name of a limit in the configuration, which names its counters in the database. */
function limitName(app: FastifyInstance, limit: RateLimit): string {
  for (const source of [app.config.rateLimits, defaultRateLimits]) {
    const found = Object.entries(source).find(([, value]) => value === limit);
    if (found) return found[0];
  }
  return "limit";
}

/** The counter's key: the bucket's name, then the client under a keyed hash (addresses and e-mails are personal). */
function counterKey(app: FastifyInstance, bucket: string, client: string): string {
  return `${bucket}:${keyedHash(app.config.signingSecret, client)}`;
}

function refuse(reply: FastifyReply, resetAt: Date, at: Date): never {
  reply.header("retry-after", Math.max(1, Math.ceil((resetAt.getTime() - at.getTime()) / 1000)));
  throw tooManyRequests(rateLimitedMessage, "rate_limited");
}

/**
 * One bucket as a preHandler; several stack on one route (per address, per session, per account). The bucket is
 * named by `name`, else by the limit's name in the configuration: handlers with the same name and the same key
 * count together, also on several routes and in several server processes.
 */
export function rateLimitHandler(
  app: FastifyInstance,
  limit: RateLimit,
  key: RateLimitKey,
  name: string = limitName(app, limit),
): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const at = new Date();
    const hit = await hitCounter(app.db, counterKey(app, name, key(request)), limit.windowMs, at);
    if (hit.count > limit.max) refuse(reply, hit.resetAt, at);
  };
}

export interface GuessLimit {
  /** Counts the attempt, and refuses it when the bucket is over its `max`. */
  preHandler: preHandlerAsyncHookHandler;
  /** Gives the attempt back when it succeeded (answered below 400, or as `succeeded` says). */
  onSend: onSendHookHandler;
}

/** Whether an attempt guessed right, so that it is given back; by default, whether it answered below 400. */
export type GuessSucceeded = (request: FastifyRequest, reply: FastifyReply) => boolean;

const answeredBelow400: GuessSucceeded = (_request, reply) => reply.statusCode < 400;

/**
 * A limit on guessing that spends its budget on failed attempts only. Every attempt counts when it comes, in one
 * atomic upsert, so a burst is stopped at once on any server process; an attempt that succeeded is given back when
 * its answer is sent. Parents behind one address (a school's Wi-Fi, a mobile operator's shared address) typing their
 * own correct codes do not use up each other's budget; wrong guesses from that address do
 * (docs/decisions/0005-rate-limits.md).
 */
export function guessLimit(
  app: FastifyInstance,
  limit: RateLimit,
  key: RateLimitKey,
  name: string,
  succeeded: GuessSucceeded = answeredBelow400,
): GuessLimit {
  // The key as counted: the handler may start a session, which would change the key of a visitor without one.
  const counted = new WeakMap<FastifyRequest, string>();
  return {
    async preHandler(request, reply) {
      const at = new Date();
      const counter = counterKey(app, name, key(request));
      const hit = await hitCounter(app.db, counter, limit.windowMs, at);
      if (hit.count > limit.max) refuse(reply, hit.resetAt, at);
      counted.set(request, counter);
    },
    async onSend(request, reply, payload) {
      const counter = counted.get(request);
      if (counter !== undefined && succeeded(request, reply))
        await refundCounter(app.db, counter, new Date());
      return payload;
    },
  };
}

export const byIp: RateLimitKey = (request) => `ip:${addressKey(request.ip)}`;

/** The signed-in user, else the session, else the address: a visitor without a cookie is known only by it. */
export const bySessionOrUser: RateLimitKey = (request) => {
  if (request.user) return `user:${request.user.id}`;
  if (request.session) return `session:${request.session.tokenHash}`;
  return byIp(request);
};

export interface FailedGuessLimit {
  /** Refuses an address that already guessed wrong while the shop-wide budget of wrong guesses is spent. */
  preHandler: preHandlerAsyncHookHandler;
  /** Counts a wrong guess (the route answered 404) against the shop and marks the address. */
  onSend: onSendHookHandler;
}

/**
 * The shop-wide limit on guessing codes. It counts only wrong guesses, and once they pass `limit.max` in a window
 * it refuses only addresses that themselves guessed wrong in that window: a botnet gets one wrong guess per address
 * per window, while a parent typing a correct code from an address that has not failed always gets in. Counting
 * every attempt instead would let one busy address lock the whole shop out (docs/decisions/0005-rate-limits.md).
 */
export function failedGuessLimit(app: FastifyInstance, limit: RateLimit, name: string): FailedGuessLimit {
  const shopKey = `${name}:shop`;
  const addressCounter = (request: FastifyRequest) => counterKey(app, `${name}:address`, byIp(request));
  return {
    async preHandler(request, reply) {
      const at = new Date();
      const shop = await readCounter(app.db, shopKey, at);
      if (!shop || shop.count < limit.max) return;
      if (await readCounter(app.db, addressCounter(request), at)) refuse(reply, shop.resetAt, at);
    },
    async onSend(request, reply, payload) {
      if (reply.statusCode === 404) {
        const at = new Date();
        await hitCounter(app.db, shopKey, limit.windowMs, at);
        await hitCounter(app.db, addressCounter(request), limit.windowMs, at);
      }
      return payload;
    },
  };
}

export interface FailedAttemptLimit {
  /** Refuses (429) an address that already failed `limit.max` times in the window. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts a failed attempt against the request's address. */
  fail(request: FastifyRequest): Promise<void>;
}

/**
 * A limit on failed attempts per address, for a secret that is not guessable but should not be tried freely (the
 * operator's token): checked before the attempt, counted only when it fails, in the database so that every server
 * process counts together.
 */
export function failedAttemptLimit(app: FastifyInstance, limit: RateLimit, name: string): FailedAttemptLimit {
  const key = (request: FastifyRequest) => counterKey(app, name, byIp(request));
  return {
    async check(request, reply) {
      const at = new Date();
      const seen = await readCounter(app.db, key(request), at);
      if (seen && seen.count >= limit.max) refuse(reply, seen.resetAt, at);
    },
    async fail(request) {
      await hitCounter(app.db, key(request), limit.windowMs, new Date());
    },
  };
}
