import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrate, openDatabaseFrom } from "./client.ts";

describe("migrations", () => {
  it("apply on a fresh in-memory database and a second run changes nothing", {
    timeout: 120_000,
  }, async () => {
    const { db, close } = await openDatabaseFrom({ kind: "memory" });
    try {
      await migrate(db);
      await migrate(db);
      const result = await db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const names = (result as unknown as { rows: Array<{ table_name: string }> }).rows.map(
        (r) => r.table_name,
      );
      expect(names).toEqual(
        expect.arrayContaining([
          "portals",
          "users",
          "sessions",
          "subjects",
          "pictures",
          "outbox",
          "access_codes",
        ]),
      );
    } finally {
      await close();
    }
  });
});
