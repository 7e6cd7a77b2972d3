/**
 * A district's evening (issue 34): a photographer's ten schools with their order windows open at once. The district
 * is made as a photographer makes it: the demo shop (its products, card templates, delivery and the invoice; pictures
 * at DEMO_PICTURE_SCALE) and then `npm run shop -- job import` of ten schools of 200 subjects each, every subject with
 * its own code and small real pictures (480×600) in the storage. Parents arrive evenly over the window and each plays
 * the school evening's visit (scripts/evening/parent.ts), one in four also designing and ordering a template card as
 * the editor calls the server (district-card.ts), with a think time between steps. Set-ups:
 *  - pg2: two shop processes on one PostgreSQL and one s3rver bucket (its own process, behind a counting proxy), the
 *    load generator sending each call to the next process in turn (a proxy without sticky sessions);
 *  - pglite: one process on PGlite with its files in its data folder, with fewer parents.
 * Reports per step p50/p95/p99, errors, orders per minute, CPU seconds per order of each process and of PostgreSQL,
 * statements per order (pg_stat_statements), the database's and the bucket's growth and the storage's requests.
 *
 * npm run bench -- --district [--district-minutes 10] [--parents 2000] [--pglite-parents 500] [--schools 10]
 *                             [--sets 200] [--pictures 2] [--think 2] [--card-every 4] [--setups pg2,pglite] [--quick]
 *   BENCH_PORT (default 3290): pg2 on it and the next port, pglite on the one after.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { type ParentOutcome, type ParentPlan, parentEvening } from "../evening/parent.ts";
import { identityNumber, pupils, readCodes, writeSchool } from "../evening/school.ts";
import {
  clusterFromEnvironment,
  environment,
  healthy,
  machineBusySeconds,
  operator,
  postgresSeconds,
  psql,
  publicUrl,
  threadSeconds,
} from "../evening/shops.ts";
import { formatTable, StepRecorder, type StepStats, stepTable } from "../evening/stats.ts";
import { cardImageSteps, designCard } from "./district-card.ts";
import { type Figure, summaryTable } from "./figures.ts";
import { root } from "./shop.ts";
import { targets } from "./targets.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--district"),
  options: {
    "district-minutes": { type: "string" },
    parents: { type: "string" },
    "pglite-parents": { type: "string" },
    schools: { type: "string", default: "10" },
    sets: { type: "string" },
    pictures: { type: "string", default: "2" },
    think: { type: "string", default: "2" },
    "card-every": { type: "string", default: "4" },
    "background-minutes": { type: "string", default: "20" },
    setups: { type: "string", default: "pg2,pglite" },
    quick: { type: "boolean", default: false },
  },
  strict: true,
});

function number(name: string, value: string | undefined, fallback: number, min: number): number {
  const n = value === undefined ? fallback : Number(value);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`--${name} must be a number of at least ${min}, not ${value}`);
  return n;
}
const quick = values.quick;
const minutes = number("district-minutes", values["district-minutes"], quick ? 1 : 10, 0);
const schools = Math.round(number("schools", values.schools, 10, 1));
const setsEach = Math.round(number("sets", values.sets, quick ? 20 : 200, 1));
const picturesEach = Math.round(number("pictures", values.pictures, 2, 1));
const thinkSeconds = number("think", values.think, 2, 0);
const cardEvery = Math.round(number("card-every", values["card-every"], 4, 0));
/** How long the imports' background work may run before the evening starts anyway. */
const backgroundMinutes = number("background-minutes", values["background-minutes"], 20, 0);
const parentsOf = {
  pg2: Math.round(number("parents", values.parents, quick ? 200 : 2000, 1)),
  pglite: Math.round(number("pglite-parents", values["pglite-parents"], quick ? 100 : 500, 1)),
};
const chosen = values.setups.split(",").map((key) => {
  if (key !== "pg2" && key !== "pglite") throw new Error(`--setups takes pg2, pglite, not ${key}`);
  return key;
});
for (const key of chosen) {
  if (parentsOf[key] > schools * setsEach)
    throw new Error(`${parentsOf[key]} parents need ${parentsOf[key]} codes: more than --schools × --sets`);
}

const cluster = clusterFromEnvironment();
if (chosen.includes("pg2") && cluster === null) {
  // PostgreSQL lives as long as the shell script that starts it; pg_stat_statements counts the statements.
  const again = spawnSync(
    "bash",
    [
      "scripts/evening/with-postgres.sh",
      process.execPath,
      "scripts/bench/district.ts",
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, PG_EXTRA_OPTIONS: "-c shared_preload_libraries=pg_stat_statements" },
    },
  );
  process.exit(again.status ?? 1);
}

const port = Number(process.env.BENCH_PORT ?? 3290);
const work = mkdtempSync(path.join(os.tmpdir(), "shop-district-"));
const figures: Figure[] = [];
const runStarted = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** Bytes and files under a folder. */
function folderSize(folder: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    files += 1;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { bytes, files };
}

interface Bucket {
  endpoint: string;
  folder: string;
  pid: number;
  counts(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

async function startBucket(folder: string): Promise<Bucket> {
  mkdirSync(folder, { recursive: true });
  const child = spawn(process.execPath, ["scripts/bench/district-s3.ts", folder], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on("line", (line) => {
      if (line.startsWith("S3=")) resolve(line.slice(3));
    });
    child.once("exit", (code) => reject(new Error(`the bucket's process exited (${code})`)));
  });
  return {
    endpoint,
    folder,
    pid: child.pid as number,
    counts: async () => (await (await fetch(`${endpoint}/__counts`)).json()) as Record<string, number>,
    stop: () => stopChild(child),
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** The evening's environment of a shop process, with the bucket when the set-up has one. */
function shopEnvironment(
  dataDir: string,
  databaseUrl: string | null,
  bucket: Bucket | null,
): NodeJS.ProcessEnv {
  return {
    ...environment(dataDir, databaseUrl),
    // The demo's own school is not what is measured: small pictures make its seed quick.
    DEMO_PICTURE_SCALE: "0.1",
    ...(bucket === null
      ? {}
      : {
          S3_BUCKET: "shop",
          S3_ENDPOINT: bucket.endpoint,
          S3_REGION: "us-east-1",
          S3_FORCE_PATH_STYLE: "true",
          AWS_ACCESS_KEY_ID: "S3RVER",
          AWS_SECRET_ACCESS_KEY: "S3RVER",
          AWS_EC2_METADATA_DISABLED: "true",
        }),
  };
}

interface Process {
  name: string;
  child: ChildProcess;
  base: string;
  log: string;
}

async function startProcesses(env: NodeJS.ProcessEnv, ports: number[], key: string): Promise<Process[]> {
  const started = ports.map((p, i) => {
    const log = path.join(work, `${key}-shop-${i + 1}.log`);
    const out = openSync(log, "a");
    const child = spawn(process.execPath, ["apps/server/src/main.ts"], {
      cwd: root,
      env: { ...env, PORT: String(p) },
      stdio: ["ignore", out, out],
    });
    process.once("exit", () => child.kill("SIGKILL"));
    return { name: `shop ${i + 1}`, child, base: `http://127.0.0.1:${p}`, log };
  });
  try {
    await Promise.all(started.map((s) => healthy(s.base, s.child, s.log)));
  } catch (error) {
    await Promise.all(started.map((s) => stopChild(s.child)));
    throw error;
  }
  return started;
}

/**
 * Waits until the processes' background work after the imports (decision 0046: the filled previews of every set, made
 * ahead) is done, 3 s below 5 % of a core, or `limitMs` has passed: its wall time, CPU seconds and whether it ended.
 */
async function untilIdle(
  processes: Process[],
  limitMs: number,
): Promise<{ ms: number; cpu: number; done: boolean }> {
  const started = performance.now();
  const cpu = () => processes.reduce((sum, p) => sum + threadSeconds(p.child.pid as number).total, 0);
  const first = cpu();
  let quietSince = performance.now();
  let before = first;
  while (performance.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpu();
    if (now - before > 0.05) quietSince = performance.now();
    before = now;
    if (performance.now() - quietSince >= 3000)
      return { ms: performance.now() - started, cpu: before - first, done: true };
  }
  return { ms: performance.now() - started, cpu: cpu() - first, done: false };
}

const apiStep = (step: string) =>
  !["front page", "front page files", "thumbnail", ...cardImageSteps].includes(step);

interface Counters {
  cpu: Record<string, number>;
  /** Every process of the machine: what the rest took shows whether the figures are the shop's. */
  machine: number;
  /** The background work's rows not done yet (PostgreSQL only). */
  queued: number | null;
  statements: number | null;
  storage: Record<string, number> | null;
  databaseBytes: number;
  bucketBytes: number;
}

async function district(key: "pg2" | "pglite", schoolFolders: string[]): Promise<void> {
  const parents = parentsOf[key];
  const title =
    key === "pg2" ? "two processes, PostgreSQL and an S3 bucket (s3rver)" : "one process on PGlite";
  console.log(`\nDistrict: ${title}, ${parents} parents over ${minutes} min…`);
  const dataDir = path.join(work, `data-${key}`);
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | null = null;
  if (key === "pg2") {
    if (!cluster) throw new Error("the PostgreSQL cluster is not running");
    psql(cluster.bin, cluster.url, "create database district");
    databaseUrl = cluster.url.replace(/\/[^/]*$/, "/district");
    psql(cluster.bin, databaseUrl, "create extension if not exists pg_stat_statements");
  }
  const bucket = key === "pg2" ? await startBucket(path.join(work, "bucket")) : null;
  const processes: Process[] = [];
  try {
    const env = shopEnvironment(dataDir, databaseUrl, bucket);
    const ports = key === "pg2" ? [port, port + 1] : [port + 2];
    // The first start migrates and seeds the demo (its card templates and prices); the schools come after it.
    const preparedAt = performance.now();
    const [seeder] = await startProcesses(env, ports.slice(0, 1), `${key}-seed`);
    if (seeder) await stopChild(seeder.child);
    const setupLog = path.join(work, `${key}-setup.log`);
    for (const [i, folder] of schoolFolders.entries()) {
      operator(env, ["job", "import", folder, "--name", `Skole ${i + 1} 2026`, "--type", "school"], setupLog);
    }
    const importedMs = performance.now() - preparedAt;
    processes.push(...(await startProcesses(env, ports, key)));
    const background = await untilIdle(processes, backgroundMinutes * 60_000);
    const databaseBytes = () =>
      databaseUrl !== null && cluster
        ? Number(psql(cluster.bin, databaseUrl, "select pg_database_size(current_database())").trim())
        : folderSize(dataDir).bytes;
    const counters = async (): Promise<Counters> => {
      const cpu: Record<string, number> = {};
      for (const p of processes) cpu[p.name] = threadSeconds(p.child.pid as number).total;
      if (cluster && databaseUrl !== null) cpu.PostgreSQL = postgresSeconds(cluster);
      if (bucket) cpu["s3rver and its proxy"] = threadSeconds(bucket.pid).total;
      cpu["load generator"] = (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
      const queued =
        cluster && databaseUrl !== null
          ? Number(
              psql(
                cluster.bin,
                databaseUrl,
                "select count(*) from outbox where kind like 'filled-previews:%'",
              ).trim(),
            )
          : null;
      const statements =
        cluster && databaseUrl !== null
          ? Number(
              psql(
                cluster.bin,
                databaseUrl,
                "select coalesce(sum(calls), 0) from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database())",
              ).trim(),
            )
          : null;
      return {
        cpu,
        machine: machineBusySeconds(),
        queued,
        statements,
        storage: bucket ? await bucket.counts() : null,
        databaseBytes: databaseBytes(),
        bucketBytes: bucket ? folderSize(bucket.folder).bytes : 0,
      };
    };
    if (cluster && databaseUrl !== null) psql(cluster.bin, databaseUrl, "select pg_stat_statements_reset()");
    const before = await counters();
    console.log(
      `  set up in ${seconds(importedMs)} (demo seed, ${schools} schools × ${setsEach} sets × ${picturesEach} pictures imported); ` +
        `the background work after the start ${background.done ? "took" : "was still going after"} ${seconds(background.ms)} ` +
        `(${background.cpu.toFixed(0)} CPU s, ${((1000 * background.cpu) / (schools * setsEach)).toFixed(0)} ms per set); ` +
        (before.queued === null ? "" : `${before.queued} sets' previews still queued; `) +
        `database ${mb(before.databaseBytes)}` +
        (bucket ? `, bucket ${mb(before.bucketBytes)}` : ""),
    );

    const plans: ParentPlan[] = [];
    const codes = schoolFolders.map((folder) => readCodes(folder));
    const roster = pupils(setsEach);
    for (let index = 0; index < parents; index += 1) {
      // Parent i is of school i mod schools: the schools' evenings overlap as the district's do.
      const school = index % schools;
      const pupil = roster[Math.floor(index / schools)];
      const code = pupil ? codes[school]?.get(pupil.subject) : undefined;
      if (!code) throw new Error(`school ${school + 1} has no code for parent ${index + 1}`);
      plans.push({
        index,
        code,
        email: `forelder-${index + 1}-${key}@example.com`,
        identityNumber: identityNumber(index),
        address: `10.${Math.floor(index / 65_536) % 256}.${Math.floor(index / 256) % 256}.${(index % 256) + 1}`,
        picturesToBuy: Math.min(2, picturesEach),
        thinkMs: thinkSeconds * 1000,
        ...(cardEvery > 0 && index % cardEvery === cardEvery - 1
          ? { design: (browser, setUuid, pictures) => designCard(browser, setUuid, pictures, index) }
          : {}),
      });
    }
    const bases = processes.map((p) => p.base);
    let turn = 0;
    const shop = {
      publicUrl,
      next() {
        turn = (turn + 1) % bases.length;
        return bases[turn] as string;
      },
    };
    const recorder = new StepRecorder();
    const windowMs = minutes * 60_000;
    const startedAt = performance.now();
    const outcomes: ParentOutcome[] = await Promise.all(
      plans.map(async (plan) => {
        await new Promise((resolve) =>
          setTimeout(resolve, parents === 1 ? 0 : (plan.index * windowMs) / (parents - 1)),
        );
        return parentEvening(shop, plan, recorder);
      }),
    );
    const wall = performance.now() - startedAt;
    // PostgreSQL's statistics reach pg_stat_statements when a statement ends; the backends are idle by now.
    const after = await counters();
    report(key, title, parents, recorder.summary(), outcomes, wall, before, after);
    if (cluster && databaseUrl !== null) {
      const orders = Math.max(1, outcomes.filter((o) => o.ordered).length);
      const top = psql(
        cluster.bin,
        databaseUrl,
        `select calls, round(total_exec_time), regexp_replace(left(query, 90), '\\s+', ' ', 'g') from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database()) order by calls desc limit 12`,
      )
        .trim()
        .split("\n")
        .map((line) => {
          const [calls = "0", ms = "0", ...query] = line.split(" ");
          return [(Number(calls) / orders).toFixed(1), (Number(ms) / orders).toFixed(1), query.join(" ")];
        });
      console.log(
        `The most frequent statements (per order):\n${formatTable(["calls", "ms", "statement"], top)}\n`,
      );
    }
  } finally {
    await Promise.all(processes.map((p) => stopChild(p.child)));
    await bucket?.stop();
  }
}

function report(
  key: "pg2" | "pglite",
  title: string,
  parents: number,
  steps: StepStats[],
  outcomes: ParentOutcome[],
  wall: number,
  before: Counters,
  after: Counters,
): void {
  const orders = outcomes.filter((o) => o.ordered).length;
  const cards = outcomes.filter(
    (o) => o.ordered && cardEvery > 0 && o.index % cardEvery === cardEvery - 1,
  ).length;
  const errors = steps.reduce((sum, s) => sum + s.errors, 0);
  const api = steps.filter((s) => apiStep(s.step));
  const worst = api.reduce<StepStats | undefined>(
    (w, s) => (w === undefined || s.p95 > w.p95 ? s : w),
    undefined,
  );
  const perOrder = (value: number) => (orders === 0 ? Number.NaN : value / orders);
  const cpu: Array<readonly [string, number]> = Object.keys(after.cpu).map(
    (name) => [name, (after.cpu[name] ?? 0) - (before.cpu[name] ?? 0)] as const,
  );
  const ours = cpu.reduce((sum, [, s]) => sum + s, 0);
  cpu.push(["everything else on the machine", Math.max(0, after.machine - before.machine - ours)]);
  const shopCpu = cpu.filter(([name]) => name.startsWith("shop")).reduce((sum, [, s]) => sum + s, 0);
  const databaseCpu = cpu.find(([name]) => name === "PostgreSQL")?.[1] ?? 0;
  const statements =
    after.statements === null || before.statements === null
      ? null
      : perOrder(after.statements - before.statements);
  const storage = after.storage
    ? Object.entries(after.storage).map(
        ([method, n]) => `${method} ${((n - (before.storage?.[method] ?? 0)) / parents).toFixed(1)}`,
      )
    : [];
  const lines = [
    `## ${title}: ${parents} parents over ${minutes} min (think ${thinkSeconds} s, a card every ${cardEvery}th)`,
    (after.queued === null ? "" : `previews made ahead still queued at the end: ${after.queued}\n`) +
      `${orders} orders (${cards} with a card), ${outcomes.length - orders} parents stopped by an error, ${errors} failed calls; ` +
      `the evening took ${seconds(wall)}: ${((orders * 60_000) / wall).toFixed(1)} orders/min`,
    "",
    stepTable(steps),
    "",
    `CPU during the evening (${seconds(wall)}; 100 % = one core of ${os.cpus().length}):`,
    formatTable(
      ["process", "CPU s", "of wall", "CPU ms per order"],
      cpu.map(([name, s]) => [
        name,
        s.toFixed(1),
        `${((100 * s * 1000) / wall).toFixed(0)} %`,
        perOrder(1000 * s).toFixed(0),
      ]),
    ),
    key === "pg2"
      ? `the database's share of the shop's CPU (shop processes + PostgreSQL): ${((100 * databaseCpu) / (shopCpu + databaseCpu)).toFixed(0)} %; ` +
        `statements per order (pg_stat_statements, every call of the parent's visit): ${statements === null ? "-" : statements.toFixed(0)}`
      : "",
    `growth during the evening: database ${mb(after.databaseBytes - before.databaseBytes)} ` +
      `(${Math.round(perOrder(after.databaseBytes - before.databaseBytes))} B per order)` +
      (key === "pg2"
        ? `; bucket ${mb(after.bucketBytes - before.bucketBytes)}; the storage's requests per parent: ${storage.join(", ")}`
        : "") +
      `; before it: database ${mb(before.databaseBytes)}${key === "pg2" ? `, bucket ${mb(before.bucketBytes)}` : ""}`,
  ];
  console.log(`\n${lines.filter((l) => l !== "").join("\n")}\n`);
  const name = `district, ${key === "pg2" ? "2 processes + PostgreSQL + S3" : "PGlite"}, ${parents} parents`;
  const group = (what: string, detail = "") => ({
    figure: `${name}: ${what}${detail}`,
    group: `district: ${what}`,
  });
  figures.push(
    {
      ...group("API p95, slowest step", ` (${worst?.step ?? "-"})`),
      measured: worst?.p95 ?? null,
      unit: "ms",
      target: { compare: "≤", value: targets.districtP95Ms[key], on: "measured" },
    },
    {
      ...group("failed calls"),
      measured: errors,
      unit: "count",
      target: { compare: "≤", value: 0, on: "measured" },
    },
    { ...group("orders per minute"), measured: (orders * 60_000) / wall, unit: "orders/min" },
    { ...group("CPU per order, shop processes"), measured: perOrder(1000 * shopCpu), unit: "ms" },
    ...(key === "pg2"
      ? [
          {
            ...group("CPU per order, PostgreSQL"),
            measured: perOrder(1000 * databaseCpu),
            unit: "ms",
          } as Figure,
          { ...group("statements per order"), measured: statements, unit: "count" } as Figure,
        ]
      : []),
  );
}

let failed = false;
try {
  spawnSync(process.execPath, ["scripts/ensure-build.ts"], { cwd: root, stdio: "inherit" });
  const madeAt = performance.now();
  const schoolFolders: string[] = [];
  for (let i = 0; i < schools; i += 1) {
    const folder = path.join(work, `school-${i + 1}`);
    mkdirSync(folder);
    await writeSchool(folder, pupils(setsEach), picturesEach, { width: 480, height: 600 }, `Skole ${i + 1}`);
    schoolFolders.push(folder);
  }
  console.log(`${schools} schools' rosters and pictures written in ${seconds(performance.now() - madeAt)}`);
  for (const key of chosen) {
    try {
      await district(key, schoolFolders);
    } catch (error) {
      failed = true;
      console.log(`✗ ${key}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
console.log(
  `\nSummary${quick ? " (--quick: for trying the bench, not for the figures)" : ""}, ${os.cpus().length} cores, ` +
    `Node ${process.version}, load before ${os.loadavg()[0]?.toFixed(1)}, ${((performance.now() - runStarted) / 60_000).toFixed(1)} min:\n`,
);
console.log(summaryTable(figures));
process.exit(failed ? 1 : 0);
