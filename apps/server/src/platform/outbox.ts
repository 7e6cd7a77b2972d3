import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { withCustomPlans } from "../db/plans.ts";
import { outbox } from "../db/schema/index.ts";
import { scrubPersonalData } from "./logging.ts";

/**
 * The durable outbox (DESIGN § async work, § The studio): a mail or a piece of background work is a row first, written
 * in the transaction of the change that asks for it, and a worker of any process claims due rows (FOR UPDATE SKIP
 * LOCKED, so two processes never take one row), does them outside any transaction, and records the outcome: done, or
 * tried again later with a growing delay, and given up after the last attempt. A row a worker took and never finished
 * (its process died) is taken over once its lease runs out.
 */

/** A row of the outbox as a worker claimed it. */
export interface OutboxTask {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  /** The attempts so far, this one included. */
  attempts: number;
  createdAt: Date;
}

/** Writes one row per payload; pass the transaction of the change that asks for the work, so both commit together. */
export async function enqueueOutbox(
  db: Db | Tx,
  kind: string,
  payloads: readonly Record<string, unknown>[],
): Promise<void> {
  if (payloads.length === 0) return;
  await db.insert(outbox).values(payloads.map((payload) => ({ kind, payload })));
}

/** As enqueueOutbox, leaving out the payloads a row of the kind not yet taken (pending, never tried) has. */
export async function enqueueOutboxOnce(
  db: Db | Tx,
  kind: string,
  payloads: readonly Record<string, unknown>[],
): Promise<void> {
  if (payloads.length === 0) return;
  const waiting = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.status, "pending"), eq(outbox.attempts, 0)));
  const asked = new Set(waiting.map((row) => payloadKey(row.payload)));
  const fresh: Record<string, unknown>[] = [];
  for (const payload of payloads) {
    const key = payloadKey(payload);
    if (!asked.has(key)) fresh.push(payload);
    asked.add(key);
  }
  await enqueueOutbox(db, kind, fresh);
}

/** A payload as text whatever the order of its keys (jsonb keeps its own). */
function payloadKey(payload: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(payload)
      .sort()
      .map((k) => [k, payload[k]]),
  );
}

/** Deletes every row, done or not, whose payload is addressed `to` this address (the outbox_to_idx index). */
export async function deleteOutboxRowsTo(db: Db | Tx, address: string): Promise<number> {
  const removed = await db
    .delete(outbox)
    .where(sql`(${outbox.payload} ->> 'to') = ${address}`)
    .returning({ id: outbox.id });
  return removed.length;
}

/** 30 s, 1 min, 2 min … capped at one hour. */
/** The rows of a kind to an address (payload `to`), newest first; with `id`, that row only. */
export function outboxRowsTo(db: Db | Tx, kind: string, address: string, id?: number) {
  return db
    .select({ id: outbox.id, payload: outbox.payload, status: outbox.status, createdAt: outbox.createdAt })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, kind),
        sql`${outbox.payload} ->> 'to' = ${address}`,
        id === undefined ? undefined : eq(outbox.id, id),
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(100);
}

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface OutboxLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface OutboxWorkerOptions {
  /** What the log calls this worker's rows ('mail', 'background work'). */
  name: string;
  /**
   * The kinds this worker does, most urgent first: while a row of an earlier kind is due, none of a later kind is
   * taken.
   */
  kinds: () => readonly string[];
  /** Does one row's work; a throw is a failed attempt. */
  handle: (task: OutboxTask) => Promise<void>;
  /**
   * What becomes of a row once done or given up: kept with this status (a mail's row says 'sent', and `failed`
   * when given up), or deleted (background work keeps nothing once done; a row given up stays as 'failed').
   */
  whenDone: { keep: string } | "delete";
  /** The payload a finished row keeps instead of its own (an erased mail's), when it keeps another. */
  finalPayload?: (task: OutboxTask) => Record<string, unknown> | undefined;
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** How long a claimed row stays with this worker before another may take it over (a crash mid-work). */
  leaseMs?: number;
  logger?: OutboxLogger;
}

/** Takes due rows of its kinds from the outbox and does them, on a timer once started, or when flushed. */
export class OutboxWorker {
  readonly db: Db;
  private readonly options: OutboxWorkerOptions;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);
  private stopped = true;

  constructor(db: Db, options: OutboxWorkerOptions) {
    this.db = db;
    this.options = options;
    this.pollMs = options.pollMs ?? 1000;
    this.batchSize = options.batchSize ?? 10;
    this.maxAttempts = options.maxAttempts ?? 8;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running.catch(() => 0);
  }

  /** Work was just enqueued by this process: once started, the worker looks soon instead of at its next poll. */
  poke(): void {
    if (!this.stopped) this.schedule(50);
  }

  /** Does every row that is due now and resolves when they are done; answers how many were done. */
  flush(): Promise<number> {
    const next = this.running.catch(() => 0).then(() => this.drain());
    this.running = next;
    return next;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush()
        .catch((error: unknown) => {
          this.options.logger?.warn(
            { error: scrubPersonalData(String(error)) },
            `${this.options.name} worker tick failed`,
          );
        })
        .finally(() => this.schedule(this.pollMs));
    }, delayMs);
    this.timer.unref();
  }

  private async drain(): Promise<number> {
    let done = 0;
    for (;;) {
      const rows = await this.claim();
      if (rows.length === 0) return done;
      for (const row of rows) {
        if (await this.run(row)) done += 1;
      }
    }
  }

  /** The due rows of the most urgent kind that has any. */
  private async claim(): Promise<OutboxTask[]> {
    for (const kind of this.options.kinds()) {
      const leaseUntil = new Date(Date.now() + this.leaseMs);
      const rows = await withCustomPlans(this.db, (db) => this.claimIn(db, kind, leaseUntil));
      if (rows.length > 0) return rows;
    }
    return [];
  }

  private claimIn(db: Db, kind: string, leaseUntil: Date): Promise<OutboxTask[]> {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, kind),
          or(eq(outbox.status, "pending"), eq(outbox.status, "sending")),
          lte(outbox.runAfter, sql`now()`),
        ),
      )
      .orderBy(outbox.id)
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return db
      .update(outbox)
      .set({ status: "sending", attempts: sql`${outbox.attempts} + 1`, runAfter: leaseUntil })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        kind: outbox.kind,
        payload: outbox.payload,
        attempts: outbox.attempts,
        createdAt: outbox.createdAt,
      });
  }

  private async run(task: OutboxTask): Promise<boolean> {
    const { name, whenDone, finalPayload, logger } = this.options;
    try {
      await this.options.handle(task);
      if (whenDone === "delete") {
        await this.db.delete(outbox).where(eq(outbox.id, task.id));
      } else {
        const payload = finalPayload?.(task);
        await this.db
          .update(outbox)
          .set({
            status: whenDone.keep,
            doneAt: new Date(),
            lastError: null,
            ...(payload ? { payload } : {}),
          })
          .where(eq(outbox.id, task.id));
      }
      logger?.info({ taskId: task.id, kind: task.kind }, `${name} done`);
      return true;
    } catch (error) {
      const failed = task.attempts >= this.maxAttempts;
      const lastError = scrubPersonalData(error instanceof Error ? error.message : String(error)).slice(
        0,
        500,
      );
      const payload = failed ? finalPayload?.(task) : undefined;
      await this.db
        .update(outbox)
        .set({
          status: failed ? "failed" : "pending",
          runAfter: new Date(Date.now() + retryDelayMs(task.attempts)),
          lastError,
          ...(payload ? { payload } : {}),
        })
        .where(eq(outbox.id, task.id));
      logger?.warn(
        { taskId: task.id, kind: task.kind, attempts: task.attempts, failed, error: lastError },
        `${name} failed`,
      );
      return false;
    }
  }
}
