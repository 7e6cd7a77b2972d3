import { parentPort, workerData } from "node:worker_threads";
import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";
import { answerWithNamedStatements } from "./pglite-statements.ts";
import type { EngineReply, EngineRequest, EngineWorkerData, SentError } from "./pglite-worker.ts";
import { startEngine } from "./pglite-worker-engine.ts";

/**
 * The database worker: owns the embedded engine and answers the shop's main thread (pglite-worker.ts), one message per
 * query. Every query takes PGlite's own locks, so a transaction holds the engine here as it does in one thread, and
 * the queries sent meanwhile wait their turn in the order they came.
 */
const port = parentPort;
if (port === null) throw new Error("pglite-worker-thread.ts runs as a worker thread only");

const { dataDir, loadDataDir, namedStatementCapacity } = workerData as EngineWorkerData;

interface OpenTransaction {
  tx: Transaction;
  /** Lets PGlite's transaction end: commit when true, roll back when false. */
  finish(commit: boolean): void;
  /** Settles when PGlite has committed or rolled back. */
  ended: Promise<void>;
}

const rolledBack = Symbol("rolled back");
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

/** Drizzle's parsers keep some types' text as it is (dates, times, intervals); the same types are named here. */
const identity = (value: string) => value;
const parsersByKey = new Map<string, QueryOptions["parsers"]>();
function parsersKeeping(types: number[] | undefined): QueryOptions["parsers"] | undefined {
  if (types === undefined || types.length === 0) return undefined;
  const key = types.join(",");
  let parsers = parsersByKey.get(key);
  if (parsers === undefined) {
    parsers = Object.fromEntries(types.map((type) => [type, identity]));
    parsersByKey.set(key, parsers);
  }
  return parsers;
}

function transactionOf(id: number | undefined): Transaction | undefined {
  if (id === undefined) return undefined;
  const open = transactions.get(id);
  if (open === undefined) throw new Error(`No open transaction ${id}`);
  return open.tx;
}

async function begin(engine: PGlite): Promise<number> {
  const id = nextTransaction++;
  let started!: (tx: Transaction) => void;
  const ready = new Promise<Transaction>((resolve) => {
    started = resolve;
  });
  let finish!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => {
    finish = resolve;
  });
  const ended = engine
    .transaction(async (tx) => {
      started(tx);
      if (!(await decided)) throw rolledBack;
    })
    .catch((error: unknown) => {
      if (error !== rolledBack) throw error;
    });
  // A BEGIN that fails ends the transaction before its callback runs.
  const tx = await Promise.race([ready, ended.then(() => Promise.reject(new Error("BEGIN failed")))]);
  transactions.set(id, { tx, finish, ended });
  return id;
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (open === undefined) throw new Error(`No open transaction ${id}`);
  transactions.delete(id);
  open.finish(commit);
  await open.ended;
}

async function answer(engine: PGlite, request: EngineRequest): Promise<unknown> {
  switch (request.kind) {
    case "query": {
      const options: QueryOptions = {};
      if (request.rowMode !== undefined) options.rowMode = request.rowMode;
      const parsers = parsersKeeping(request.keepText);
      if (parsers !== undefined) options.parsers = parsers;
      const on = transactionOf(request.tx) ?? engine;
      return on.query(request.text, request.params, options);
    }
    case "exec":
      return (transactionOf(request.tx) ?? engine).exec(request.text);
    case "begin":
      return begin(engine);
    case "end":
      return end(request.tx, request.commit);
    case "close":
      for (const open of transactions.values()) open.finish(false);
      await Promise.allSettled([...transactions.values()].map((open) => open.ended));
      transactions.clear();
      if (!engine.closed) await engine.close();
      return undefined;
  }
}

/** The engine's error as plain data: an Error's own fields (its PostgreSQL `code`, `detail`, …) do not cross. */
function sent(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), name: "Error", fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === "queryOptions") continue;
    if (value === undefined || typeof value === "function") continue;
    fields[key] = value;
  }
  return { message: error.message, name: error.name, stack: error.stack, fields };
}

try {
  const engine = await startEngine(dataDir, loadDataDir);
  answerWithNamedStatements(
    engine,
    namedStatementCapacity === undefined ? {} : { capacity: namedStatementCapacity },
  );
  port.on("message", (request: EngineRequest) => {
    answer(engine, request).then(
      (value) => {
        const reply: EngineReply = { id: request.id, ok: true, value };
        try {
          port.postMessage(reply);
        } catch (error) {
          port.postMessage({ id: request.id, ok: false, error: sent(error) } satisfies EngineReply);
        }
        if (request.kind === "close") port.close();
      },
      (error: unknown) => {
        port.postMessage({ id: request.id, ok: false, error: sent(error) } satisfies EngineReply);
      },
    );
  });
  port.postMessage({ id: 0, ok: true, value: "ready" } satisfies EngineReply);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: sent(error) } satisfies EngineReply);
}
