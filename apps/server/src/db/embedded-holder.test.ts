import { existsSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EmbeddedDatabaseBusy, embeddedHolder, holdEmbeddedDatabase, holderFile } from "./embedded-holder.ts";

async function dataDir(): Promise<string> {
  return path.join(await mkdtemp(path.join(os.tmpdir(), "shop-holder-")), "db");
}

function writeHolder(dir: string, pid: number, kind: "shop" | "command" = "shop") {
  writeFileSync(
    holderFile(dir),
    JSON.stringify({ pid, kind, name: "npm start", port: 3000, startedAt: "2026-11-29T01:00:00.000Z" }),
  );
}

describe("the embedded database's holder", () => {
  it("is written beside the data folder while held and removed on release", async () => {
    const dir = await dataDir();
    const release = await holdEmbeddedDatabase(dir, { kind: "command", name: "job import" });
    expect(holderFile(dir)).toBe(`${dir}.holder.json`);
    expect(existsSync(holderFile(dir))).toBe(true);
    release();
    expect(existsSync(holderFile(dir))).toBe(false);
  });

  it("refuses at once while another live process holds the folder, naming it", async () => {
    const dir = await dataDir();
    // The test runner's parent process is alive and is not this one.
    writeHolder(dir, process.ppid);
    const error = await holdEmbeddedDatabase(dir, { kind: "command", name: "settings apply" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(EmbeddedDatabaseBusy);
    expect((error as EmbeddedDatabaseBusy).message).toBe(
      `The shop is running on this database (process ${process.ppid}, since 2026-11-29T01:00:00.000Z).`,
    );
    expect(embeddedHolder(dir)).toMatchObject({ pid: process.ppid, kind: "shop", port: 3000 });
  });

  it("takes over a holder whose process ended (killed, a power cut)", async () => {
    const dir = await dataDir();
    // Above the largest pid Linux hands out.
    writeHolder(dir, 4_194_400);
    expect(embeddedHolder(dir)).toBeNull();
    const release = await holdEmbeddedDatabase(dir, { kind: "shop", name: "npm start", port: 3001 });
    expect(embeddedHolder(dir)).toBeNull();
    release();
  });
});
