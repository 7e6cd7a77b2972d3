import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Config, DatabaseConfig } from "../config.ts";
import { attachReadCache, ReadCache } from "../platform/read-cache.ts";
import { oneQueryAtATime } from "./one-query-at-a-time.ts";
import { type CreatedDatabase, createDatabaseApart, needsCreating } from "./pglite-create.ts";
import { answerWithNamedStatements } from "./pglite-statements.ts";
import { WorkerEngine } from "./pglite-worker.ts";
import { planCacheMode, startEngine } from "./pglite-worker-engine.ts";
import { nameStatements } from "./postgres-statements.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
/** One type for both drivers: services never know whether PGlite or PostgreSQL answers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a Db is (mail enqueue inside a business transaction). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface OpenDatabase {
  db: Db;
  /**
   * Runs the work while no other process of the shop runs its own: on PostgreSQL an advisory lock held on one
   * connection for the whole work, so processes starting together migrate, make the secrets and seed one after the
   * other; the embedded database has one process only.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock's key for the start of a shop (migrations, secrets, demo seed): any fixed 64-bit number. */
const startLockKey = 7_391_622_001;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export interface OpenDatabaseOptions {
  /** A PGlite data directory dump to start from (the test helper's migrated template). */
  loadDataDir?: Blob | File;
  /** Told the text of every statement sent (the tests count a request's statements with it). */
  onQuery?: (sql: string, params: unknown[]) => void;
  /** How long the read cache keeps what it read (platform/read-cache.ts); its default unless a test says. */
  readCacheLifetimeMs?: number;
  /**
   * Runs the embedded engine on a worker thread (pglite-worker.ts, decision 0037): the running shop does; tests and
   * the operator's commands keep it on the calling thread. No effect on PostgreSQL.
   */
  pgliteWorker?: boolean;
  /** Told when the worker stops without being closed (the running shop then exits, for its supervisor to restart it). */
  onEngineBroken?: (error: Error) => void;
  /** Told when an empty data folder got its new embedded database (pglite-create.ts). */
  onDatabaseCreated?: (created: CreatedDatabase) => void;
  /** The empty database a new data folder is copied from when it is current; the build's unless a test says. */
  databaseTemplate?: string;
}

/**
 * Every statement goes past the database's read cache (a write drops what it changed) and the caller's onQuery. The
 * cache is made before the database so the logger can name it; attachReadCache gives it to the database after.
 */
function loggerOf(cache: ReadCache, options: OpenDatabaseOptions) {
  const { onQuery } = options;
  return {
    logger: {
      logQuery(query: string, params: unknown[]) {
        cache.noteStatement(query);
        onQuery?.(query, params);
      },
    },
  };
}

/**
 * The embedded engine answers a query without ever giving the event loop a turn, so while queries are queued no new
 * request is read: under load the requests already in flight ran to the end in one long stretch and a connection
 * could wait seconds for its first answer. Each query (outside a transaction, which holds the engine) first lets the
 * loop read what has arrived, so requests take their turns in the order they came. The engine on the worker thread
 * (the running shop, decision 0037) needs no turn: the main thread is not held while it works.
 */
function yieldBeforeEachQuery(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<PGlite["query"]>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    return query(...args);
  }) as PGlite["query"];
}

export { planCacheMode };

/** The engine on the calling thread (tests, the operator's commands), answering as the worker's does. */
async function engineOnThisThread(dataDir: string | undefined, loadDataDir: Blob | File | undefined) {
  const client = await startEngine(dataDir, loadDataDir);
  answerWithNamedStatements(client);
  yieldBeforeEachQuery(client);
  return client;
}

async function openPglite(dataDir: string | undefined, options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if (dataDir !== undefined && options.loadDataDir === undefined && needsCreating(dataDir))
    options.onDatabaseCreated?.(await createDatabaseApart(dataDir, options.databaseTemplate));
  const engine = options.pgliteWorker
    ? await WorkerEngine.start({ dataDir, loadDataDir: options.loadDataDir }, options.onEngineBroken)
    : await engineOnThisThread(dataDir, options.loadDataDir);
  const cache = new ReadCache(options.readCacheLifetimeMs);
  const db = drizzlePglite({
    client: engine as PGlite,
    schema,
    ...loggerOf(cache, options),
  }) as unknown as Db;
  attachReadCache(db, cache);
  return {
    db,
    exclusively: (work) => work(),
    async close() {
      if (!engine.closed) await engine.close();
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenDatabase> {
  // node-postgres and its drizzle adapter are loaded only for PostgreSQL: a shop on PGlite never holds them.
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Awaited by the pool before a new connection serves its first query. (Sent without waiting from the pool's
    // "connect" event, it overlapped that query, which node-postgres deprecates and its next major version refuses.)
    // A server that does not know the setting still serves the shop, with its own plans.
    onConnect: async (client) => {
      oneQueryAtATime(client);
      await client.query(`set plan_cache_mode = ${planCacheMode}`).catch(() => {});
    },
  });
  // A pool error on an idle client must not crash the process; the next query reports the real problem.
  pool.on("error", () => {});
  nameStatements(pool);
  const cache = new ReadCache(options.readCacheLifetimeMs);
  const db = drizzleNodePg({ client: pool, schema, ...loggerOf(cache, options) }) as unknown as Db;
  attachReadCache(db, cache);
  return {
    db,
    async exclusively(work) {
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [startLockKey]);
        try {
          return await work();
        } finally {
          await holder.query("select pg_advisory_unlock($1)", [startLockKey]);
        }
      } finally {
        holder.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

export function openDatabaseFrom(
  database: DatabaseConfig,
  options: OpenDatabaseOptions = {},
): Promise<OpenDatabase> {
  switch (database.kind) {
    case "pglite":
      return openPglite(database.dataDir, options);
    case "memory":
      return openPglite(undefined, options);
    case "postgres":
      return openPostgres(database.url, options);
  }
}

export function openDatabase(
  config: Pick<Config, "database">,
  options: OpenDatabaseOptions = {},
): Promise<OpenDatabase> {
  return openDatabaseFrom(config.database, options);
}

/** The migrations' tags in the order they apply (drizzle's journal). */
export function readMigrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.map((e) => e.tag);
}

interface DrizzleInternals {
  dialect: PgDialect;
  session: PgSession;
}

/**
 * Applies the committed SQL migrations. Both drivers share drizzle's PostgreSQL dialect, so one code path
 * (the one drizzle's per-driver migrators wrap) serves PGlite and pg alike. `before` (a migration's tag, or its
 * end) stops before that migration: the schema as a shop of an older version has it (the migration tests).
 */
export async function migrate(db: Db, options: { before?: string } = {}): Promise<void> {
  let migrations = readMigrationFiles({ migrationsFolder });
  if (options.before !== undefined) {
    const { before } = options;
    const tags = readMigrationTags();
    const stop = tags.findIndex((tag) => tag.endsWith(before));
    if (stop < 0) throw new Error(`no migration ${before}`);
    migrations = migrations.slice(0, stop);
  }
  const internals = db as unknown as DrizzleInternals;
  await internals.dialect.migrate(migrations, internals.session, { migrationsFolder });
}

/** True when the shop has no portal yet (a fresh database), which is when the demo shop is seeded. */
export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.portals.id }).from(schema.portals).limit(1);
  return rows.length === 0;
}

/** Whether any job (and so any picture set) exists: a production shop without one has not been set up yet. */
export async function hasJobs(db: Db): Promise<boolean> {
  const rows = await db.select({ id: schema.jobs.id }).from(schema.jobs).limit(1);
  return rows.length > 0;
}

/** Drops every table of the shop and drizzle's migration log, so migrate() starts from nothing. */
export async function dropEverything(db: Db): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema public cascade`);
  await db.execute(sql`create schema public`);
}
