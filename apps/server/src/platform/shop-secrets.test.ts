import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { normalizeAccessCode } from "@shop/domain/access-code";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, ConfigError, loadConfig } from "../config.ts";
import { type Db, migrate, type OpenDatabase, openDatabaseFrom } from "../db/client.ts";
import { accessCodes, shopSecrets } from "../db/schema/index.ts";
import { revealAccessCode } from "../modules/access/codes.ts";
import { verifyCode } from "../modules/test-support.ts";
import { createParent, createSubjectWithCode } from "../test/factories.ts";
import { injectAsBrowser, openTestDatabase, testRateLimits } from "../test/helpers.ts";
import { MemoryTransport, OutboxMailer } from "./mail.ts";
import { describeSecrets, loadShopSecrets } from "./shop-secrets.ts";
import { MemoryStorage } from "./storage.ts";

const folders: string[] = [];

/** A data folder of its own, as each machine of a shop has. */
function dataFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "shop-secrets-"));
  folders.push(dir);
  return dir;
}

/** The environment of a process that gives no secret. */
function environment(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: "memory://",
    PUBLIC_URL: "http://localhost:3000",
    ...env,
  });
}

const oldFile = {
  sessionSecret: "s".repeat(43),
  signingSecret: "t".repeat(43),
  accessCodeSecret: "u".repeat(43),
  dataEncryptionKey: Buffer.alloc(32, 9).toString("base64url"),
};

function writeSecretsFile(dataDir: string, secrets: Record<string, string>): void {
  writeFileSync(path.join(dataDir, "secrets.json"), JSON.stringify(secrets));
}

afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe("two processes of one shop on one database, each with its own data folder", () => {
  let database: OpenDatabase;
  const storage = new MemoryStorage();
  const processes: Array<{ app: FastifyInstance; db: Db; config: Config; storage: MemoryStorage }> = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    for (let i = 0; i < 2; i++) {
      const { config: loaded } = await loadShopSecrets(database.db, environment(dataFolder()));
      const config = { ...loaded, rateLimits: testRateLimits };
      const app = injectAsBrowser(
        await buildApp({
          config,
          db: database.db,
          storage,
          mailer: new OutboxMailer(database.db, new MemoryTransport()),
          logger: false,
          webDistDir: null,
        }),
        config,
      );
      await app.ready();
      processes.push({ app, db: database.db, config, storage });
    }
  }, 180_000);

  afterAll(async () => {
    for (const p of processes) await p.app.close();
    await database?.close();
  });

  const processOf = (index: number) => {
    const p = processes[index];
    if (!p) throw new Error(`no process ${index}`);
    return p;
  };

  it("serves a picture on a URL the other process signed, to a session the other one made", async () => {
    const [first, second] = [processOf(0), processOf(1)];
    const parent = await createParent(first, {}, { pictureCount: 1 });
    const shown = await second.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${parent.set.subject.uuid}`,
      headers: { cookie: parent.cookie },
    });
    expect(shown.statusCode).toBe(200);
    const thumbnail = (shown.json() as { pictures: Array<{ urls: { thumbnail: string } }> }).pictures[0]?.urls
      .thumbnail;
    if (thumbnail === undefined) throw new Error("the set shows no picture");
    const served = await first.app.inject({
      method: "GET",
      url: thumbnail,
      headers: { cookie: parent.cookie, accept: "image/webp,*/*" },
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
  });

  it("finds an access code the other process stored and reads its encrypted copy", async () => {
    const [first, second] = [processOf(0), processOf(1)];
    const subject = await createSubjectWithCode(first);
    await expect(verifyCode(second.app, subject.code)).resolves.toMatch(/sid=/);
    const stored = (await database.db.select({ encrypted: accessCodes.codeEncrypted }).from(accessCodes)).map(
      (r) => (r.encrypted === null ? null : revealAccessCode(second.config, r.encrypted)),
    );
    expect(stored).toContain(normalizeAccessCode(subject.code));
  });
});

describe("the shop's secrets in the database", () => {
  it("are made once: processes starting at the same moment, with different secrets files, all use the first stored", async () => {
    const database = await openTestDatabase();
    try {
      const [a, b] = [dataFolder(), dataFolder()];
      writeSecretsFile(a, oldFile);
      writeSecretsFile(b, { ...oldFile, signingSecret: "v".repeat(43) });
      const [first, second, third] = await Promise.all([
        loadShopSecrets(database.db, environment(a)),
        loadShopSecrets(database.db, environment(b)),
        loadShopSecrets(database.db, environment(dataFolder())),
      ]);
      for (const name of [
        "sessionSecret",
        "signingSecret",
        "accessCodeSecret",
        "dataEncryptionKey",
      ] as const) {
        expect(second?.config[name]).toBe(first?.config[name]);
        expect(third?.config[name]).toBe(first?.config[name]);
      }
      expect(await database.db.select().from(shopSecrets)).toHaveLength(4);
    } finally {
      await database.close();
    }
  });

  it("survive a restart of the embedded database", async () => {
    const dataDir = dataFolder();
    const open = async () => {
      const opened = await openDatabaseFrom({ kind: "pglite", dataDir: path.join(dataDir, "db") });
      await migrate(opened.db);
      return opened;
    };
    const before = await open();
    const { config: first, report } = await loadShopSecrets(before.db, environment(dataDir));
    await before.close();
    expect(report.generated).toHaveLength(4);
    const after = await open();
    try {
      const { config: again, report: later } = await loadShopSecrets(after.db, environment(dataDir));
      expect(later.fromDatabase).toHaveLength(4);
      expect(later.generated).toEqual([]);
      expect(again.sessionSecret).toBe(first.sessionSecret);
      expect(again.signingSecret).toBe(first.signingSecret);
      expect(again.accessCodeSecret).toBe(first.accessCodeSecret);
      expect(again.dataEncryptionKey).toBe(first.dataEncryptionKey);
      expect(Buffer.from(again.dataEncryptionKey, "base64url")).toHaveLength(32);
      expect(again.sessionSecret).not.toBe(again.signingSecret);
    } finally {
      await after.close();
    }
  }, 180_000);

  it("take an older shop's secrets.json once, after which the file no longer decides anything", async () => {
    const database = await openTestDatabase();
    try {
      const dataDir = dataFolder();
      writeSecretsFile(dataDir, oldFile);
      const moved = await loadShopSecrets(database.db, environment(dataDir));
      expect(moved.config).toMatchObject(oldFile);
      expect(moved.report.imported).toEqual([
        "sessionSecret",
        "signingSecret",
        "accessCodeSecret",
        "dataEncryptionKey",
      ]);

      writeSecretsFile(dataDir, { ...oldFile, signingSecret: "w".repeat(43) });
      const later = await loadShopSecrets(database.db, environment(dataDir));
      expect(later.config).toMatchObject(oldFile);
      expect(later.report.imported).toEqual([]);
      expect(later.report.fileDiffers).toEqual(["signingSecret"]);

      rmSync(path.join(dataDir, "secrets.json"));
      const elsewhere = await loadShopSecrets(database.db, environment(dataFolder()));
      expect(elsewhere.config).toMatchObject(oldFile);
    } finally {
      await database.close();
    }
  });

  it("take a secret an older file lacks from the database and keep the ones it holds", async () => {
    const database = await openTestDatabase();
    try {
      const dataDir = dataFolder();
      const { sessionSecret, signingSecret } = oldFile;
      writeSecretsFile(dataDir, { sessionSecret, signingSecret });
      const { config, report } = await loadShopSecrets(database.db, environment(dataDir));
      expect(config.sessionSecret).toBe(sessionSecret);
      expect(config.signingSecret).toBe(signingSecret);
      expect(report.imported).toEqual(["sessionSecret", "signingSecret"]);
      expect(report.generated).toEqual(["accessCodeSecret", "dataEncryptionKey"]);
    } finally {
      await database.close();
    }
  });

  it("give way to a secret set in the environment, which is never stored", async () => {
    const database = await openTestDatabase();
    try {
      const given = "e".repeat(40);
      const { config, report } = await loadShopSecrets(
        database.db,
        environment(dataFolder(), { SIGNING_SECRET: given }),
      );
      expect(config.signingSecret).toBe(given);
      expect(report.fromEnvironment).toEqual(["signingSecret"]);
      const names = (await database.db.select({ name: shopSecrets.name }).from(shopSecrets)).map(
        (r) => r.name,
      );
      expect(names.sort()).toEqual(["accessCodeSecret", "dataEncryptionKey", "sessionSecret"]);
    } finally {
      await database.close();
    }
  });

  it("stop the start when secrets.json holds a damaged key, rather than replace it", async () => {
    const database = await openTestDatabase();
    try {
      const dataDir = dataFolder();
      writeSecretsFile(dataDir, {
        ...oldFile,
        dataEncryptionKey: "not a key of 32 bytes at all, no, not at all",
      });
      const start = loadShopSecrets(database.db, environment(dataDir));
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow("DATA_ENCRYPTION_KEY");
      expect(await database.db.select().from(shopSecrets)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("are described in the start log by name, never by value", async () => {
    const database = await openTestDatabase();
    try {
      const dataDir = dataFolder();
      writeSecretsFile(dataDir, { sessionSecret: oldFile.sessionSecret });
      const given = "g".repeat(40);
      const { report } = await loadShopSecrets(database.db, environment(dataDir, { SIGNING_SECRET: given }));
      const log = describeSecrets(report).join("\n");
      expect(log).toContain("SIGNING_SECRET from the environment");
      expect(log).toContain("moved SESSION_SECRET from DATA_DIR/secrets.json into the database");
      expect(log).toContain("generated ACCESS_CODE_SECRET, DATA_ENCRYPTION_KEY into the database");
      const stored = await database.db.select({ value: shopSecrets.value }).from(shopSecrets);
      for (const value of [given, ...stored.map((r) => r.value)]) expect(log).not.toContain(value);
    } finally {
      await database.close();
    }
  });
});
