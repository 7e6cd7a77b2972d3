/**
 * Issue 10's figures, each against its bare peer in the same run, on this machine, from fresh data folders:
 *  - memory: the server process's peak resident set during a start on a fresh data folder (and that of the short-lived
 *    process that made its database), and idle after start;
 *  - start: `node apps/server/src/main.ts` to the first answer, fresh (migrate + seed) and restarted;
 *  - a first 320 thumbnail of distinct pictures against a bare sharp resize of the same original, and a cached one
 *    under 50 connections against the same bytes from a bare node:http server;
 *  - the picture-set list, a set's detail and the cart under 50 connections, each against a bare Fastify route
 *    answering the same JSON, on PGlite and on a throw-away PostgreSQL;
 *  - the checkout page's calls for 50 buyers of their own, at once and again and again, on both databases;
 *  - the front page's JavaScript against the build's budget, Lighthouse's figures of five pages and the editor's first
 *    interactive frame under the same throttling (bench/editor-open.ts);
 *  - the print PDF of a 13-page wall calendar with a picture on each page, in the bench's own process (issue 11);
 * then one table: figure, measured, peer, ratio, target, met.
 *
 * npm run bench [-- --quick] [-- --no-pg] [-- --no-lighthouse]
 * npm run bench -- --evening [--parents N --ramp S ...]   a school's evening instead (scripts/evening.ts)
 * npm run bench -- --district [--district-minutes 10 ...]   a district's evening instead (scripts/bench/district.ts)
 * npm run bench -- --studio [--photos N]   a job import through the studio's uploads instead (scripts/bench/studio.ts)
 * npm run bench -- --packages [--runs N]   a new parent's first visit of the packages page instead (issue 34)
 * npm run bench -- --production [--orders N]   a production run of a job's orders instead (scripts/bench/production.ts)
 * npm run bench -- --print   only the print PDFs of the wall calendar, plain and with each effect (scripts/bench/print.ts)
 *   BENCH_PORT (default 3290) for the PGlite shop, BENCH_PG_PORT (default BENCH_PORT + 10) for the PostgreSQL one;
 *   bare peers take free ports. Nothing of ./data is touched.
 */
if (process.argv.includes("--evening")) {
  // A school's evening (scripts/evening.ts) instead of the measurements below.
  await import("./evening.ts");
  process.exit(0);
}
if (process.argv.includes("--district")) {
  // A district's evening of ten schools (issue 34), 10+ minutes per set-up: not part of the default run.
  await import("./bench/district.ts");
  process.exit(0);
}
if (process.argv.includes("--production")) {
  // A production run of 300 orders of a job (issue 32).
  await import("./bench/production.ts");
  process.exit(0);
}
if (process.argv.includes("--packages")) {
  // Issue 34: a new parent's first visit of the packages page, alone (scripts/bench/packages-first-visit.ts).
  const { packagesFirstVisitAlone } = await import("./bench/packages-first-visit.ts");
  await packagesFirstVisitAlone(process.argv.slice(2));
  process.exit(0);
}
if (process.argv.includes("--print")) {
  // Issue 34's print part on its own: it takes a minute, the whole bench many.
  const { Report } = await import("./bench/report.ts");
  const { summaryTable } = await import("./bench/figures.ts");
  const report = new Report();
  await (await import("./bench/print.ts")).measurePrintPdf(process.argv.includes("--quick") ? 3 : 5, report);
  console.log(`\n${summaryTable(report.figures)}`);
  process.exit(0);
}
if (process.argv.includes("--studio")) {
  // A job of 2,000 photos imported through the studio's resumable uploads (issue 30).
  await import("./bench/studio.ts");
  process.exit(0);
}

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildTemplate, currentTemplate } from "../apps/server/src/db/pglite-create.ts";
import { benchOptions, durationsFor, UsageError } from "./bench/args.ts";
import { measureCheckoutBuyers, setUpBuyers } from "./bench/checkout-buyers.ts";
import { signInDemo, Visitor } from "./bench/client.ts";
import { measureEditorOpen } from "./bench/editor-open.ts";
import { type Figure, summaryTable } from "./bench/figures.ts";
import { measureFrontPage } from "./bench/front-page.ts";
import { measureLighthouse } from "./bench/lighthouse-figures.ts";
import { copiedFromTemplate, databaseCreationPeakMb, megabytes, processMemory } from "./bench/memory.ts";
import { measurePackagesFirstVisit } from "./bench/packages-first-visit.ts";
import { startPostgres, statementCounter } from "./bench/postgres.ts";
import { measurePrintPdf } from "./bench/print.ts";
import { measureReads } from "./bench/reads.ts";
import { Report } from "./bench/report.ts";
import { ensureBuild, type ShopProcess, startShop, stopShop } from "./bench/shop.ts";
import { targets } from "./bench/targets.ts";
import { measureThumbnails } from "./bench/thumbnails.ts";

const args = process.argv.slice(2);
let options: ReturnType<typeof benchOptions>;
try {
  options = benchOptions(args);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(2);
}
const durations = durationsFor(options);
const port = Number(process.env.BENCH_PORT ?? 3290);
const postgresPort = Number(process.env.BENCH_PG_PORT ?? port + 10);
const work = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));
const report = new Report();
const failed: string[] = [];
const runStarted = performance.now();
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${Math.round(megabytes(bytes))} MB`;
const settle = () => new Promise((resolve) => setTimeout(resolve, durations.settleMs));

/** A part that fails is reported and leaves its figures out; the others still run. */
async function part(title: string, run: () => Promise<void>): Promise<void> {
  report.section(title);
  try {
    await run();
  } catch (error) {
    failed.push(title);
    report.note(`FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}

async function pglite(): Promise<void> {
  const dataDir = path.join(work, "pglite");
  const shopOptions = { port, dataDir, log: path.join(work, "pglite.log") };
  let shop: ShopProcess | undefined;
  try {
    let started = await startShop(shopOptions);
    shop = started.shop;
    const startPeak = processMemory(shop.pid).peakRssBytes;
    const startLog = readFileSync(shopOptions.log, "utf8");
    const creationPeakMb = databaseCreationPeakMb(startLog);
    // Copied from the build's empty database, whose maker ran at build time (decision 0016).
    const template = copiedFromTemplate(startLog) ? currentTemplate(buildTemplate) : null;
    const templatePeakMb =
      template?.made.peakBytes === null || template === null ? null : megabytes(template.made.peakBytes);
    await settle();
    const idleFresh = processMemory(shop.pid).rssBytes;
    report.note(
      `start to first answer, fresh data folder (migrate + seed): ${ms(started.msToFirstAnswer)}; ` +
        `peak resident ${mb(startPeak)}, idle ${mb(idleFresh)}; the database: ${
          template !== null
            ? `copied from the empty one the build made (its maker peaked at ${templatePeakMb === null ? "?" : Math.round(templatePeakMb)} MB, at build time)`
            : creationPeakMb === null
              ? "made in the server's process"
              : `made before it by a process that peaked at ${creationPeakMb} MB`
        }`,
    );
    await stopShop(shop);
    started = await startShop(shopOptions);
    shop = started.shop;
    const restartPeak = processMemory(shop.pid).peakRssBytes;
    await settle();
    const idleRestart = processMemory(shop.pid).rssBytes;
    report.note(
      `start to first answer, restart: ${ms(started.msToFirstAnswer)}; peak resident ${mb(restartPeak)}, idle ${mb(idleRestart)}`,
    );
    report.add(
      {
        figure: "memory, peak during a start on a fresh data folder",
        measured: megabytes(startPeak),
        unit: "MB",
        target: { compare: "≤", value: targets.startPeakMb, on: "measured" },
      },
      // Made before the server's process grows, and ended when it starts: held to the same target on its own.
      ...(creationPeakMb === null
        ? []
        : [
            {
              figure: "memory, peak of the process that makes a new database",
              measured: creationPeakMb,
              unit: "MB",
              target: { compare: "≤", value: targets.startPeakMb, on: "measured" },
            } satisfies Figure,
          ]),
      // Made by `npm run build` (or `npm start`'s build step, beside the web app's), not by a start: no start target.
      ...(templatePeakMb === null
        ? []
        : [
            {
              figure: "memory, peak of the build step that makes the empty database",
              measured: templatePeakMb,
              unit: "MB",
            } satisfies Figure,
          ]),
      {
        figure: "memory, idle after a restart",
        measured: megabytes(idleRestart),
        unit: "MB",
        target: { compare: "≤", value: targets.idleMb, on: "measured" },
      },
      { figure: "start to first answer, restart", measured: started.msToFirstAnswer, unit: "ms" },
    );

    const running = shop;
    const demo = new Visitor(running.base);
    await signInDemo(demo);
    await part("Thumbnails (PGlite)", () =>
      measureThumbnails(demo, running.dataDir, durations.firstThumbnails, durations.loadSeconds, report),
    );
    await part("Signed-in reads, 50 connections (PGlite)", () =>
      measureReads(demo, "PGlite", durations.loadSeconds, report),
    );
    await part("The checkout page's calls for 50 buyers (PGlite)", async () =>
      measureCheckoutBuyers(await setUpBuyers(running.base), "PGlite", durations.buyersSeconds, report),
    );
    await part("Front page", () => measureFrontPage(running.base, report));
    if (options.lighthouse) {
      await part("Lighthouse", () => measureLighthouse(running.base, options.quick ? 1 : 3, report));
      await part("The editor's first interactive frame", () =>
        measureEditorOpen(running.base, options.quick ? 1 : 3, report),
      );
    }
    await part("Packages page, first visit (mobile throttling)", () =>
      measurePackagesFirstVisit(running.base, options.quick ? 1 : 3, report),
    );
    report.note(
      `memory after the run: resident ${mb(processMemory(running.pid).rssBytes)}, peak ${mb(processMemory(running.pid).peakRssBytes)}`,
    );
  } finally {
    if (shop) await stopShop(shop);
  }
}

async function postgres(): Promise<void> {
  const database = await startPostgres("shop_bench");
  let shop: ShopProcess | undefined;
  try {
    const started = await startShop({
      port: postgresPort,
      dataDir: path.join(work, "postgres"),
      log: path.join(work, "postgres.log"),
      databaseUrl: database.url,
    });
    shop = started.shop;
    await settle();
    report.note(
      `start to first answer, empty database (migrate + seed): ${ms(started.msToFirstAnswer)}; ` +
        `idle resident ${mb(processMemory(shop.pid).rssBytes)}`,
    );
    const running = shop;
    const demo = new Visitor(running.base);
    await signInDemo(demo);
    await part("Signed-in reads, 50 connections (PostgreSQL)", () =>
      measureReads(demo, "PostgreSQL", durations.loadSeconds, report, statementCounter(database.url)),
    );
    await part("The checkout page's calls for 50 buyers (PostgreSQL)", async () =>
      measureCheckoutBuyers(await setUpBuyers(running.base), "PostgreSQL", durations.buyersSeconds, report),
    );
  } finally {
    if (shop) await stopShop(shop);
    await database.stop();
  }
}

try {
  ensureBuild();
  await part("The shop on PGlite: start and memory", pglite);
  if (options.postgres) await part("The shop on PostgreSQL", postgres);
  else report.section("The shop on PostgreSQL: skipped (--no-pg)");
  if (!options.lighthouse) report.section("Lighthouse: skipped (--no-lighthouse)");
  // After the shops have stopped, so that the print file has the machine to itself.
  await part("Print PDF of a wall calendar", () => measurePrintPdf(options.quick ? 3 : 5, report));
} finally {
  rmSync(work, { recursive: true, force: true });
}

const minutes = (performance.now() - runStarted) / 60_000;
console.log(
  `\nSummary${options.quick ? " (--quick: short loads, for trying the bench, not for the figures)" : ""}, ` +
    `${os.cpus().length} cores (${os.cpus()[0]?.model ?? "unknown CPU"}), Node ${process.version}, ` +
    `${minutes.toFixed(1)} min:\n`,
);
console.log(summaryTable(report.figures));
if (failed.length > 0) {
  console.log(`\nParts that failed (their figures are missing): ${failed.join("; ")}`);
  process.exitCode = 1;
}
