/**
 * A school's evening (issue 10): N parents, each with the code from their own letter, arrive over a ramp and each
 * opens the front page, redeems the code, registers, browses their picture set and its thumbnails, puts digital
 * pictures in the cart and checks out with the invoice, concurrently. Per step: count, p50/p95/p99, the slowest and
 * the errors; per set-up: throughput and the CPU each process used. Set-ups, each on a fresh database set up with the
 * operator's commands: one process on PGlite, one process on PostgreSQL, two processes on the same PostgreSQL (the
 * load generator spreads the calls round-robin over both, as a proxy without sticky sessions).
 *
 * npm run bench -- --evening [--parents 200] [--ramp 60] [--think 0] [--pictures 4] [--buy 2]
 *                            [--setups pglite,pg1,pg2] [--cpu-prof <folder>] [--out <file.md>] [--one-address]
 *
 * Ports 3306 (PGlite) and 3316/3326 (PostgreSQL). PostgreSQL comes from scripts/pg-cluster.sh (Debian's
 * postgresql), started through scripts/evening/with-postgres.sh, which reruns this script inside it.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { watchAcceptQueues } from "./evening/accept-queue.ts";
import { type ParentOutcome, type ParentPlan, parentEvening } from "./evening/parent.ts";
import { identityNumber, pupils, readCodes, writeSchool } from "./evening/school.ts";
import {
  clusterFromEnvironment,
  machineBusySeconds,
  type RunningShop,
  type SetUp,
  setUps,
  startSetUp,
} from "./evening/shops.ts";
import { formatTable, StepRecorder, stepTable } from "./evening/stats.ts";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--evening"),
  options: {
    parents: { type: "string", default: "200" },
    ramp: { type: "string", default: "60" },
    think: { type: "string", default: "0" },
    pictures: { type: "string", default: "4" },
    buy: { type: "string", default: "2" },
    setups: { type: "string", default: setUps.map((s) => s.key).join(",") },
    "cpu-prof": { type: "string" },
    out: { type: "string" },
    "one-address": { type: "boolean", default: false },
  },
  strict: true,
});

function whole(name: string, value: string, min: number): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n < min)
    throw new Error(`--${name} must be a number of at least ${min}, not ${value}`);
  return n;
}
const parents = Math.round(whole("parents", values.parents, 1));
const rampSeconds = whole("ramp", values.ramp, 0);
const thinkSeconds = whole("think", values.think, 0);
const picturesEach = Math.round(whole("pictures", values.pictures, 1));
const buy = Math.min(picturesEach, Math.round(whole("buy", values.buy, 1)));
const chosen = values.setups.split(",").map((key) => {
  const setUp = setUps.find((s) => s.key === key.trim());
  if (!setUp) throw new Error(`--setups takes ${setUps.map((s) => s.key).join(", ")}, not ${key}`);
  return setUp;
});

const cluster = clusterFromEnvironment();
if (chosen.some((s) => s.database === "postgres") && cluster === null) {
  // PostgreSQL lives as long as the shell script that starts it: run this script again inside it.
  const again = spawnSync(
    "bash",
    ["scripts/evening/with-postgres.sh", process.execPath, "scripts/evening.ts", ...process.argv.slice(2)],
    { cwd: root, stdio: "inherit" },
  );
  process.exit(again.status ?? 1);
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}

interface SetUpResult {
  setUp: SetUp;
  text: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function evening(setUp: SetUp, work: string, school: string): Promise<SetUpResult> {
  const profileDir = values["cpu-prof"] ? path.resolve(values["cpu-prof"], setUp.key) : null;
  if (profileDir) mkdirSync(profileDir, { recursive: true });
  const preparedAt = performance.now();
  const running = await startSetUp(setUp, work, school, cluster, profileDir);
  try {
    return await measure(setUp, running, performance.now() - preparedAt, school, profileDir);
  } finally {
    await running.stop();
  }
}

async function measure(
  setUp: SetUp,
  running: RunningShop,
  prepared: number,
  school: string,
  profileDir: string | null,
): Promise<SetUpResult> {
  const codes = readCodes(school);
  const plans: ParentPlan[] = pupils(parents).map((pupil, index) => {
    const code = codes.get(pupil.subject);
    if (!code) throw new Error(`codes.csv has no code for ${pupil.subject}`);
    return {
      index,
      code,
      email: `forelder-${index + 1}-${setUp.key}@example.com`,
      identityNumber: identityNumber(index),
      // Each parent from their own address, as the proxy names it; --one-address: all behind one (a school's Wi-Fi,
      // a mobile operator's shared address), where the per-address limits meet the evening.
      address: values["one-address"]
        ? "10.0.0.1"
        : `10.${Math.floor(index / 65_536) % 256}.${Math.floor(index / 256) % 256}.${(index % 256) + 1}`,
      picturesToBuy: buy,
      thinkMs: thinkSeconds * 1000,
    };
  });

  const recorder = new StepRecorder();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const countersBefore = await running.databaseCounters();
  const scansBefore = running.tableScans();
  const cpuBefore = running.cpu();
  const machineBefore = machineBusySeconds();
  const queues = watchAcceptQueues(setUp.ports);
  const ownBefore = process.cpuUsage();
  const startedAt = performance.now();
  loop.enable();
  let outcomes: ParentOutcome[];
  try {
    outcomes = await Promise.all(
      plans.map(async (plan) => {
        const arrival = parents === 1 ? 0 : (plan.index * rampSeconds * 1000) / (parents - 1);
        await new Promise((resolve) => setTimeout(resolve, arrival));
        return parentEvening(running.shop, plan, recorder);
      }),
    );
  } finally {
    loop.disable();
  }
  const wall = performance.now() - startedAt;
  const machine = machineBusySeconds() - machineBefore;
  const accepted = queues.stop();
  const cpuAfter = running.cpu();
  const own = process.cpuUsage(ownBefore);
  const countersAfter = await running.databaseCounters();
  const scansAfter = running.tableScans();

  const steps = recorder.summary();
  const calls = steps.reduce((sum, s) => sum + s.count, 0);
  const errors = steps.reduce((sum, s) => sum + s.errors, 0);
  const ordered = outcomes.filter((o) => o.ordered);
  const journeys = ordered.map((o) => o.ms).sort((a, b) => a - b);
  const median = journeys[Math.floor((journeys.length - 1) / 2)];
  const perOrder = (cpu: number) =>
    ordered.length === 0 ? "-" : `${Math.round((1000 * cpu) / ordered.length)}`;
  const share = (cpu: number) => `${((100 * cpu * 1000) / wall).toFixed(0)} %`;
  const used: Array<[string, number]> = Object.keys(cpuAfter).map((name) => [
    name,
    (cpuAfter[name] ?? 0) - (cpuBefore[name] ?? 0),
  ]);
  used.push(["load generator", (own.user + own.system) / 1e6]);
  const ours = used.reduce((sum, [, cpu]) => sum + cpu, 0);
  const cpuRows = used.map(([name, cpu]) => [name, cpu.toFixed(1), share(cpu), perOrder(cpu)]);
  cpuRows.push([
    "everything else on the machine",
    Math.max(0, machine - ours).toFixed(1),
    share(machine - ours),
    "",
  ]);
  const failed = outcomes.filter((o) => !o.ordered);
  const lines = [
    `## ${setUp.title} (${setUp.ports.map((p) => `:${p}`).join(", ")})`,
    "",
    `set up (settings apply, job import of ${parents} subjects × ${picturesEach} pictures) and started in ${seconds(prepared)}`,
    `${parents} parents over a ${rampSeconds} s ramp (think ${thinkSeconds} s): ${ordered.length} orders, ` +
      `${failed.length} parents stopped by an error; the evening took ${seconds(wall)}`,
    `throughput: ${(calls / (wall / 1000)).toFixed(1)} calls/s, ${((ordered.length * 60_000) / wall).toFixed(1)} orders/min; ` +
      `${calls} calls, ${errors} errors; one parent's whole journey: median ${median === undefined ? "-" : seconds(median)}, ` +
      `slowest ${journeys.length === 0 ? "-" : seconds(journeys[journeys.length - 1] as number)}`,
    `accept queue, longest seen: ${[...accepted.longest].map(([port, n]) => `:${port} ${n}`).join(", ") || "-"} ` +
      `(backlog 511); connections the kernel dropped for a full queue (ListenOverflows, whole machine): ${accepted.overflows}`,
    `load generator's event-loop delay: p99 ${(loop.percentile(99) / 1e6).toFixed(0)} ms, max ${(loop.max / 1e6).toFixed(0)} ms`,
    "",
    stepTable(steps),
    "",
    `CPU during the evening (${seconds(wall)}; 100 % = one core of ${os.cpus().length}):`,
    formatTable(["process", "CPU s", "of wall", "CPU ms per order"], cpuRows),
  ];
  if (countersBefore && countersAfter && ordered.length > 0) {
    const per = (column: string) =>
      (((countersAfter[column] ?? 0) - (countersBefore[column] ?? 0)) / ordered.length).toFixed(0);
    lines.push(
      "",
      `PostgreSQL per order (pg_stat_database; a statement outside a transaction is a commit of its own): ` +
        `${per("xact_commit")} commits, rows read ${per("tup_returned")} scanned / ${per("tup_fetched")} fetched, ` +
        `written ${per("tup_inserted")} inserted / ${per("tup_updated")} updated / ${per("tup_deleted")} deleted`,
    );
  }
  if (scansBefore && scansAfter) {
    const rows = Object.entries(scansAfter)
      .map(([table, [seq, read, index]]) => {
        const [seq0, read0, index0] = scansBefore[table] ?? [0, 0, 0];
        return { table, seq: seq - seq0, read: read - read0, index: index - index0 };
      })
      .filter((t) => t.seq > 0)
      .sort((a, b) => b.read - a.read)
      .slice(0, 8);
    lines.push(
      "",
      "Tables read by sequential scans during the evening (pg_stat_user_tables; small tables are scanned on purpose):",
      formatTable(
        ["table", "seq scans", "rows read by them", "index scans"],
        rows.map((t) => [t.table, String(t.seq), String(t.read), String(t.index)]),
      ),
    );
  }
  if (failed.length > 0)
    lines.push("", `first stopped parent: ${(failed[0]?.index ?? 0) + 1}: ${failed[0]?.failedAt}`);
  if (profileDir) lines.push("", `CPU profiles: ${profileDir}`);
  const text = lines.join("\n");
  console.log(`\n${text}\n`);
  return { setUp, text };
}

const loadBefore = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(" ");
const work = mkdtempSync(path.join(os.tmpdir(), "shop-evening-"));
const results: SetUpResult[] = [];
let failures = 0;
try {
  run(process.execPath, ["scripts/ensure-build.ts"]);
  const school = path.join(work, "school");
  mkdirSync(school);
  await writeSchool(school, pupils(parents), picturesEach);
  for (const setUp of chosen) {
    console.log(`\nEvening: ${setUp.title}, ${parents} parents…`);
    try {
      results.push(await evening(setUp, work, school));
    } catch (error) {
      failures += 1;
      console.log(`✗ ${setUp.title}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const report = [
  `# A school's evening: ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
  "",
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}, load average before: ${loadBefore}`,
  "",
  ...results.map((r) => r.text),
].join("\n");
if (values.out) writeFileSync(values.out, `${report}\n`);
process.exit(failures === 0 ? 0 : 1);
