import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { ensureChromium } from "../ensure-chromium.ts";
import { pictureSets, registerDemoParent, type Visitor } from "./client.ts";
import { summaryTable } from "./figures.ts";
import { percentile } from "./percentiles.ts";
import { Report } from "./report.ts";
import { ensureBuild, type ShopProcess, startShop, stopShop } from "./shop.ts";
import { targets } from "./targets.ts";

/**
 * Issue 34: "a parent's first visit of the packages page shows real pictures within 2 s under the mobile throttling".
 * Each run registers a new parent with the demo's code (the set is added to the account: the background work makes
 * its filled previews), waits until that work has made them, then opens /products/packages in a fresh Chromium
 * context under Lighthouse's mobile throttling (4× CPU slowdown, 150 ms RTT, 1.6 Mbps down, 750 kbps up, a 412 px
 * phone) and times from the navigation's start until every offer's own picture has loaded (not the child's
 * placeholder shown while it loads).
 */

const mobile = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36",
};
/** Lighthouse's mobile preset, as DevTools throttling (Network.emulateNetworkConditions takes bytes per second). */
const throttling = { rttMs: 150, downKbps: 1638.4, upKbps: 750, cpuSlowdown: 4 };
/** How long the previews' work may take after a registration before the run gives up. */
const workTimeoutMs = 60_000;

interface PackageOffer {
  image: string | null;
}

/** A parent of their own, registered with the demo's code from an address of their own. */
function newParent(base: string, index: number): Promise<Visitor> {
  return registerDemoParent(base, 34, index, `first-visit-${Date.now().toString(36)}-${index}@example.com`);
}

/**
 * Waits until the background work has made the offers' previews: each is asked for as the browser would; one the
 * work is making is answered when it is done (one maker per process), so this waits for the work rather than doing it.
 */
async function previewsReady(parent: Visitor): Promise<{ offers: number; ms: number }> {
  const started = performance.now();
  const [set] = await pictureSets(parent);
  if (!set) throw new Error("the new parent has no picture set");
  const answer = await parent.ok<{ packages: PackageOffer[] }>(
    "GET",
    `/api/webshop/packages/subjects/${set.uuid}`,
  );
  const images = answer.packages.flatMap((offer) => (offer.image ? [offer.image] : []));
  for (const image of images) {
    const response = await fetch(`${parent.base}${image}`, {
      headers: { accept: "image/avif,image/webp,*/*", cookie: parent.cookie },
      signal: AbortSignal.timeout(workTimeoutMs),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${image} answered ${response.status}`);
  }
  return { offers: images.length, ms: performance.now() - started };
}

/** The page's time (from the navigation's start) when every offer card's own picture had loaded. */
async function firstVisitMs(base: string, cookie: string, offers: number): Promise<number> {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const context = await browser.newContext(mobile);
    const [name, value] = cookie.split("=");
    await context.addCookies([{ name: name ?? "sid", value: value ?? "", url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: throttling.rttMs,
      downloadThroughput: (throttling.downKbps * 1024) / 8,
      uploadThroughput: (throttling.upKbps * 1024) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttling.cpuSlowdown });
    await page.goto(`${base}/products/packages`, { waitUntil: "commit" });
    const shown = await page.waitForFunction(
      (count) => {
        // The offer cards' pictures: the filled preview itself, not the placeholder shown while it loads.
        const pictures = [...document.querySelectorAll('article[aria-labelledby^="offer-"] img')].filter(
          (img): img is HTMLImageElement =>
            img instanceof HTMLImageElement && img.dataset.testid !== "preview-placeholder",
        );
        const real = pictures.filter((img) => img.complete && img.naturalWidth > 0);
        return pictures.length >= count && real.length === pictures.length ? performance.now() : 0;
      },
      offers,
      { polling: 50, timeout: 30_000 },
    );
    return (await shown.jsonValue()) as number;
  } finally {
    await browser.close();
  }
}

/** `runs` first visits of new parents, each in a browser of its own; the median is the figure. */
export async function measurePackagesFirstVisit(base: string, runs: number, report: Report): Promise<void> {
  const shown: number[] = [];
  const work: number[] = [];
  let offers = 0;
  // A visit first, not counted: the figure is a running shop's, not that of a process that has just started.
  const warmUp = await newParent(base, runs);
  await firstVisitMs(base, warmUp.cookie, (await previewsReady(warmUp)).offers);
  for (let run = 0; run < runs; run++) {
    const parent = await newParent(base, run);
    const ready = await previewsReady(parent);
    offers = ready.offers;
    work.push(ready.ms);
    shown.push(await firstVisitMs(base, parent.cookie, offers));
  }
  const median = percentile(shown, 50);
  report.note(
    `packages page, first visit of a new parent (${offers} offers with a filled preview), 412 px, 4× CPU, ` +
      `150 ms RTT, 1.6 Mbps: every offer's picture shown at ${shown.map((ms) => Math.round(ms)).join(", ")} ms ` +
      `(median ${Math.round(median)}); registration to the previews made: ${work.map((ms) => Math.round(ms)).join(", ")} ms`,
  );
  report.add({
    figure: "packages page, first visit: real pictures shown",
    measured: median,
    unit: "ms",
    target: { compare: "≤", value: targets.packagesFirstVisitMs, on: "measured" },
  });
}

/** `npm run bench -- --packages [--runs N]`: this part alone, on a fresh demo shop of its own (BENCH_PORT). */
export async function packagesFirstVisitAlone(args: readonly string[]): Promise<void> {
  const runsAt = args.indexOf("--runs");
  const runs = runsAt === -1 ? 3 : Number(args[runsAt + 1]);
  const port = Number(process.env.BENCH_PORT ?? 3290);
  const work = mkdtempSync(path.join(os.tmpdir(), "shop-bench-packages-"));
  const report = new Report();
  let shop: ShopProcess | undefined;
  try {
    ensureBuild();
    ({ shop } = await startShop({
      port,
      dataDir: path.join(work, "data"),
      log: path.join(work, "shop.log"),
    }));
    report.section("Packages page, first visit (mobile throttling)");
    await measurePackagesFirstVisit(shop.base, runs, report);
  } finally {
    if (shop) await stopShop(shop);
    rmSync(work, { recursive: true, force: true });
  }
  console.log(`\n${summaryTable(report.figures)}`);
}
