import { fileURLToPath } from "node:url";

/**
 * node's compile cache lives with the shop's own files (`node_modules/.cache`, where build tools keep theirs), not in
 * the system's temporary folder: whoever can write the cache can put code into the shop's process, and the temporary
 * folder is open to every user of the machine.
 */
const compileCacheFolder = fileURLToPath(
  new URL("../../../node_modules/.cache/node-compile-cache", import.meta.url),
);

/**
 * What the server process's environment should hold from its very first instruction, because what reads it reads it
 * only when the process starts (decision 0016, "From the first instruction"):
 *
 * - `NODE_COMPILE_CACHE`: node keeps the modules' compiled code, and the TypeScript it stripped of types, in a folder.
 *   On every start after the first, node then never loads its type stripper (a WebAssembly compiler of about 17 MB,
 *   once in the main thread and once in the database's worker thread) and starts faster.
 * - `GLIBC_TUNABLES=glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=2`, on PGlite only: the C allocator
 *   then gives the memory of V8's WebAssembly compiler back once it is freed (about 70 MB idle), where it would
 *   otherwise keep it in its free lists for good; at 64 KiB it also maps each of node's socket chunks on its own (a
 *   studio upload's body arrives in 64 KiB chunks), so a chunk freed is given back at once instead of fragmenting the
 *   main heap, which grew by about 55 MB over 1,500 uploads and kept it; and it keeps two heaps of its own (arenas) rather than one per
 *   thread that allocates, up to 16 on two cores: the threads of libvips and of its encoders each kept what they had
 *   freed in their own, about 30 MB more while a job's photos were imported and their thumbnails made
 *   (docs/performance.md, "The studio's job import"). On PostgreSQL no WebAssembly is compiled, and the allocator
 *   keeps its own way.
 *
 * A variable the operator set, even to an empty value, is left as it is. Returns the environment to start the process
 * again with, or null when it already holds everything.
 */
export function startEnvironment(
  env: NodeJS.ProcessEnv,
  cacheFolder = compileCacheFolder,
): NodeJS.ProcessEnv | null {
  const missing: Record<string, string> = {};
  if (env.NODE_COMPILE_CACHE === undefined && env.NODE_DISABLE_COMPILE_CACHE === undefined)
    missing.NODE_COMPILE_CACHE = cacheFolder;
  if (env.GLIBC_TUNABLES === undefined && !env.DATABASE_URL)
    missing.GLIBC_TUNABLES = "glibc.malloc.mmap_threshold=65536:glibc.malloc.arena_max=2";
  return Object.keys(missing).length === 0 ? null : { ...env, ...missing };
}

/**
 * V8's flags the server process should start with on PGlite, beyond those it was given (decision 0016). Each is on
 * node's command line, the only place V8 reads it for every thread of the process, so the process starts itself again
 * with them. On PostgreSQL none: no WebAssembly runs in the shop, and its process stays small under load without them.
 * A flag of a family the operator gave is left to the operator's own (`--no-liftoff-only` keeps the optimising
 * compiler; any `--max-semi-space-size` its own size).
 *
 * - `--liftoff-only`: V8's baseline compiler alone for WebAssembly ("The baseline compiler on PGlite"). The optimising
 *   compiler spent about 600 MB on PostgreSQL's parser, a single function of the engine, on every start, which took
 *   the process to 800 MB and more where it otherwise needs under 300; the engine's statements run slower without it
 *   (6–13 % more CPU per order over a school's evening).
 * - `--max-semi-space-size=16`: the young generation of each thread (the shop's and the database's worker) grows under
 *   load to 32 MB rather than 128 MB ("The young generation under load"): about 200 MB less for the same reads.
 */
const pgliteFlags: ReadonlyArray<{ flag: string; family: RegExp }> = [
  { flag: "--liftoff-only", family: /^--(no-)?liftoff/ },
  { flag: "--max-semi-space-size=16", family: /^--max[-_]semi[-_]space[-_]size/ },
];

export function startFlags(env: NodeJS.ProcessEnv, execArgv: readonly string[]): string[] {
  if (env.DATABASE_URL) return [];
  return pgliteFlags
    .filter(({ family }) => !execArgv.some((given) => family.test(given)))
    .map(({ flag }) => flag);
}

/**
 * Starts this process again, with the same pid, arguments and node options, when its environment lacks what
 * `startEnvironment` names or its node options what `startFlags` names (a supervisor keeps seeing the same process).
 * Where node cannot (`process.execve` is missing on Windows), the shop starts as it is.
 */
export function restartWithStartEnvironment(): void {
  const env = startEnvironment(process.env);
  const flags = startFlags(process.env, process.execArgv);
  if ((env === null && flags.length === 0) || typeof process.execve !== "function") return;
  process.execve(
    process.execPath,
    [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)],
    env ?? process.env,
  );
}
