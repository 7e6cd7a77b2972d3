import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance, InjectOptions, LightMyRequestCallback, RouteOptions } from "fastify";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app.ts";
import {
  type Config,
  type DatabaseConfig,
  loadConfig,
  type RateLimits,
  requireGivenSecrets,
} from "../config.ts";
import { type Db, type OpenDatabase, type OpenDatabaseOptions, openDatabaseFrom } from "../db/client.ts";
import { MemoryTransport, OutboxMailer, type SentMail } from "../platform/mail.ts";
import { MemoryStorage, type Storage } from "../platform/storage.ts";
import { requireListedErrorCodes } from "./listed-error-codes.ts";
import { openFreshPostgres } from "./postgres.ts";
import { buildTemplate, readTemplate, testAccessCodeKeys, testPictureScale } from "./templates.ts";

export { testPictureScale };

export interface TestAppOptions<S extends Storage = MemoryStorage> {
  /** Where the app keeps its files: a new MemoryStorage by default. */
  storage?: S;
  rateLimits?: Partial<RateLimits>;
  /** Clock for session expiry. */
  now?: () => Date;
  /** A built web app to serve; by default none (API only). */
  webDistDir?: string | null;
  /** Environment overrides for loadConfig (e.g. PUBLIC_URL). */
  env?: NodeJS.ProcessEnv;
  /** How long the database's read cache keeps what it read (platform/read-cache.ts); its default when not given. */
  readCacheLifetimeMs?: number;
  /** The embedded engine on a worker thread, as the running shop has it (db/pglite-worker.ts); in this thread by default. */
  pgliteWorker?: boolean;
  /** The app's logger (see AppDeps.logger); off by default. */
  logger?: AppDeps["logger"];
  /** Kinds of order line the app sells besides the shop's own (see AppDeps.extraKinds). */
  extraKinds?: AppDeps["extraKinds"];
}

export interface TestApp<S extends Storage = MemoryStorage> {
  app: FastifyInstance;
  /** Every route the app registered, with its method, url, schemas and config. */
  routes: RouteOptions[];
  db: Db;
  config: Config;
  storage: S;
  mailer: OutboxMailer;
  /** Every statement the app's database was sent, oldest first (the query-count tests read it). */
  statements: string[];
  /** Runs the outbox worker, then returns every mail sent so far, oldest first. */
  mails(): Promise<Array<Pick<SentMail, "to" | "subject" | "text" | "html">>>;
  /** Closes only the database (to test how the app behaves without one); close() still cleans up. */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The tests' permissive limits: high enough that no test trips one by accident; a test of a limit passes its own.
 */
export const testRateLimits: RateLimits = {
  codeEntryPerIp: { max: 10_000, windowMs: 60_000 },
  codeEntryPerSession: { max: 10_000, windowMs: 60_000 },
  codeEntryGlobal: { max: 10_000, windowMs: 60_000 },
  signInPerAccount: { max: 10_000, windowMs: 60_000 },
  signInPerAccountAndAddress: { max: 10_000, windowMs: 60_000 },
  signInPerIp: { max: 10_000, windowMs: 60_000 },
  resetRequestPerIp: { max: 10_000, windowMs: 60_000 },
  resetRequestPerEmail: { max: 10_000, windowMs: 60_000 },
  registrationPerIp: { max: 10_000, windowMs: 60_000 },
  voucherPerIp: { max: 10_000, windowMs: 60_000 },
  lostCodePerIp: { max: 10_000, windowMs: 60_000 },
  lostCodePerEmail: { max: 10_000, windowMs: 60_000 },
};

export function testConfig(options: Pick<TestAppOptions, "rateLimits" | "env"> = {}): Config {
  const config = requireGivenSecrets(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: path.join(os.tmpdir(), `shop-test-${randomBytes(6).toString("hex")}`),
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "memory://",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      SIGNING_SECRET: randomBytes(32).toString("base64url"),
      ACCESS_CODE_SECRET: testAccessCodeKeys.accessCodeSecret,
      DATA_ENCRYPTION_KEY: testAccessCodeKeys.dataEncryptionKey,
      PUBLIC_URL: "http://localhost:3000",
      ...options.env,
    }),
  );
  return { ...config, rateLimits: { ...testRateLimits, ...options.rateLimits } };
}

let migrated: Promise<Blob> | undefined;

/** The migrated database made by global-setup.ts, or, when a file runs without it, made here once per worker. */
function migratedDump(): Promise<Blob> {
  if (!migrated) {
    const file = inject("shopTestTemplate");
    migrated = file ? readTemplate(file) : buildTemplate();
  }
  return migrated;
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The request a browser on the shop's own pages would send: it names the shop as its Origin on every
 * state-changing request. A test that sets an `origin` header keeps it; `headers: { origin: undefined }` sends
 * none (a request from outside any browser).
 */
function asFromShop(options: InjectOptions, shopOrigin: string): InjectOptions {
  const headers: Record<string, string | string[] | number | undefined> = { ...options.headers };
  const named = Object.keys(headers).find((name) => name.toLowerCase() === "origin");
  if (named === undefined) {
    if (!safeMethods.has((options.method ?? "GET").toUpperCase())) headers.origin = shopOrigin;
  } else if (headers[named] === undefined) {
    delete headers[named];
  }
  return { ...options, headers };
}

/** Makes the app's inject behave as the shop's web app in a browser (see asFromShop); returns the same app. */
export function injectAsBrowser(app: FastifyInstance, config: Pick<Config, "publicUrl">): FastifyInstance {
  const shopOrigin = new URL(config.publicUrl).origin;
  const inject = app.inject.bind(app);
  app.inject = ((options?: InjectOptions | string, callback?: LightMyRequestCallback) => {
    if (options === undefined) return inject();
    const sent = typeof options === "string" ? options : asFromShop(options, shopOrigin);
    return callback === undefined ? inject(sent) : inject(sent, callback);
  }) as FastifyInstance["inject"];
  return app;
}

/**
 * A migrated database of the caller's own: a copy of the migrated template in memory, or on a real PostgreSQL (the
 * PostgreSQL run) a new database, so test files running in parallel never meet.
 */
export async function openTestDatabase(
  database: DatabaseConfig = testConfig().database,
  options: Pick<OpenDatabaseOptions, "onQuery" | "readCacheLifetimeMs" | "pgliteWorker"> = {},
): Promise<OpenDatabase> {
  if (database.kind === "postgres") {
    return openFreshPostgres(database.url, inject("shopTestPostgresTemplate") || null, options);
  }
  return openDatabaseFrom({ kind: "memory" }, { loadDataDir: await migratedDump(), ...options });
}

export async function createTestApp<S extends Storage = MemoryStorage>(
  options: TestAppOptions<S> = {},
): Promise<TestApp<S>> {
  const config = testConfig(options);
  const storage = options.storage ?? (new MemoryStorage() as Storage as S);
  const statements: string[] = [];
  const opened = await openTestDatabase(config.database, {
    onQuery: (sql) => statements.push(sql),
    ...(options.readCacheLifetimeMs === undefined
      ? {}
      : { readCacheLifetimeMs: options.readCacheLifetimeMs }),
    ...(options.pgliteWorker === undefined ? {} : { pgliteWorker: options.pgliteWorker }),
  });
  const { db } = opened;
  let databaseClosed: Promise<void> | undefined;
  const closeDatabase = () => {
    databaseClosed ??= opened.close();
    return databaseClosed;
  };
  const transport = new MemoryTransport();
  const mailer = new OutboxMailer(db, transport);
  const routes: RouteOptions[] = [];
  const deps: AppDeps = {
    onRoute: (route) => {
      routes.push(route);
    },
    config,
    db,
    storage,
    mailer,
    logger: options.logger ?? false,
    webDistDir: options.webDistDir ?? null,
    ...(options.now ? { now: options.now } : {}),
    ...(options.extraKinds ? { extraKinds: options.extraKinds } : {}),
  };
  const app = injectAsBrowser(await buildApp(deps), config);
  requireListedErrorCodes(app);
  await app.ready();
  let closed = false;
  return {
    app,
    routes,
    db,
    config,
    storage,
    mailer,
    statements,
    async mails() {
      await mailer.flush();
      return transport.sent.map(({ to, subject, text, html }) => ({ to, subject, text, html }));
    },
    closeDatabase,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await closeDatabase();
    },
  };
}
