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
});
