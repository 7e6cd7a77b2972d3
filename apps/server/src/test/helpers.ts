import { randomBytes } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestCallback, RouteOptions } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app.ts";
import { type Config, loadConfig, type RateLimits } from "../config.ts";
import { type Db, migrate, type OpenDatabase, openDatabaseFrom } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { MemoryTransport, OutboxMailer, type SentMail } from "../platform/mail.ts";
import { MemoryStorage, type Storage } from "../platform/storage.ts";
import { demoAccount, seedDemo } from "../seed/demo.ts";
import { signedInCookie } from "./factories.ts";
import { requireListedErrorCodes } from "./listed-error-codes.ts";
import {
  buildTemplate,
  readTemplate,
  type Template,
  type TemplateKind,
  testAccessCodeKeys,
  testPictureScale,
} from "./templates.ts";

export { testPictureScale };

export interface TestAppOptions<S extends Storage = MemoryStorage> {
  seed?: boolean;
  /** Where the app keeps its files: a new MemoryStorage by default; the template's files are put into it. */
  storage?: S;
  rateLimits?: Partial<RateLimits>;
  /** Clock for session expiry. */
  now?: () => Date;
  /** A built web app to serve; by default none (API only). */
  webDistDir?: string | null;
  /** Environment overrides for loadConfig (e.g. PUBLIC_URL). */
  env?: NodeJS.ProcessEnv;
  /** The app's logger (see AppDeps.logger); off by default. */
  logger?: AppDeps["logger"];
}

export interface TestApp<S extends Storage = MemoryStorage> {
  app: FastifyInstance;
  /** Every route the app registered, with its method, url, schemas and config. */
  routes: RouteOptions[];
  db: Db;
  config: Config;
  storage: S;
  mailer: OutboxMailer;
  /** Runs the outbox worker, then returns every mail sent so far, oldest first. */
  mails(): Promise<Array<Pick<SentMail, "to" | "subject" | "text" | "html">>>;
  /** Closes only the database (to test how the app behaves without one); close() still cleans up. */
  closeDatabase(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The tests' permissive limits: high enough that no test trips one by accident; a test of a limit passes its own.
 */
const testRateLimits: RateLimits = {
  codeEntryPerIp: { max: 10_000, windowMs: 60_000 },
  codeEntryPerSession: { max: 10_000, windowMs: 60_000 },
  codeEntryGlobal: { max: 10_000, windowMs: 60_000 },
  signInPerAccount: { max: 10_000, windowMs: 60_000 },
  signInPerIp: { max: 10_000, windowMs: 60_000 },
  resetRequestPerIp: { max: 10_000, windowMs: 60_000 },
  resetRequestPerEmail: { max: 10_000, windowMs: 60_000 },
  registrationPerIp: { max: 10_000, windowMs: 60_000 },
  voucherPerIp: { max: 10_000, windowMs: 60_000 },
};

export function testConfig(options: Pick<TestAppOptions, "rateLimits" | "env"> = {}): Config {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: path.join(os.tmpdir(), `shop-test-${randomBytes(6).toString("hex")}`),
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "memory://",
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    SIGNING_SECRET: randomBytes(32).toString("base64url"),
    ACCESS_CODE_SECRET: testAccessCodeKeys.accessCodeSecret,
    DATA_ENCRYPTION_KEY: testAccessCodeKeys.dataEncryptionKey,
    PUBLIC_URL: "http://localhost:3000",
    ...options.env,
  });
  return { ...config, rateLimits: { ...testRateLimits, ...options.rateLimits } };
}

const templates = new Map<TemplateKind, Promise<Template>>();

/** The templates made by global-setup.ts, or, when a file runs without it, made here once per worker. */
function template(kind: TemplateKind): Promise<Template> {
  let cached = templates.get(kind);
  if (!cached) {
    const dir = inject("shopTestTemplates");
    cached = dir ? readTemplate(dir, kind) : buildTemplate(kind);
    templates.set(kind, cached);
  }
  return cached;
}

/** The template's database, and its files put into the storage (copied straight into a MemoryStorage). */
async function openPgliteFromTemplate(seeded: boolean, storage: Storage): Promise<OpenDatabase> {
  const { dump, files } = await template(seeded ? "seeded" : "plain");
  const opened = await openDatabaseFrom({ kind: "memory" }, { loadDataDir: dump });
  if (storage instanceof MemoryStorage) {
    for (const [k, v] of files) storage.files.set(k, v);
  } else {
    for (const [k, v] of files) await storage.put(k, v.data, v.contentType);
  }
  return opened;
}

/** On a real PostgreSQL every test app gets its own database, so test files running in parallel never meet. */
async function openFreshPostgres(url: string): Promise<OpenDatabase> {
  const name = `shop_test_${randomBytes(8).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  const opened = await openDatabaseFrom({ kind: "postgres", url: target.toString() });
  return {
    db: opened.db,
    async close() {
      await opened.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
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

export async function createTestApp<S extends Storage = MemoryStorage>(
  options: TestAppOptions<S> = {},
): Promise<TestApp<S>> {
  const config = testConfig(options);
  const storage = options.storage ?? (new MemoryStorage() as Storage as S);
  let opened: OpenDatabase;
  if (config.database.kind === "postgres") {
    opened = await openFreshPostgres(config.database.url);
    await migrate(opened.db);
    if (options.seed) await seedDemo(opened.db, storage, { keys: config, scale: testPictureScale });
  } else {
    opened = await openPgliteFromTemplate(options.seed ?? false, storage);
  }
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

/** A session cookie for the seeded demo account (demo@example.com), made directly in the database. */
export async function demoUserCookie(t: Pick<TestApp, "db" | "config">): Promise<string> {
  const [user] = await t.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount.email))
    .limit(1);
  if (!user) throw new Error("the demo account is missing: create the test app with { seed: true }");
  return signedInCookie(t, user.id);
}
