import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The durable outbox: a mail or a piece of background work is a row first and is done by a worker (FOR UPDATE SKIP
 * LOCKED, platform/outbox.ts), so a crash between the request and the work loses nothing.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** 'mail', or a kind of background work (platform/background-work.ts). */
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAfter: timestamp("run_after", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    index("outbox_pending_idx").on(t.status, t.runAfter),
    // The mails to one address: erased when its account is deleted (decision 0034).
    index("outbox_to_idx").on(sql`(${t.payload} ->> 'to')`),
  ],
);
