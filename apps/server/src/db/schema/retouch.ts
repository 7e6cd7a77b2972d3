import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./account.ts";
import { portals } from "./content.ts";
import { orderLines, orders } from "./orders.ts";
import { pictures } from "./subjects.ts";

/**
 * Retouch bought (spec 02 §3 retouch): one row per retouch line of a paid or invoiced order, written when the order
 * is confirmed (the retouch kind's `confirmed`), with the tasks the parent chose, and the retouched file once the
 * operator uploaded it. The buyer then sees that picture retouched; other users of the picture keep the original.
 * An invoiced order cancelled takes its rows away.
 */
export const retouchJobs = pgTable(
  "retouch_jobs",
  {
    id: serial("id").primaryKey(),
    /** Names the retouched file in its signed URLs. */
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    orderLineUuid: uuid("order_line_uuid")
      .notNull()
      .unique()
      .references(() => orderLines.uuid, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The order's uuid, whose start is its reference (the operator names orders by it). */
    orderUuid: uuid("order_uuid").notNull(),
    /** The buyer; null once the buyer deleted the account (decision 0034): the operator's work of a paid order stays. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    pictureId: integer("picture_id")
      .notNull()
      .references(() => pictures.id, { onDelete: "cascade" }),
    tasks: jsonb("tasks").$type<Array<{ uuid: string; name: string }>>().notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }).notNull(),
    /** The retouched file in the storage; null until the operator uploads it. */
    fileKey: text("file_key"),
    retouchedAt: timestamp("retouched_at", { withTimezone: true }),
  },
  (t) => [
    // A buyer's pictures: the picture sets and the retouched file's URLs.
    index("retouch_jobs_user_picture_idx").on(t.userId, t.pictureId),
    // The operator's production list: the jobs still waiting for their file, oldest first.
    index("retouch_jobs_open_idx").on(t.portalId, t.confirmedAt).where(sql`${t.fileKey} is null`),
    index("retouch_jobs_order_idx").on(t.orderId),
    index("retouch_jobs_order_uuid_idx").on(t.orderUuid),
    // The studio's retouch queue (decision 0077): every job or the done ones, oldest first; one job's pictures.
    index("retouch_jobs_portal_confirmed_idx").on(t.portalId, t.confirmedAt, t.id),
    index("retouch_jobs_picture_idx").on(t.pictureId),
  ],
);
