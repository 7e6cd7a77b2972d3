import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters, one row per bucket and client, shared by every server process of the shop. The key is the
 * bucket's name and a keyed hash of the client (address, session, account), never the client in clear.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** The end of the current window: the next hit after it starts a new window at 1. */
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_reset_idx").on(t.resetAt)],
);
