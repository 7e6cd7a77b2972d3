/**
 * Lighthouse's performance figures (mobile profile: 4× CPU slowdown, slow 4G) of the pages issues 10 and 34 set
 * figures for: the front page, a signed-in parent's picture set, the cart with a few lines, the packages page and the
 * cards' template list (the first list its category overview offers). It starts no shop:
 * given the address of a running demo shop, it registers a parent of its own with a code (the way the shop's own
 * pages do), puts three digital pictures in the cart, and runs Lighthouse three times per page with the parent's
 * session cookie, reporting the median of each figure.
 *
 * node scripts/lighthouse.ts http://127.0.0.1:3302 [code]      (code: an access code of the shop, default EMMA2026)
 *
 * With LIGHTHOUSE_REPORT_DIR set, each run's whole report (Lighthouse's JSON) is written there too, to find what a
 * figure is made of: the largest paint's element and its phases, the long tasks, the request chain. LIGHTHOUSE_PAGES
 * (e.g. `picture,cart`) measures only those pages; LIGHTHOUSE_TRACE=1 writes each run's trace beside its report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { ensureChromium } from "./ensure-chromium.ts";

export interface LighthouseFigures {
  page: string;
  path: string;
  /** 0–100 */
  score: number;
  /** First contentful paint, ms. */
  fcp: number;
  /** Largest contentful paint, ms. */
  lcp: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** Every byte the page transferred. */
  bytes: number;
}

export interface LighthouseOptions {
  /** An access code of the shop the parent registers with; the demo's 'Emma Nordmann' has twelve pictures. */
  code?: string;
  runs?: number;
  /** Called after each run, e.g. to show progress. */
  onRun?: (figures: LighthouseFigures, run: number) => void;
  /** Where each run's whole report is written as JSON (`<page>-<run>.json`), if anywhere. */
  reportDir?: string;
  /** Only the pages whose name starts with one of these (`front`, `picture`, `cart`, `packages`, `template`). */
  only?: string[];
}

/** The same flags the browser tests and the earlier hand-made runs used: no background traffic in the figures. */
const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-gpu",
];

/** Keeps the cookies a shop sets over a few calls, as a browser would. */
class Session {
  private readonly cookies = new Map<string, string>();
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async call(method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      // The shop refuses a state-changing call without its own Origin, which a browser sends and fetch does not.
      headers: {
        cookie: this.cookie,
        origin: this.base,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  }
}

interface PictureSetSummary {
  uuid: string;
}
interface PictureSetDetail {
  pictures: { uuid: string; bought: boolean; pictureType: string }[];
}

/** A new parent with the code's set and three digital pictures in the cart; answers its cookie and the set's page. */
export async function newParent(
  base: string,
  code: string,
): Promise<{ cookie: string; pictureSetPath: string }> {
  const session = new Session(base);
  await session.call("GET", `/ajax/prophoto/verify_subject_code.php?code=${encodeURIComponent(code)}`);
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = `lh-${Math.random().toString(36).slice(2, 12)}`;
  await session.call("POST", "/ajax/create.php", {
    email: `lighthouse-${stamp}@example.com`,
    code,
    mobile: "+4791234567",
    password,
    confirm_password: password,
    acceptmail: false,
    termsofservice: true,
  });
  const { pictureSets } = (await session.call("GET", "/api/webshop/picture-sets")) as {
    pictureSets: PictureSetSummary[];
  };
  const set = pictureSets[0];
  if (set === undefined) throw new Error(`the code ${code} opened no picture set`);
  const detail = (await session.call("GET", `/api/webshop/picture-sets/${set.uuid}`)) as PictureSetDetail;
  for (const picture of detail.pictures.filter((p) => !p.bought).slice(0, 3)) {
    await session.call("POST", "/ajax/cart/toggle_digital_file_in_cart.php", {
      file: picture.uuid,
      type: picture.pictureType,
    });
  }
  return { cookie: session.cookie, pictureSetPath: `/my-account/picture-sets/${set.uuid}` };
}

/** One Lighthouse run in a Chromium of its own, so no run inherits another's cache. */
async function runOnce(
  url: string,
  cookie: string | undefined,
  reportFile?: string,
): Promise<Omit<LighthouseFigures, "page" | "path">> {
  const chrome = await chromeLauncher.launch({ chromePath: ensureChromium(), chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Lighthouse clears the origin's storage (cookies too) before it loads the page, so the session travels as a
      // header on every request instead.
      ...(cookie === undefined ? {} : { extraHeaders: { Cookie: cookie } }),
    });
    if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (reportFile !== undefined) writeFileSync(reportFile, JSON.stringify(lhr));
    if (reportFile !== undefined && process.env.LIGHTHOUSE_TRACE === "1")
      writeFileSync(reportFile.replace(/\.json$/, ".trace.json"), JSON.stringify(result.artifacts.Trace));
    const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit("first-contentful-paint"),
      lcp: audit("largest-contentful-paint"),
      tbt: audit("total-blocking-time"),
      bytes: audit("total-byte-weight"),
    };
  } finally {
    chrome.kill();
  }
}

/** On a busy machine Lighthouse sometimes loses its trace (NO_NAVSTART); such a run is made again, twice at most. */
async function withRetries<T>(run: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

/**
 * The median of `runs` Lighthouse runs (default 3) of the front page (signed out), and of a picture set's page, the
 * cart, the packages page and a template list (signed in as a parent made for the run), each figure's median taken on
 * its own.
 */
export async function lighthouseFigures(
  baseUrl: string,
  { code = "EMMA2026", runs = 3, onRun, reportDir, only }: LighthouseOptions = {},
): Promise<LighthouseFigures[]> {
  const base = baseUrl.replace(/\/+$/, "");
  const parent = await newParent(base, code);
  const pages: { page: string; path: string; cookie?: string }[] = [
    { page: "front page", path: "/" },
    { page: "picture set", path: parent.pictureSetPath, cookie: parent.cookie },
    { page: "cart (3 lines)", path: "/shopping-cart", cookie: parent.cookie },
    { page: "packages page", path: "/products/packages", cookie: parent.cookie },
    // The cards are the first list the packages page (the category overview) offers a parent.
    { page: "template list (cards)", path: "/templates/cards", cookie: parent.cookie },
  ].filter(({ page }) => only === undefined || only.some((name) => page.startsWith(name)));
  if (reportDir !== undefined) mkdirSync(reportDir, { recursive: true });
  const figures: LighthouseFigures[] = [];
  for (const { page, path: pagePath, cookie } of pages) {
    const each: Omit<LighthouseFigures, "page" | "path">[] = [];
    for (let run = 1; run <= runs; run++) {
      const reportFile =
        reportDir === undefined ? undefined : path.join(reportDir, `${page.split(" ")[0]}-${run}.json`);
      const one = await withRetries(() => runOnce(`${base}${pagePath}`, cookie, reportFile));
      each.push(one);
      onRun?.({ page, path: pagePath, ...one }, run);
    }
    figures.push({
      page,
      path: pagePath,
      score: median(each.map((f) => f.score)),
      fcp: median(each.map((f) => f.fcp)),
      lcp: median(each.map((f) => f.lcp)),
      tbt: median(each.map((f) => f.tbt)),
      bytes: median(each.map((f) => f.bytes)),
    });
  }
  return figures;
}

export function describeFigures(f: LighthouseFigures): string {
  return (
    `${f.page}: performance ${f.score}, FCP ${(f.fcp / 1000).toFixed(1)} s, LCP ${(f.lcp / 1000).toFixed(1)} s, ` +
    `TBT ${f.tbt} ms, ${Math.round(f.bytes / 1024)} KiB`
  );
}

if (import.meta.main) {
  const [baseUrl, code] = process.argv.slice(2);
  if (baseUrl === undefined) {
    console.error("usage: node scripts/lighthouse.ts <base URL of a running demo shop> [access code]");
    process.exit(2);
  }
  const figures = await lighthouseFigures(baseUrl, {
    ...(code === undefined ? {} : { code }),
    ...(process.env.LIGHTHOUSE_REPORT_DIR ? { reportDir: process.env.LIGHTHOUSE_REPORT_DIR } : {}),
    ...(process.env.LIGHTHOUSE_PAGES ? { only: process.env.LIGHTHOUSE_PAGES.split(",") } : {}),
    onRun: (f, run) => console.log(`  run ${run} · ${describeFigures(f)}`),
  });
  console.log(`Lighthouse, mobile profile, median of 3 runs (${baseUrl}):`);
  for (const f of figures) console.log(`  ${describeFigures(f)}`);
}
