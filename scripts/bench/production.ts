/**
 * A production run on this machine (issue 32): 300 paid orders of the demo school's job (a card, a calendar or a
 * package each; by post, every other one for pickup at school, in ten classes) made in-process by the tests' factories
 * and the shop's own services on the shop's stopped data folder, then the shop started again and a run of the job
 * started through the studio's route; its background work makes the print files' zip, the packing lists, the labels
 * and the retouch tasks. Prints the time from the start request until the run is done and the server process's peak
 * resident memory (sampled every 200 ms, and the kernel's high-water mark, which includes its start).
 *
 * npm run bench -- --production [--orders 300]
 *   BENCH_PORT (default 3290). The pictures are the factories' small JPEGs (120×150), so the print files' pictures are
 *   cheap: the figure is the run's own work (rendering, zipping, storing), not decoding camera files.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { jobs, orders, packageOffers } from "../../apps/server/src/db/schema/index.ts";
import {
  openPostageTransaction,
  payWithCard,
} from "../../apps/server/src/modules/checkout/purchase-test-support.ts";
import { handKindsToModules } from "../../apps/server/src/modules/kinds.ts";
import { addPackageAsMade } from "../../apps/server/src/modules/packages/package-test-support.ts";
import { loadShopSecrets } from "../../apps/server/src/platform/shop-secrets.ts";
import { openStorage } from "../../apps/server/src/platform/storage.ts";
import { createParent } from "../../apps/server/src/test/factories.ts";
// The factories name the test app's type, whose helpers read what vitest's global set-up provides.
import type {} from "../../apps/server/src/test/global-setup.ts";
import { megabytes, processMemory, sampleMemory, untilQuiet } from "./memory.ts";
import { ensureBuild, startShop, stopShop } from "./shop.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--production"),
  options: { orders: { type: "string", default: "300" } },
});
const orderCount = Number(values.orders);
const port = Number(process.env.BENCH_PORT ?? 3290);
const operatorToken = randomBytes(24).toString("hex");

/** The orders, made in this process on the shop's data folder while the shop is stopped. */
async function makeOrders(dataDir: string, base: string): Promise<string> {
  const environment = loadConfig({ ...process.env, SHOP_MODE: "demo", DATA_DIR: dataDir, PUBLIC_URL: base });
  handKindsToModules();
  const database = await openDatabase(environment);
  const { config } = await loadShopSecrets(database.db, environment);
  const storage = await openStorage(config);
  const app: FastifyInstance = await buildApp({ config, db: database.db, storage, logger: false });
  // As a browser of the shop sends them (the origin check).
  const inject = app.inject.bind(app);
  app.inject = ((options: InjectOptions) =>
    inject({ ...options, headers: { origin: base, ...options.headers } })) as FastifyInstance["inject"];
  await app.ready();
  const t = { app, db: database.db, config, storage };
  try {
    const [job] = await t.db.select().from(jobs).where(eq(jobs.name, "Solbakken skole 2026"));
    if (!job) throw new Error("the demo has no school job");
    const listed = async (type: string) =>
      (
        (await app.inject({ method: "GET", url: `/api/webshop/templates/${type}` })).json() as {
          templates: Array<{ uuid: string; version: number; product: { uuid: string } }>;
        }
      ).templates[0];
    const card = await listed("cards");
    const calendar = await listed("calendars");
    const [offer] = await t.db.select().from(packageOffers).where(eq(packageOffers.jobId, job.id));
    if (!card || !calendar || !offer) throw new Error("the demo lacks a card, a calendar or a package offer");
    const started = performance.now();
    const kinds = { card: 0, calendar: 0, package: 0 };
    for (let i = 0; i < orderCount; i++) {
      const parent = await createParent(
        t,
        { jobId: job.id },
        { name: `Elev ${i + 1}`, group: `${1 + (i % 10)}A` },
      );
      const kind = (["card", "calendar", "package"] as const)[i % 3] as keyof typeof kinds;
      if (kind === "package") await addPackageAsMade(t, parent.cookie, offer.uuid);
      else {
        const template = kind === "card" ? card : calendar;
        const fill = await app.inject({
          method: "POST",
          url: "/api/webshop/user/templates/fill-template",
          payload: { template: { uuid: template.uuid }, subject: { uuid: parent.set.subject.uuid } },
          headers: { cookie: parent.cookie },
        });
        const { year, userResources } = fill.json() as { year: number; userResources: unknown };
        const added = await app.inject({
          method: "POST",
          url: "/api/webshop/cart/template-products",
          payload: {
            template: { uuid: template.uuid, version: template.version },
            year,
            userResources,
            subject: { uuid: parent.set.subject.uuid },
            lines: [{ productUuid: template.product.uuid, quantity: 1 }],
          },
          headers: { cookie: parent.cookie },
        });
        if (added.statusCode !== 200) throw new Error(`adding a ${kind} answered ${added.body}`);
      }
      const { transactionUuid, orderUuid } = await openPostageTransaction(app, parent.cookie);
      const paid = await payWithCard(app, parent.cookie, transactionUuid);
      if (paid.json().status !== "paid") throw new Error(`paying answered ${paid.body}`);
      if (i % 2 === 1) {
        const [order] = await t.db
          .select({ delivery: orders.delivery })
          .from(orders)
          .where(eq(orders.uuid, orderUuid));
        await t.db
          .update(orders)
          .set({
            delivery: { ...order?.delivery, type: "school-pickup", address: null, schoolName: job.name },
          })
          .where(eq(orders.uuid, orderUuid));
      }
      kinds[kind]++;
    }
    console.log(
      `Made ${orderCount} paid orders (${kinds.card} cards, ${kinds.calendar} calendars, ${kinds.package} packages) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return job.uuid;
  } finally {
    await app.close();
    await database.close();
  }
}

ensureBuild();
const work = mkdtempSync(path.join(os.tmpdir(), "shop-bench-production-"));
const shopOptions = {
  port,
  dataDir: path.join(work, "data"),
  log: path.join(work, "shop.log"),
  env: { OPERATOR_TOKEN: operatorToken },
};
let { shop } = await startShop(shopOptions);
await untilQuiet(shop.log);
await stopShop(shop);
const jobUuid = await makeOrders(shopOptions.dataDir, shop.base);
({ shop } = await startShop(shopOptions));
let memory: ReturnType<typeof sampleMemory> | undefined;
try {
  const invited = await fetch(`${shop.base}/api/operator/studio/staff`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${operatorToken}` },
    body: JSON.stringify({ email: "bench-staff@example.com", role: "staff", name: "Bench" }),
  });
  if (!invited.ok) throw new Error(`the studio's set-up link answered ${invited.status}`);
  const setupToken = new URL(((await invited.json()) as { url: string }).url).searchParams.get("token");
  const setUp = await fetch(`${shop.base}/api/studio/setup/${setupToken}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: shop.base },
    body: JSON.stringify({ password: "a long bench password for the studio" }),
  });
  if (!setUp.ok) throw new Error(`setting up the studio member answered ${setUp.status}`);
  const cookie = (setUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  const studio = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${shop.base}${url}`, {
      method,
      headers: {
        cookie,
        origin: shop.base,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as {
      run: {
        uuid: string;
        state: string;
        ordersTotal: number;
        error: string | null;
        files: Array<{ name: string }>;
      };
    };
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
    return json.run;
  };
  await untilQuiet(shop.log);
  const startPeak = processMemory(shop.pid).peakRssBytes;
  const idle = processMemory(shop.pid).rssBytes;
  memory = sampleMemory(shop.pid);
  const started = performance.now();
  let run = await studio("POST", "/api/studio/production/runs", { jobUuid });
  const answeredMs = performance.now() - started;
  while (run.state === "queued" || run.state === "running") {
    await new Promise((resolve) => setTimeout(resolve, 250));
    run = await studio("GET", `/api/studio/production/runs/${run.uuid}`);
  }
  const doneMs = performance.now() - started;
  if (run.state !== "done") throw new Error(`the run failed: ${run.error}`);
  const peak = Math.max(memory.peak, processMemory(shop.pid).rssBytes);
  const zip = statSync(
    path.join(shopOptions.dataDir, "files", "production-runs", run.uuid, "prints.zip"),
  ).size;
  console.log(
    `\nA production run: ${run.ordersTotal} orders, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}, PGlite`,
  );
  console.log(
    `  the start answered in ${Math.round(answeredMs)} ms; the run was done ${(doneMs / 1000).toFixed(1)} s after it (target ≤ 60 s)`,
  );
  console.log(
    `  files: ${run.files.map((f) => f.name).join(", ")}; the zip ${Math.round(megabytes(zip))} MB`,
  );
  console.log(
    `  the server's peak resident memory during the run: ${Math.round(megabytes(peak))} MB (target ≤ 500 MB; idle before ${Math.round(megabytes(idle))} MB, ${Math.round(megabytes(startPeak))} MB reached while starting)`,
  );
} finally {
  memory?.stop();
  await stopShop(shop);
  rmSync(work, { recursive: true, force: true });
}
