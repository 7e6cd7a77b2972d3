/**
 * The shops the evening runs against, set up as an operator does (`npm run shop -- settings apply` with the demo's
 * settings file, `job import` of the evening's school) and started as `npm start` starts them, each on a fresh
 * database: one process on PGlite, and one or two processes on one PostgreSQL sharing one files folder.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, openSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Shop } from "./parent.ts";
import { jobName } from "./school.ts";

const root = path.resolve(import.meta.dirname, "../..");
/** The address parents use: the reverse proxy's; the load generator is the proxy and names each parent's address. */
export const publicUrl = "http://shop.test";

export interface SetUp {
  key: "pglite" | "pg1" | "pg2";
  title: string;
  database: "pglite" | "postgres";
  ports: number[];
}

export const setUps: SetUp[] = [
  { key: "pglite", title: "one process on PGlite", database: "pglite", ports: [3306] },
  { key: "pg1", title: "one process on PostgreSQL", database: "postgres", ports: [3316] },
  { key: "pg2", title: "two processes on PostgreSQL", database: "postgres", ports: [3316, 3326] },
];

export interface PostgresCluster {
  /** postgres://… of the cluster's first database, to create one database per set-up. */
  url: string;
  /** The server's bin folder (psql). */
  bin: string;
  /** The cluster's data folder: its postmaster.pid names the process whose CPU is counted. */
  dataDir: string;
}

export interface RunningShop {
  shop: Shop;
  processes: Array<{ name: string; pid: number }>;
  /** CPU seconds used so far: each shop process by its threads, PostgreSQL (every backend) when used. */
  cpu(): Record<string, number>;
  /** PostgreSQL's counters of the shop's database (commits, rows), or null on PGlite. */
  databaseCounters(): Promise<Record<string, number> | null>;
  /** Per table: sequential scans, the rows they read, index scans (pg_stat_user_tables), or null on PGlite. */
  tableScans(): Record<string, [number, number, number]> | null;
  stop(): Promise<void>;
  logs: string[];
}

export const clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** utime + stime (+ the reaped children's, for the postmaster whose backends come and go) of a process, in s. */
function cpuSeconds(pid: number, withChildren = false, file = `/proc/${pid}/stat`): number {
  try {
    const stat = readFileSync(file, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // Fields after the command name start at field 3 (state); utime is field 14, stime 15, cutime 16, cstime 17.
    const at = (field: number) => Number(fields[field - 3] ?? 0);
    const ticks = at(14) + at(15) + (withChildren ? at(16) + at(17) : 0);
    return ticks / clockTicks;
  } catch {
    return 0;
  }
}

/** CPU seconds every process of the machine has used (user, nice, system, irq, softirq, steal of /proc/stat). */
export function machineBusySeconds(): number {
  const [, ...ticks] = (readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "").trim().split(/\s+/);
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks.map(Number);
  return (user + nice + system + irq + softirq + steal) / clockTicks;
}

/** A shop process's CPU: its main thread (JavaScript), the libuv pool (sharp, argon2, file reads, zlib), the rest. */
export function threadSeconds(pid: number): { main: number; pool: number; total: number } {
  let main = 0;
  let pool = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    try {
      const name = readFileSync(`/proc/${pid}/task/${task}/comm`, "utf8").trim();
      const seconds = cpuSeconds(Number(task), false, `/proc/${pid}/task/${task}/stat`);
      if (name === "MainThread" || task === String(pid)) main += seconds;
      else if (name === "libuv-worker") pool += seconds;
    } catch {
      // the thread ended
    }
  }
  return { main, pool, total: cpuSeconds(pid) };
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return -1;
  }
}

/** The postmaster and every backend of the cluster. */
export function postgresSeconds(cluster: PostgresCluster): number {
  const postmaster = Number(
    readFileSync(path.join(cluster.dataDir, "postmaster.pid"), "utf8").split("\n")[0],
  );
  let total = cpuSeconds(postmaster, true);
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (Number.isInteger(pid) && parentOf(pid) === postmaster) total += cpuSeconds(pid);
  }
  return total;
}

function tail(file: string, lines = 25): string {
  try {
    return readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

/** One query through psql, its rows as lines of space-separated values. */
export function psql(bin: string, databaseUrl: string, query: string): string {
  return execFileSync(path.join(bin, "psql"), [databaseUrl, "-At", "-F", " ", "-c", query], {
    encoding: "utf8",
  });
}

export function environment(dataDir: string, databaseUrl: string | null): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: os.tmpdir(),
    SHOP_MODE: "demo",
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PUBLIC_URL: publicUrl,
    // Behind a proxy every parent comes with their own address in X-Forwarded-For, so the per-address limits
    // (code guessing, registration) count each parent, as they would on a real evening.
    TRUST_PROXY: "127.0.0.1",
    DATA_DIR: dataDir,
    ...(databaseUrl === null ? {} : { DATABASE_URL: databaseUrl }),
  };
}

export function operator(env: NodeJS.ProcessEnv, args: string[], log: string): void {
  const out = openSync(log, "a");
  try {
    execFileSync(process.execPath, ["apps/server/src/cli/shop.ts", ...args], {
      cwd: root,
      env,
      stdio: ["ignore", out, out],
    });
  } catch {
    throw new Error(`npm run shop -- ${args.slice(0, 2).join(" ")} failed:\n${tail(log)}`);
  }
}

export async function healthy(base: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the shop on ${base} exited while starting:\n${tail(log)}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop on ${base} did not answer within 300 s:\n${tail(log)}`);
}

/**
 * Sets the shop up (settings, then the school from `schoolFolder`, whose codes.csv the import writes) on a fresh
 * database and starts its processes. `profileDir` runs them with --cpu-prof.
 */
export async function startSetUp(
  setUp: SetUp,
  work: string,
  schoolFolder: string,
  cluster: PostgresCluster | null,
  profileDir: string | null,
): Promise<RunningShop> {
  const dataDir = path.join(work, `data-${setUp.key}`);
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | null = null;
  if (setUp.database === "postgres") {
    if (!cluster) throw new Error(`${setUp.title} needs the PostgreSQL cluster`);
    const database = `evening_${setUp.key}`;
    execFileSync(path.join(cluster.bin, "psql"), [cluster.url, "-q", "-c", `create database ${database}`]);
    databaseUrl = cluster.url.replace(/\/[^/]*$/, `/${database}`);
  }
  const env = environment(dataDir, databaseUrl);
  const setupLog = path.join(work, `${setUp.key}-setup.log`);
  operator(env, ["settings", "apply", "docs/examples/shop.json"], setupLog);
  operator(env, ["job", "import", schoolFolder, "--name", jobName, "--type", "school"], setupLog);

  // Two processes share DATA_DIR: with DATABASE_URL it holds only the files (written beside and renamed, so
  // either may write a thumbnail while the other reads it) and the demo's mail folder.
  const children = setUp.ports.map((port, i) => {
    const log = path.join(work, `${setUp.key}-shop-${i + 1}.log`);
    const out = openSync(log, "a");
    const profile = profileDir === null ? [] : ["--cpu-prof", `--cpu-prof-dir=${profileDir}`];
    const child = spawn(process.execPath, [...profile, "apps/server/src/main.ts"], {
      cwd: root,
      env: { ...env, PORT: String(port) },
      stdio: ["ignore", out, out],
    });
    return { child, base: `http://127.0.0.1:${port}`, log, name: `shop ${i + 1}` };
  });
  try {
    await Promise.all(children.map((c) => healthy(c.base, c.child, c.log)));
  } catch (error) {
    for (const { child } of children) if (child.exitCode === null) child.kill("SIGTERM");
    throw error;
  }

  const bases = children.map((c) => c.base);
  let turn = 0;
  return {
    shop: {
      publicUrl,
      next() {
        turn = (turn + 1) % bases.length;
        return bases[turn] as string;
      },
    },
    processes: children.map((c) => ({ name: c.name, pid: c.child.pid as number })),
    logs: [setupLog, ...children.map((c) => c.log)],
    cpu() {
      const seconds: Record<string, number> = {};
      for (const c of children) {
        const threads = threadSeconds(c.child.pid as number);
        seconds[`${c.name}: main thread`] = threads.main;
        seconds[`${c.name}: libuv pool`] = threads.pool;
        seconds[`${c.name}: other threads`] = threads.total - threads.main - threads.pool;
      }
      if (cluster && setUp.database === "postgres") seconds.PostgreSQL = postgresSeconds(cluster);
      return seconds;
    },
    async databaseCounters() {
      if (!cluster || databaseUrl === null) return null;
      // Each backend sends its counters at most once a second, and when it has been idle for a moment.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      const columns = [
        "xact_commit",
        "tup_returned",
        "tup_fetched",
        "tup_inserted",
        "tup_updated",
        "tup_deleted",
      ];
      const row = psql(
        cluster.bin,
        databaseUrl,
        `select ${columns.join(", ")} from pg_stat_database where datname = current_database()`,
      )
        .trim()
        .split(" ")
        .map(Number);
      return Object.fromEntries(columns.map((column, i) => [column, row[i] ?? 0]));
    },
    tableScans() {
      if (!cluster || databaseUrl === null) return null;
      const out = psql(
        cluster.bin,
        databaseUrl,
        "select relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) from pg_stat_user_tables",
      );
      const scans: Record<string, [number, number, number]> = {};
      for (const line of out.trim().split("\n")) {
        const [table = "", seq = 0, read = 0, index = 0] = line.split(" ");
        scans[table] = [Number(seq), Number(read), Number(index)];
      }
      return scans;
    },
    async stop() {
      await Promise.all(
        children.map(async ({ child }) => {
          if (child.exitCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGTERM");
          await exited;
        }),
      );
    },
  };
}

/** The cluster scripts/evening/with-postgres.sh started, or null when the run needs none. */
export function clusterFromEnvironment(): PostgresCluster | null {
  const url = process.env.EVENING_PG_URL;
  const bin = process.env.EVENING_PG_BIN;
  const dataDir = process.env.EVENING_PG_DATA;
  if (!url || !bin || !dataDir || !existsSync(dataDir)) return null;
  return { url, bin, dataDir };
}
