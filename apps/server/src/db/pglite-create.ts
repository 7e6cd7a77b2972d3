import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The child's entry: makes the database in the folder it is given (pglite-create-child.ts). */
const childScript = fileURLToPath(new URL("./pglite-create-child.ts", import.meta.url));

/**
 * The empty database the build makes once (`npm run build`, and `npm start` when it is missing or stale), copied
 * into every new data folder; `apps/server/build/` is not in git. Decision 0016, "The empty database made at build".
 */
export const buildTemplate = fileURLToPath(new URL("../../build/empty-database", import.meta.url));

/** What the child prints last, for the start's line and the bench (decision 0016, "The database made apart"). */
export interface CreatedDatabase {
  ms: number;
  /** The child's most resident memory (VmHWM), where the system tells it (Linux); null for a copied template. */
  peakBytes: number | null;
  /** Copied from the build's empty database, or made by PostgreSQL's initdb in a process of its own. */
  from: "template" | "process";
}

/** Beside the template: which PGlite made it, with which of our code, and what making it cost. */
interface TemplateStamp {
  pglite: string;
  maker: string;
  made: CreatedDatabase;
}

/** The files that decide what the child makes: a change to either makes the template anew at the next build. */
const makerFiles = [childScript, fileURLToPath(new URL("./pglite-worker-engine.ts", import.meta.url))];

function makerDigest(): string {
  const hash = createHash("sha256");
  for (const file of makerFiles) hash.update(readFileSync(file));
  return hash.digest("hex").slice(0, 16);
}

const stampOf = (template: string) => `${template}.json`;

/** The version of the installed PGlite: a template made by another one is not used. */
export function pgliteVersion(): string {
  const entry = fileURLToPath(import.meta.resolve("@electric-sql/pglite"));
  const manifest = path.join(path.dirname(entry), "..", "package.json");
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** The template's stamp when the template is there and the installed PGlite and today's code made it; else null. */
export function currentTemplate(template: string): TemplateStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(stampOf(template), "utf8")) as TemplateStamp;
    if (stamp.pglite !== pgliteVersion() || stamp.maker !== makerDigest()) return null;
    if (!existsSync(path.join(template, "PG_VERSION"))) return null;
    return stamp;
  } catch {
    return null;
  }
}

/** A data folder with nothing in it yet (or none at all): the one case where a database is made for it. */
export function needsCreating(dataDir: string): boolean {
  return !existsSync(dataDir) || readdirSync(dataDir).length === 0;
}

/** Runs PostgreSQL's initdb in a process of its own, in the given empty folder. */
async function makeInChild(folder: string): Promise<CreatedDatabase> {
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--liftoff-only", childScript, folder],
      { maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`Making the database failed: ${stderr.trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
  const last = output.trim().split("\n").at(-1) ?? "";
  return { ...(JSON.parse(last) as Omit<CreatedDatabase, "from">), from: "process" };
}

/**
 * Gives a data folder that has none its new embedded database, then the shop's own process opens it as on any
 * restart (decision 0016):
 *
 * - From the build's empty database when the installed PGlite and today's code made it: a copy of about 40 MB
 *   (0.1 s), no engine started.
 * - Otherwise in a short-lived process of its own (PostgreSQL's initdb, about 550 MB, in a second engine whose
 *   WebAssembly memory PGlite copies whole): apart, it ends before the shop starts, so the machine's peak is the
 *   larger of the two, not their sum. The child runs WebAssembly on V8's baseline compiler only (`--liftoff-only`),
 *   as the shop on PGlite does too (process-environment.ts); an operator who gave the shop the optimising compiler
 *   still gets the child without it, since initdb runs once, too short for optimised code to pay back its compile.
 *
 * Either way a start stopped half-way leaves no half-made database: the work is done in a sibling folder and the
 * finished database is renamed into place in one step. A stopped start's folder is removed by the next start.
 */
export async function createDatabaseApart(
  dataDir: string,
  template: string = buildTemplate,
): Promise<CreatedDatabase> {
  const parent = path.dirname(dataDir);
  const making = path.join(parent, `${path.basename(dataDir)}.creating`);
  mkdirSync(parent, { recursive: true });
  rmSync(making, { recursive: true, force: true });
  let created: CreatedDatabase;
  if (currentTemplate(template) !== null) {
    const startedAt = performance.now();
    // At a start nothing else runs yet; the synchronous copy is about four times faster than the promised one here.
    cpSync(template, making, { recursive: true });
    created = { ms: Math.round(performance.now() - startedAt), peakBytes: null, from: "template" };
  } else {
    mkdirSync(making);
    created = await makeInChild(making);
  }
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(making, dataDir);
  return created;
}

/**
 * Makes the build's empty database anew (`npm run build`; `npm start` when it is missing or stale), in a sibling
 * folder renamed into place, and stamps it with the PGlite and the code that made it.
 */
export async function makeTemplate(template: string = buildTemplate): Promise<CreatedDatabase> {
  const making = `${template}.making-${process.pid}`;
  rmSync(making, { recursive: true, force: true });
  mkdirSync(making, { recursive: true });
  const made = await makeInChild(making);
  rmSync(stampOf(template), { force: true });
  rmSync(template, { recursive: true, force: true });
  renameSync(making, template);
  const stamp: TemplateStamp = { pglite: pgliteVersion(), maker: makerDigest(), made };
  writeFileSync(stampOf(template), `${JSON.stringify(stamp, null, 2)}\n`);
  return made;
}

/** The start's line for a new database; `npm run bench` reads the child's peak from it. */
export function describeCreatedDatabase(created: CreatedDatabase): string {
  if (created.from === "template")
    return `New data folder: copied the empty database made at build time, in ${(created.ms / 1000).toFixed(1)} s.`;
  const peak = created.peakBytes === null ? "" : `, peak ${Math.round(created.peakBytes / 1_000_000)} MB`;
  return `New data folder: made the database in ${(created.ms / 1000).toFixed(1)} s, in a process of its own${peak}.`;
}
