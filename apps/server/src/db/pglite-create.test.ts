import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabaseFrom } from "./client.ts";
import { type CreatedDatabase, describeCreatedDatabase, needsCreating } from "./pglite-create.ts";

describe("a new embedded database, made in a process of its own", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), "shop-create-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("is needed for a data folder that is missing or empty, and only then", () => {
    const dataDir = path.join(folder, "db");
    expect(needsCreating(dataDir)).toBe(true);
    mkdirSync(dataDir);
    expect(needsCreating(dataDir)).toBe(true);
    writeFileSync(path.join(dataDir, "PG_VERSION"), "17\n");
    expect(needsCreating(dataDir)).toBe(false);
  });

  it("is made apart, moved into place and opened as on a restart; a stopped earlier attempt is cleared", async () => {
    const dataDir = path.join(folder, "db");
    mkdirSync(dataDir);
    // What a start stopped while the child worked leaves behind.
    mkdirSync(path.join(folder, "db.creating"));
    writeFileSync(path.join(folder, "db.creating", "half"), "");
    const told: CreatedDatabase[] = [];
    const database = await openDatabaseFrom(
      { kind: "pglite", dataDir },
      { onDatabaseCreated: (created) => told.push(created) },
    );
    try {
      await database.db.execute(sql`create table kept (id int)`);
    } finally {
      await database.close();
    }
    expect(told).toHaveLength(1);
    expect(told[0]?.ms).toBeGreaterThan(0);
    expect(existsSync(path.join(dataDir, "PG_VERSION"))).toBe(true);
    expect(readdirSync(folder)).toEqual(["db"]);

    // The next start finds the database and makes none.
    const again = await openDatabaseFrom(
      { kind: "pglite", dataDir },
      { onDatabaseCreated: (created) => told.push(created) },
    );
    try {
      const kept = await again.db.execute(sql`select count(*)::int as n from kept`);
      expect((kept as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    } finally {
      await again.close();
    }
    expect(told).toHaveLength(1);
  }, 60_000);

  it("says what it did in the start's one line", () => {
    expect(describeCreatedDatabase({ ms: 1_940, peakBytes: 553_400_000 })).toBe(
      "New data folder: made the database in 1.9 s, in a process of its own, peak 553 MB.",
    );
    expect(describeCreatedDatabase({ ms: 2_000, peakBytes: null })).toBe(
      "New data folder: made the database in 2.0 s, in a process of its own.",
    );
  });
});
