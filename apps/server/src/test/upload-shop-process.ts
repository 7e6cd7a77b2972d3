import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../app.ts";
import { loadConfig, requireGivenSecrets } from "../config.ts";
import { openDatabaseFrom } from "../db/client.ts";
import { webshopSettings } from "../db/schema/index.ts";
import { MemoryStorage } from "../platform/storage.ts";
import { createUser, signedInCookie } from "./factories.ts";
import { buildTemplate, readTemplate, testAccessCodeKeys } from "./templates.ts";

/**
 * A shop in a process of its own that takes parents' uploads, for a test that measures that process's memory while
 * it answers them (modules/uploads/decode-memory.test.ts). Started with node (no test runner in it): it makes an
 * embedded database in a temporary folder from the test run's migrated template (SHOP_TEST_TEMPLATE) or a new one,
 * turns own pictures on, signs a parent in, listens on a free port of 127.0.0.1 and prints
 * `{ "port": …, "cookie": … }` as one line. SIGTERM stops it and removes its folder.
 */

const template = process.env.SHOP_TEST_TEMPLATE;
const dataDir = path.join(os.tmpdir(), `shop-test-${randomBytes(6).toString("hex")}`);
const database = { kind: "pglite" as const, dataDir: path.join(dataDir, "db") };
// Loaded from the dump once, then opened again as a restarted shop opens its folder: on its worker thread, with no
// copy of the dump left in this process.
const loaded = await openDatabaseFrom(database, {
  loadDataDir: template ? await readTemplate(template) : await buildTemplate(),
});
await loaded.close();
const opened = await openDatabaseFrom(database, { pgliteWorker: true });
const config = requireGivenSecrets(
  loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: "memory://",
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    SIGNING_SECRET: randomBytes(32).toString("base64url"),
    ACCESS_CODE_SECRET: testAccessCodeKeys.accessCodeSecret,
    DATA_ENCRYPTION_KEY: testAccessCodeKeys.dataEncryptionKey,
    PUBLIC_URL: "http://127.0.0.1",
  }),
);
const app = await buildApp({ config, db: opened.db, storage: new MemoryStorage(), logger: false });
await opened.db
  .update(webshopSettings)
  .set({ allowOwnPhotos: true })
  .where(eq(webshopSettings.portalId, app.portalId));
const user = await createUser({ db: opened.db, app });
const cookie = await signedInCookie({ db: opened.db, config }, user.id);
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
const port = typeof address === "object" && address !== null ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, cookie })}\n`);

process.on("SIGTERM", () => {
  void app
    .close()
    .then(() => opened.close())
    .then(() => rm(dataDir, { recursive: true, force: true }))
    .finally(() => process.exit(0));
});
