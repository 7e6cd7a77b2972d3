import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The child's entry: makes the database in the folder it is given (pglite-create-child.ts). */
const childScript = fileURLToPath(new URL("./pglite-create-child.ts", import.meta.url));

/** What the child prints last, for the start's line and the bench (decision 0016, "The database made apart"). */
export interface CreatedDatabase {
  ms: number;
  /** The child's most resident memory (VmHWM), where the system tells it (Linux). */
  peakBytes: number | null;
}

/** A data folder with nothing in it yet (or none at all): the one case where the database is made apart. */
export function needsCreating(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/**
 * Makes a new embedded database (PostgreSQL's initdb) in a short-lived process of its own, then moves it into place,
 * for a data folder that has none yet; the shop's own process then opens it as on any restart. Two reasons
 * (decision 0016):
 *
 * - Memory. initdb runs in a second engine whose WebAssembly memory PGlite copies whole (about 550 MB in all). In
 *   the shop's process that came on top of the shop; apart, it ends before the shop starts, so the machine's peak is
 *   the larger of the two, not their sum. The child runs WebAssembly on V8's baseline compiler only
 *   (`--liftoff-only`), as the shop on PGlite does too (process-environment.ts); an operator who gave the shop the
 *   optimising compiler still gets the child without it, since initdb runs once, too short for optimised code to pay
 *   back its compile (about 600 MB for PostgreSQL's parser).
 * - A start stopped half-way leaves no half-made database: the child works in a sibling folder and the finished
 *   database is renamed into place in one step. A stopped child's folder is removed by the next start.
 */
export async function createDatabaseApart(dataDir: string): Promise<CreatedDatabase> {
  const parent = path.dirname(dataDir);
  const making = path.join(parent, `${path.basename(dataDir)}.creating`);
  mkdirSync(parent, { recursive: true });
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making);
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--liftoff-only", childScript, making],
      { maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Making the database failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(making, dataDir);
  const last = output.trim().split("\n").at(-1) ?? "";
  return JSON.parse(last) as CreatedDatabase;
}

/** The start's line for a new database; `npm run bench` reads the child's peak from it. */
export function describeCreatedDatabase(created: CreatedDatabase): string {
  const peak = created.peakBytes === null ? "" : `, peak ${Math.round(created.peakBytes / 1_000_000)} MB`;
  return `New data folder: made the database in ${(created.ms / 1000).toFixed(1)} s, in a process of its own${peak}.`;
}
