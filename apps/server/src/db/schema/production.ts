import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { portals } from "./content.ts";
import { orders } from "./orders.ts";
import { jobs } from "./subjects.ts";

/**
 * A production run (issue 32, decision 0075): the paid or invoiced orders of one job (optionally of one delivery kind
 * or one class) taken together, and the files made for them in the storage: the print files' zip, a packing list per
 * class for school delivery, address labels for postage, the retouch tasks. Made as background work; the row is its
 * progress and its lock (a claim by a conditional update, kept by a heartbeat).
 */
export const productionRuns = pgTable(
  "production_runs",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    /** The filters it was started with: a delivery kind (DeliveryType) and a class; null: all. */
    deliveryType: text("delivery_type"),
    group: text("group"),
    /** queued → running → done or failed; 'Run again' queues it anew. */
    state: text("state").notNull().default("queued"),
    /** Orders whose files are made, of all the run's orders. */
    ordersDone: integer("orders_done").notNull().default(0),
    ordersTotal: integer("orders_total").notNull().default(0),
    /** The made files' storage keys and names: { zip, packingLists: [{ group, key }], labels, retouch }. */
    files: jsonb("files").$type<Record<string, unknown> | null>(),
    /** Why the last attempt failed (shown to the photographer), else null. */
    error: text("error"),
    startedById: integer("started_by_id"),
    startedByEmail: text("started_by_email").notNull(),
    /** Which process holds the run and when it last said so: another takes it over once this is stale. */
    worker: text("worker"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    // The studio's list of runs, newest first, and a job's.
    index("production_runs_portal_idx").on(t.portalId, t.createdAt),
    index("production_runs_job_idx").on(t.jobId, t.createdAt),
  ],
);

/** The orders of a run: an order is in one run at most (the primary key on order_id), which a re-run keeps. */
export const productionRunOrders = pgTable(
  "production_run_orders",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    runId: integer("run_id")
      .notNull()
      .references(() => productionRuns.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.orderId] }), index("production_run_orders_run_idx").on(t.runId)],
);
