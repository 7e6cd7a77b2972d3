import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { ensureChromium } from "../ensure-chromium.ts";
import type { Report } from "./report.ts";
import { root } from "./shop.ts";
import { targets } from "./targets.ts";

/** The budget the build enforces (`frontPageBudgetBytes` in apps/web/vite.config.ts), read where it is kept. */
export function budgetIn(viteConfig: string): number | null {
  const match = /frontPageBudgetBytes\s*=\s*([\d_]+)/.exec(viteConfig);
  return match?.[1] ? Number(match[1].replaceAll("_", "")) : null;
}

/** The scripts a built page loads or preloads before it runs: the entry and its static imports. */
export function scriptsIn(indexHtml: string): string[] {
  const found = new Set<string>();
  for (const tag of indexHtml.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const source = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModule || isPreload) && source && !/^[a-z]+:/i.test(source)) found.add(source);
  }
  return [...found];
}

const gzipBytes = (data: Buffer) => gzipSync(data, { level: 9 }).length;
const brotliBytes = (data: Buffer) =>
  brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
    .length;

/** What the server sends a browser that takes Brotli: the build's .br copy (scripts/precompress.ts) of the file. */
function sentBytes(file: string): number {
  return existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : brotliBytes(readFileSync(file));
}

/**
 * The front page's JavaScript twice: what the built index.html makes the browser fetch before the page runs (what
 * the build's budget counts), and everything Chromium loads until the network is idle (lazy parts included).
 */
export async function measureFrontPage(base: string, report: Report): Promise<void> {
  const dist = path.join(root, "apps/web/dist");
  // The server answers `/` with the prerendered page (front.<language>.html); index.html is every other route's.
  const page = ["front.en.html", "index.html"].map((name) => path.join(dist, name)).find(existsSync);
  if (!page) throw new Error(`No built page in ${dist}`);
  const scripts = scriptsIn(readFileSync(page, "utf8"));
  const beforeItRuns = scripts.reduce((sum, file) => sum + sentBytes(path.join(dist, file)), 0);
  const budget = budgetIn(readFileSync(path.join(root, "apps/web/vite.config.ts"), "utf8"));

  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  let js = 0;
  let css = 0;
  let files = 0;
  try {
    const page = await browser.newPage();
    const assets = new Map<string, Promise<Buffer>>();
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      const body = response.body();
      // A body still on its way when the browser closes is not counted, and its refusal must not end the bench.
      body.catch(() => undefined);
      assets.set(response.url(), body);
    });
    await page.goto(`${base}/`, { waitUntil: "networkidle" });
    for (const [url, body] of assets) {
      if (url.endsWith(".css")) css += gzipBytes(await body);
      else js += gzipBytes(await body);
    }
    files = assets.size;
  } finally {
    await browser.close();
  }
  report.note(
    `front page: ${scripts.length} scripts before it runs, Brotli as sent ${beforeItRuns} B (budget ${budget ?? "not found"} B); ` +
      `Chromium loads ${files} files until the network is idle: JavaScript ${js} B, CSS ${css} B gzip`,
  );
  const name = "front page JS before it runs (Brotli as sent)";
  report.add(
    {
      figure: `${name}, against the build's budget`,
      measured: beforeItRuns,
      unit: "B",
      ...(budget === null
        ? {}
        : { peer: budget, target: { compare: "≤" as const, value: budget, on: "measured" as const } }),
    },
    {
      figure: name,
      measured: beforeItRuns,
      unit: "B",
      target: { compare: "≤", value: targets.frontPageJsBytes, on: "measured" },
    },
    { figure: "front page JS loaded by Chromium until idle (gzip 9)", measured: js, unit: "B" },
  );
}
