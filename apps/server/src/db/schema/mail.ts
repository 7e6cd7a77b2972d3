import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The durable outbox: a mail is a row first and is sent by the worker (FOR UPDATE SKIP LOCKED),
 * so a crash between the request and the SMTP call loses nothing.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    /** 'mail' now; renders later. */
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
