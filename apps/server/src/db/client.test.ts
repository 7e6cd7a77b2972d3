import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabaseFrom, planCacheMode } from "./client.ts";

/** Needs a real PostgreSQL: runs in the PostgreSQL run (`bash scripts/pg-test.sh` sets TEST_DATABASE_URL). */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the shop's PostgreSQL pool", () => {
  it("plans each statement once on every new connection, from its very first query", async () => {
    const database = await openDatabaseFrom({ kind: "postgres", url: url ?? "" });
    try {
      // Ten queries at once open ten new connections; each answers with the mode already set.
      const modes = await Promise.all(
        Array.from({ length: 10 }, () =>
          database.db.execute(sql`select current_setting('plan_cache_mode') as mode`),
        ),
      );
      expect(modes.map((result) => (result as { rows: unknown[] }).rows[0])).toEqual(
        Array(10).fill({ mode: planCacheMode }),
      );
    } finally {
      await database.close();
    }
  });

  // node-postgres deprecates a query sent to a connection while another waits there, and pg 9 refuses it: a service
  // that reads several things at once inside a transaction sends them all to the transaction's one connection.
  it("gives a transaction's connection one query at a time, however many a service sends at once", async () => {
    const database = await openDatabaseFrom({ kind: "postgres", url: url ?? "" });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const values = await database.db.transaction((tx) =>
        Promise.all(
          [1, 2, 3, 4, 5].map(async (n) => {
            const result = await tx.execute(sql`select ${n}::int as n, pg_sleep(0.01)`);
            return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
          }),
        ),
      );
      expect(values).toEqual([1, 2, 3, 4, 5]);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => message.includes("already executing a query"))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await database.close();
    }
  });
});
