import v8 from "node:v8";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, Transaction } from "@electric-sql/pglite";

/**
 * The embedded engine on a thread of its own (decision 0037). The shop's main thread parses requests, runs the
 * handlers and drizzle; the worker (pglite-worker-thread.ts) runs PGlite's WebAssembly engine and decodes its rows,
 * so on a machine with two cores both are busy. `WorkerEngine` stands in for the PGlite instance drizzle's pglite
 * driver is given: `query` (with drizzle's options), `exec`, `transaction` and `close`.
 *
 * - **Parsers do not cross threads.** Drizzle's only parsers keep some types' text as it is (timestamps, dates,
 *   intervals and their arrays); the worker is told those types and does the same. Any other parser is refused.
 * - **A transaction holds the engine**, as in one thread: the worker runs it in PGlite's `transaction`, and queries
 *   sent meanwhile wait for its end in PGlite's lock.
 * - **Errors keep their fields**: the engine's PostgreSQL `code`, `detail`, `constraint`, … and the query.
 */
/**
 * The young generation of the database worker, in MB (a third of it for each of its two halves' room and the large
 * objects): the worker's own JavaScript is small, short-lived objects (a statement's parameters, its rows on their way
 * to the main thread), and under the process's `--max-semi-space-size=16` it grew to 32 MB of the shop's memory like
 * the main thread's, which parses requests and renders their answers (decision 0016, "The database worker's young
 * generation").
 */
export const workerYoungGenerationMb = 12;

const semiSpaceFlag = /^--max[-_]semi[-_]space[-_]size(=|$)/;

/**
 * V8 reads `--max-semi-space-size` for every isolate it makes and lets it override a worker's own `resourceLimits`, so
 * the flag is cleared while the worker's isolate is made and given back once it runs; the main thread's heap was sized
 * when the process started and does not read it again.
 */
function startWorkerThread(data: EngineWorkerData): Worker {
  const given = process.execArgv.filter((flag) => semiSpaceFlag.test(flag)).at(-1);
  if (given !== undefined) v8.setFlagsFromString("--max-semi-space-size=0");
  const worker = new Worker(new URL("./pglite-worker-thread.ts", import.meta.url), {
    workerData: data,
    resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb },
  });
  if (given !== undefined) {
    let restored = false;
    const restore = () => {
      if (!restored) v8.setFlagsFromString(given);
      restored = true;
    };
    worker.once("online", restore).once("error", restore).once("exit", restore);
  }
  return worker;
}

export class WorkerEngine {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  /** The transactions begun and not yet ended: each one's end. */
  readonly #transactions = new Set<Promise<void>>();
  #nextId = 1;
  #closed = false;
  #closing: Promise<void> | undefined;
  /** Why the worker stopped answering, when it did not close. */
  #broken: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on("message", (reply: EngineReply) => this.#settle(reply));
    worker.on("error", (error) => this.#fail(error));
    worker.on("exit", (code) => this.#fail(new Error(`The database worker stopped (exit code ${code})`)));
  }

  /** Told once when the worker stops without being closed: every later query would fail. */
  #onBroken: ((error: Error) => void) | undefined;

  /** Starts the worker and waits until its engine is open (initdb on an empty data directory, recovery after a crash). */
  static async start(data: EngineWorkerData, onBroken?: (error: Error) => void): Promise<WorkerEngine> {
    const worker = startWorkerThread(data);
    const engine = new WorkerEngine(worker);
    engine.#onBroken = onBroken;
    await new Promise<void>((resolve, reject) => {
      engine.#pending.set(0, { resolve: () => resolve(), reject });
    });
    engine.#idle();
    return engine;
  }

  get closed(): boolean {
    return this.#closed;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(text, params, options, undefined);
  }

  async exec(text: string, options?: QueryOptions): Promise<Results[]> {
    refuseUnsupported(options);
    return (await this.#send({ kind: "exec", text })) as Results[];
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // Counted from before BEGIN is sent, so a close that comes meanwhile waits for the transaction's end.
    let ended!: () => void;
    const end = new Promise<void>((resolve) => {
      ended = resolve;
    });
    this.#transactions.add(end);
    try {
      return await this.#transact(callback);
    } finally {
      this.#transactions.delete(end);
      ended();
    }
  }

  async #transact<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = (await this.#send({ kind: "begin" })) as number;
    let closed = false;
    const usable = () => {
      if (closed) throw new Error("Transaction is closed");
    };
    const tx: Transaction = {
      query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        usable();
        return this.#query<R>(text, params, options, id);
      },
      exec: async (text: string, options?: QueryOptions) => {
        usable();
        refuseUnsupported(options);
        return (await this.#send({ kind: "exec", text, tx: id })) as Results[];
      },
      rollback: async () => {
        usable();
        closed = true;
        await this.#send({ kind: "end", tx: id, commit: false });
      },
      sql: () => Promise.reject(new Error("The database worker answers query() and exec(), not sql``")),
      listen: () => Promise.reject(new Error("The database worker does not listen")),
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.#send({ kind: "end", tx: id, commit: true });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#send({ kind: "end", tx: id, commit: false });
      }
      throw error;
    }
  }

  /**
   * Lets the queries sent finish (a transaction in flight ends first, as its holder sends its end), refuses new ones,
   * and closes the engine in the worker so its data directory is left consistent; then the worker ends.
   */
  close(): Promise<void> {
    this.#closing ??= (async () => {
      this.#closed = true;
      while (this.#broken === undefined && (this.#pending.size > 0 || this.#transactions.size > 0)) {
        await Promise.allSettled([
          ...this.#transactions,
          ...[...this.#pending.values()].map((p) => p.settled),
        ]);
      }
      if (this.#broken === undefined) await this.#send({ kind: "close" });
      await this.#worker.terminate();
    })();
    return this.#closing;
  }

  async #query<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx: number | undefined,
  ) {
    refuseUnsupported(options);
    const request: QueryRequest = { kind: "query", text, params };
    if (options?.rowMode !== undefined) request.rowMode = options.rowMode;
    const keepText = typesKeptAsText(options?.parsers);
    if (keepText !== undefined) request.keepText = keepText;
    if (tx !== undefined) request.tx = tx;
    return (await this.#send(request)) as Results<T>;
  }

  /**
   * Once close has begun only the transactions already begun go on (their statements and their end), and then the
   * close itself.
   */
  #send(request: WithoutId<EngineRequest>): Promise<unknown> {
    if (this.#broken !== undefined) return Promise.reject(this.#broken);
    const goesOn = request.kind === "close" || ("tx" in request && request.tx !== undefined);
    if (this.#closed && !goesOn) return Promise.reject(new Error("The database is closed"));
    const id = this.#nextId++;
    let pending!: Pending;
    const answered = new Promise<unknown>((resolve, reject) => {
      pending = { resolve, reject };
    });
    pending.settled = answered.then(
      () => {},
      () => {},
    );
    if (this.#pending.size === 0) this.#worker.ref();
    this.#pending.set(id, pending);
    this.#worker.postMessage({ ...request, id });
    return answered;
  }

  #settle(reply: EngineReply): void {
    const pending = this.#pending.get(reply.id);
    if (pending === undefined) return;
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(received(reply.error));
    this.#idle();
  }

  /** The worker keeps the process alive only while it owes an answer. */
  #idle(): void {
    if (this.#pending.size === 0) this.#worker.unref();
  }

  #fail(error: Error): void {
    const unexpected = this.#broken === undefined && this.#closing === undefined;
    this.#broken ??= error;
    this.#closed = true;
    if (unexpected) this.#onBroken?.(error);
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  settled?: Promise<void>;
}

export interface EngineWorkerData {
  dataDir: string | undefined;
  loadDataDir: Blob | File | undefined;
  /** How many named statements the worker keeps (pglite-statements.ts); its default unless a test says. */
  namedStatementCapacity?: number;
}

interface QueryRequest {
  kind: "query";
  text: string;
  params: unknown[];
  rowMode?: "array" | "object";
  /** Types whose text is given as it is (drizzle's parsers). */
  keepText?: number[];
  tx?: number;
}

export type EngineRequest = { id: number } & (
  | QueryRequest
  | { kind: "exec"; text: string; tx?: number }
  | { kind: "begin" }
  | { kind: "end"; tx: number; commit: boolean }
  | { kind: "close" }
);
type WithoutId<T> = T extends unknown ? Omit<T, "id"> : never;

export interface SentError {
  message: string;
  name: string;
  stack?: string | undefined;
  fields: Record<string, unknown>;
}

export type EngineReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: SentError });

function received(sent: SentError): Error {
  const error = new Error(sent.message);
  error.name = sent.name;
  if (sent.stack !== undefined) error.stack = sent.stack;
  return Object.assign(error, sent.fields);
}

function refuseUnsupported(options: QueryOptions | undefined): void {
  if (options === undefined) return;
  if (options.serializers !== undefined || options.blob !== undefined || options.onNotice !== undefined) {
    throw new Error("The database worker takes no serializers, blob or onNotice");
  }
  if (options.paramTypes !== undefined) throw new Error("The database worker takes no paramTypes");
}

const probe = "\u0000kept as text";
const keptTypes = new WeakMap<object, number[]>();

/** The types a query's parsers keep as text; a parser that changes its text cannot run in the worker. */
function typesKeptAsText(parsers: QueryOptions["parsers"]): number[] | undefined {
  if (parsers === undefined) return undefined;
  let types = keptTypes.get(parsers);
  if (types === undefined) {
    types = Object.entries(parsers).map(([type, parser]) => {
      if (parser(probe) !== probe) {
        throw new Error(`The database worker only takes parsers that keep the text (type ${type})`);
      }
      return Number(type);
    });
    keptTypes.set(parsers, types);
  }
  return types;
}
