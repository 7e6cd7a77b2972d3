import type { Db, Tx } from "../db/client.ts";
import {
  enqueueOutbox,
  enqueueOutboxOnce,
  type OutboxLogger,
  type OutboxTask,
  OutboxWorker,
} from "./outbox.ts";

/**
 * Background work (DESIGN § The studio: long work runs from a queue table in PostgreSQL, so any process can take it
 * and nothing is lost on a restart): rows of the outbox that the module asking for the work writes in its own
 * transaction, and a module that knows how to do it handles (decision 0046). The kinds, most urgent first.
 */
export const backgroundWorkKinds = {
  /**
   * A picture set was added to an account (a code redeemed, an invite accepted): make the filled previews its first
   * visit of 'Exclusive deals' shows, before the parent gets there. `{ subjectId }`.
   */
  pictureSetAdded: "filled-previews:picture-set",
  /**
   * Issue 34: a template product's prices or 'on sale' changed in the studio, which changes the template lists: each
   * selling job, ahead (asked for by the catalog, which cannot reach the jobs). `{}`.
   */
  catalogChanged: "filled-previews:shop",
  /** A job's pictures were imported, or its package offers set up: each of its picture sets, ahead. `{ jobId }`. */
  jobChanged: "filled-previews:job",
  /** One picture set of a changed job. `{ subjectId }`. */
  pictureSetAhead: "filled-previews:ahead",
  /** A job import the photographer confirmed in the studio (decision 0062). `{ batchId }`. */
  jobImport: "jobs:import",
  /** Thumbnails of some pictures of an imported job. `{ batchId, pictures: [{ uuid, originalKey }] }`. */
  jobThumbnails: "jobs:thumbnails",
  /** A production run's files (issue 32, decision 0075). `{ runId }`. */
  productionRun: "production:run",
  /**
   * The parents' mails of orders moved to a status at once (a production run's start), each order's mail in the
   * outbox; the move itself and its timeline's events are in the caller's transaction. `{ orderIds, to }`.
   */
  orderStatusMails: "orders:status-mails",
  /**
   * Issue 33 (invoice33): an invoice order was invoiced (make its invoice, PDF and mail) or cancelled or refunded (its
   * credit note). Asked for by orders' moveOrder, done by the invoices module (decision 0080). `{ orderId, to }`.
   */
  orderInvoicing: "invoices:order-moved",
} as const;

export type BackgroundWorkKind = (typeof backgroundWorkKinds)[keyof typeof backgroundWorkKinds];

// A photographer watches an import's progress; the previews made ahead wait for its thumbnails.
const byUrgency: readonly BackgroundWorkKind[] = [
  backgroundWorkKinds.pictureSetAdded,
  // Issue 33: a parent waits for the invoice of an order just placed.
  backgroundWorkKinds.orderInvoicing,
  backgroundWorkKinds.jobImport,
  backgroundWorkKinds.jobThumbnails,
  backgroundWorkKinds.productionRun,
  backgroundWorkKinds.orderStatusMails,
  backgroundWorkKinds.catalogChanged,
  backgroundWorkKinds.jobChanged,
  backgroundWorkKinds.pictureSetAhead,
];

/** Asks for work of a kind, one row per payload, in the caller's transaction. */
export function enqueueBackgroundWork(
  db: Db | Tx,
  kind: BackgroundWorkKind,
  payloads: readonly Record<string, unknown>[],
): Promise<void> {
  return enqueueOutbox(db, kind, payloads);
}

/**
 * As enqueueBackgroundWork, leaving out the payloads a row not yet taken already asks for: a photographer switching
 * ten templates on in a minute asks for each selling job's previews once, not ten times over a district's sets. A
 * row already taken may have read what just changed before it did, so it does not count.
 */
export function enqueueBackgroundWorkOnce(
  db: Db | Tx,
  kind: BackgroundWorkKind,
  payloads: readonly Record<string, unknown>[],
): Promise<void> {
  return enqueueOutboxOnce(db, kind, payloads);
}

export type BackgroundWorkHandler = (task: OutboxTask) => Promise<void>;

/**
 * The worker of the background work: modules register a handler per kind as the app is built; main starts it with
 * the server, tests flush it. A kind nobody handles is left in the queue for a process that does.
 */
export class BackgroundWorker {
  private readonly handlers = new Map<string, BackgroundWorkHandler>();
  private readonly worker: OutboxWorker;

  constructor(db: Db, options: { logger?: OutboxLogger; pollMs?: number } = {}) {
    this.worker = new OutboxWorker(db, {
      ...options,
      name: "background work",
      kinds: () => byUrgency.filter((kind) => this.handlers.has(kind)),
      // One piece at a time: a row is one picture set's previews, a few seconds at most, and a batch would hold the
      // rows behind it away from the other processes until it is done.
      batchSize: 1,
      handle: (task) => {
        const handler = this.handlers.get(task.kind);
        if (!handler) throw new Error(`no handler for ${task.kind}`);
        return handler(task);
      },
      whenDone: "delete",
    });
  }

  handle(kind: BackgroundWorkKind, handler: BackgroundWorkHandler): void {
    this.handlers.set(kind, handler);
  }

  start(): void {
    this.worker.start();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** Does all due work now; resolves when done, with how many rows were done. */
  flush(): Promise<number> {
    return this.worker.flush();
  }
}
