import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

/**
 * Runs a background round's statements (the hourly purges, the payment expiry, the outbox's pick-up) planned for
 * their values: the shop's connections plan each statement once for any values (`planCacheMode` in db/client.ts),
 * which suits a parent's requests, whose statements find rows by ids and keys, but not a round that deletes or picks
 * the rows older than a time, where only the values tell a few rows from most of a table. A transaction whose
 * `plan_cache_mode` is set for it alone; a few statements more, once a minute or an hour.
 */
export function withCustomPlans<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw("set local plan_cache_mode = force_custom_plan"));
    return work(tx);
  });
}

/**
 * Whether the database refused a prepared statement because the schema changed under it (a column added or its type
 * changed since the statement was prepared): the statement must be prepared again.
 */
export function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error as { code?: string }).code === "0A000" &&
    error.message.includes("cached plan must not change result type")
  );
}
