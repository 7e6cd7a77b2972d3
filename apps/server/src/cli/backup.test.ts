import { mkdtempSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabaseFrom } from "../db/client.ts";
import { startEngine } from "../db/pglite-worker-engine.ts";
import { jobs, pictures } from "../db/schema/subjects.ts";
import { LocalStorage } from "../platform/storage.ts";
import { createPictureSet } from "../test/factories.ts";
import { createTestApp } from "../test/helpers.ts";
import { type BackupConfig, backupShop, restoreShop } from "./backup.ts";
import { CliError } from "./command.ts";
import { readTar, writeTar } from "./tar.ts";

const temp = mkdtempSync(path.join(os.tmpdir(), "shop-backup-test-"));
afterAll(() => rm(temp, { recursive: true, force: true }));

function shopAt(dataDir: string): BackupConfig {
  return {
    dataDir,
    database: { kind: "pglite", dataDir: path.join(dataDir, "db") },
    storage: { kind: "local", dir: path.join(dataDir, "files") },
  };
}

async function storedKeys(folder: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of new LocalStorage(folder).list()) keys.push(file.key);
  return keys.sort();
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "backup and restore of a shop on the embedded database",
  () => {
    const original = path.join(temp, "original");
    const backup = path.join(temp, "shop.backup.tar");
    let pictureKeys: string[];
    let subjectName: string;

    // A shop on disk as `npm start` leaves it: its database in DATA_DIR/db, its pictures in DATA_DIR/files.
    beforeAll(async () => {
      const t = await createTestApp({ storage: new LocalStorage(path.join(original, "files")) });
      try {
        const set = await createPictureSet(t, { pictureCount: 3, greenscreen: [1] });
        await t.db.update(jobs).set({ name: "Backup school 2026" }).where(eq(jobs.id, set.jobId));
        subjectName = set.subject.name;
        pictureKeys = await storedKeys(path.join(original, "files"));
        const dump = await (t.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
        const onDisk = await startEngine(path.join(original, "db"), dump);
        await onDisk.close();
      } finally {
        await t.close();
      }
      await writeFile(path.join(original, "secrets.json"), '{"note":"kept"}\n');
    });

    it("backs up the database and the files, and a restore into a new folder opens with the same data", async () => {
      const made = await backupShop(shopAt(original), backup);
      expect(made).toMatchObject({ filesInBucket: false });
      expect(made.files).toBeGreaterThan(pictureKeys.length);

      const restoredDir = path.join(temp, "restored");
      const restored = await restoreShop(shopAt(restoredDir), backup);
      expect(restored).toMatchObject({ keptAside: null, filesInBucket: false, files: made.files });

      expect(await storedKeys(path.join(restoredDir, "files"))).toEqual(pictureKeys);
      expect(pictureKeys).toHaveLength(4);
      for (const key of pictureKeys) {
        expect(await readFile(path.join(restoredDir, "files", key))).toEqual(
          await readFile(path.join(original, "files", key)),
        );
      }
      expect(await readFile(path.join(restoredDir, "secrets.json"), "utf8")).toBe('{"note":"kept"}\n');

      const opened = await openDatabaseFrom({ kind: "pglite", dataDir: path.join(restoredDir, "db") });
      try {
        const [job] = await opened.db.select({ name: jobs.name }).from(jobs);
        expect(job?.name).toBe("Backup school 2026");
        const rows = await opened.db.select({ key: pictures.originalKey }).from(pictures);
        expect(rows.map((row) => row.key).sort()).toEqual(
          pictureKeys.filter((key) => key.startsWith("originals/")),
        );
      } finally {
        await opened.close();
      }
      expect(subjectName).toMatch(/^Pupil /);
    });

    it("refuses to restore over a folder that holds a shop, and with --replace keeps that folder aside", async () => {
      const target = path.join(temp, "occupied");
      await mkdir(target, { recursive: true });
      await writeFile(path.join(target, "something.txt"), "there before");
      await expect(restoreShop(shopAt(target), backup)).rejects.toThrow(/is not empty/);
      expect(await readdir(target)).toEqual(["something.txt"]);

      const restored = await restoreShop(shopAt(target), backup, {
        replace: true,
        now: new Date("2026-11-28T12:00:00Z"),
      });
      expect(restored.keptAside).toBe(`${target}.before-restore-2026-11-28T12-00-00-000Z`);
      expect(await readdir(restored.keptAside ?? "")).toEqual(["something.txt"]);
      expect((await readdir(target)).sort()).toEqual(["db", "files", "secrets.json"]);
    });

    it("refuses to write over a file, a folder without a shop, a file that is no backup and PostgreSQL", async () => {
      await expect(backupShop(shopAt(original), backup)).rejects.toThrow(/already exists/);
      await expect(backupShop(shopAt(path.join(temp, "nothing")), path.join(temp, "x.tar"))).rejects.toThrow(
        /holds no shop/,
      );
      const notBackup = path.join(temp, "other.tar");
      const folder = path.join(temp, "loose");
      await mkdir(folder);
      writeFileSync(path.join(folder, "a.txt"), "a");
      await writeTar(notBackup, { buffers: [], folders: [{ name: "loose/", folder }] });
      await expect(restoreShop(shopAt(path.join(temp, "fresh")), notBackup)).rejects.toThrow(/not a backup/);
      const onPostgres: BackupConfig = {
        ...shopAt(original),
        database: { kind: "postgres", url: "postgres://x" },
      };
      await expect(backupShop(onPostgres, path.join(temp, "pg.tar"))).rejects.toThrow(CliError);
      await expect(backupShop(onPostgres, path.join(temp, "pg.tar"))).rejects.toThrow(/pg_dump/);
    });
  },
);

describe("the backup's tar", () => {
  it("keeps long names, empty files and empty folders, and refuses a name that leaves its folder", async () => {
    const folder = path.join(temp, "tar-source");
    const long = `${"deep/".repeat(30)}name-of-a-file.jpg`;
    await mkdir(path.join(folder, path.dirname(long)), { recursive: true });
    await mkdir(path.join(folder, "empty-folder"));
    await writeFile(path.join(folder, long), "long");
    await writeFile(path.join(folder, "empty.txt"), "");
    const file = path.join(temp, "long.tar");
    await writeTar(file, {
      buffers: [{ name: "about.json", data: Buffer.from("{}") }],
      folders: [{ name: "x/", folder }],
    });

    const into = path.join(temp, "tar-unpacked");
    const names: string[] = [];
    await readTar(file, async (entry) => {
      names.push(entry.name);
      return entry.name.startsWith("x/") ? { into, strip: "x/" } : null;
    });
    expect(names).toContain(`x/${long}`);
    expect(await readFile(path.join(into, long), "utf8")).toBe("long");
    expect(await readFile(path.join(into, "empty.txt"), "utf8")).toBe("");
    expect(await readdir(path.join(into, "empty-folder"))).toEqual([]);

    const evil = path.join(temp, "evil.tar");
    await writeTar(evil, { buffers: [{ name: "../outside.txt", data: Buffer.from("no") }], folders: [] });
    await expect(readTar(evil, async () => ({ into, strip: "" }))).rejects.toThrow(/outside its folder/);
  });
});
