import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * PostgreSQL's default of 128 MB of shared buffers lives in the embedded database's WebAssembly memory, all of it
 * touched at start, so it was a quarter of the idle process. 8 MB holds the pages a shop's requests keep reading: after
 * a second of warm-up, the bench's reads at 50 connections read no page from the data folder at 4 MB already, and the
 * checkout page's calls no more at 8 MB than at 16 (decision 0016, "The first new picture, and half the buffers"). A
 * page not in it is read from the data folder through the operating system's file cache.
 */
const pgliteSharedBuffers = "8MB";

/**
 * Every statement the shop sends is a named one, prepared once (pglite-statements.ts, postgres-statements.ts), and
 * each is planned once, for any values: PostgreSQL's default (`auto`) kept planning the picture reads anew for every
 * execution, because their generic plan's estimate is higher than a plan for the values at hand, which doubled the
 * database's CPU per request. The shop's statements find rows by ids and keys, where the generic plan is the same
 * index scan; `db/query-plans.test.ts` explains the generic plans of every hot request on a large shop and fails on a
 * sequential scan of a large table (decision 0015).
 */
export const planCacheMode = "force_generic_plan";

/**
 * Opens the embedded engine as the shop runs it, on whichever thread calls this: the shop's main thread (tests, the
 * CLI) or the database worker (pglite-worker-thread.ts, the running shop). Kept apart from client.ts so the worker
 * loads PGlite and nothing of drizzle or the schema.
 */
export async function startEngine(
  dataDir: string | undefined,
  loadDataDir: Blob | File | undefined,
): Promise<PGlite> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  return PGlite.create({
    startParams: [
      ...PGlite.defaultStartParams,
      "-c",
      `shared_buffers=${pgliteSharedBuffers}`,
      "-c",
      `plan_cache_mode=${planCacheMode}`,
    ],
    // The trigram indexes of the studio's order search (migration pg_trgm, decision 0074).
    extensions: { pg_trgm },
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
}
