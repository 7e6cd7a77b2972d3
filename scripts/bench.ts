/**
 * Measures what the closing notes report, on this machine, from a fresh data folder:
 *  - the time from `npm start` to the first answer (fresh database with seeding, then a restart),
 *  - the time to make a 320 thumbnail of a demo picture, first and cached,
 *  - a cached thumbnail under 50 connections against the same bytes from a bare node:http server,
 *  - the picture-set list, a set's detail and the cart under 50 connections, each against a bare Fastify route that
 *    answers the same JSON (the ratio issue 10 sets its figures in),
 *  - the gzip size of the JavaScript and CSS that the front page loads in Chromium.
 *
 * npm run bench            (uses port 3290 and a temporary DATA_DIR; nothing of ./data is touched)
 */
if (process.argv.includes("--evening")) {
  // A school's evening (scripts/evening.ts) instead of the measurements below.
  await import("./evening.ts");
  process.exit(0);
}

import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import Fastify from "fastify";
import { ensureChromium } from "./ensure-chromium.ts";

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-bench-"));

function startShop(): { child: ChildProcess; startedAt: number } {
  const startedAt = performance.now();
  const child = spawn("npm", ["start", "--silent"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, PUBLIC_URL: base },
    stdio: "ignore",
    detached: true,
  });
  return { child, startedAt };
}

async function firstAnswer(startedAt: number): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  if (child.pid) process.kill(-child.pid, "SIGINT");
  await exited;
}

/** What Chromium sends for an <img>: the shop answers AVIF to it. */
const imageAccept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

async function timed(url: string, cookie: string): Promise<{ ms: number; bytes: number; status: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, accept: imageAccept } });
  const bytes = (await response.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, bytes, status: response.status };
}

const results: string[] = [];
const ms = (value: number) => `${Math.round(value)} ms`;

try {
  let shop = startShop();
  results.push(
    `npm start to first answer, fresh data folder (migrate + seed): ${ms(await firstAnswer(shop.startedAt))}`,
  );
  await stop(shop.child);
  shop = startShop();
  results.push(`npm start to first answer, restart: ${ms(await firstAnswer(shop.startedAt))}`);

  const signIn = await fetch(`${base}/api/webshop/session`, {
    method: "POST",
    // The shop refuses a state-changing call without its own Origin, which a browser sends and fetch here does not.
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ username: "demo@example.com", password: "demo1234" }),
  });
  if (!signIn.ok) throw new Error(`demo sign-in answered ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const list = (await (await fetch(`${base}/api/webshop/picture-sets`, { headers: { cookie } })).json()) as {
    pictureSets: { pictures: { urls: { thumbnail: string } }[] }[];
  };
  const thumbnails = list.pictureSets.flatMap((set) => set.pictures.map((p) => p.urls.thumbnail)).slice(0, 3);
  for (const [index, url] of thumbnails.entries()) {
    const first = await timed(`${base}${url}`, cookie);
    const cached = await timed(`${base}${url}`, cookie);
    results.push(
      `320 thumbnail of demo picture ${index + 1}: first ${ms(first.ms)} (${first.status}, ${first.bytes} bytes), cached ${ms(cached.ms)}`,
    );
  }

  // A cached thumbnail under 50 connections against its bare peer: the same bytes from a plain node:http server.
  const cachedUrl = thumbnails[0];
  if (cachedUrl === undefined) throw new Error("the demo account has no picture");
  const cachedAnswer = await fetch(`${base}${cachedUrl}`, { headers: { accept: imageAccept } });
  const contentType = cachedAnswer.headers.get("content-type") ?? "application/octet-stream";
  const bytes = Buffer.from(await cachedAnswer.arrayBuffer());
  const bare = createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": bytes.length });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => bare.listen(port + 1, "127.0.0.1", resolve));
  const loadOf = (url: string, headers: Record<string, string> = {}) =>
    autocannon({ url, connections: 50, duration: 5, headers: { cookie, ...headers } });
  const shopThumbnail = await loadOf(`${base}${cachedUrl}`, { accept: imageAccept });
  const bareThumbnail = await loadOf(`http://127.0.0.1:${port + 1}/`);
  await new Promise((resolve) => bare.close(resolve));
  results.push(
    `cached 320 thumbnail (${contentType}), 50 connections for 5 s: ${Math.round(shopThumbnail.requests.average)} req/s ` +
      `(p99 ${shopThumbnail.latency.p99} ms) against ${Math.round(bareThumbnail.requests.average)} req/s for the same ` +
      `bytes from a bare node:http server: ${((100 * shopThumbnail.requests.average) / bareThumbnail.requests.average).toFixed(1)} %`,
  );

  // The signed-in reads a parent's evening is made of, each against a bare Fastify route that answers the same JSON,
  // in the same run: list, detail, and the cart with three digital pictures in the demo account's cart.
  const detailOf = (set: { uuid: string }) =>
    fetch(`${base}/api/webshop/picture-sets/${set.uuid}`, { headers: { cookie } }).then(
      (r) => r.json() as Promise<{ pictures: { uuid: string; bought: boolean; pictureType: string }[] }>,
    );
  const sets = list.pictureSets as unknown as { uuid: string }[];
  const firstSet = sets[0];
  if (firstSet === undefined) throw new Error("the demo account has no picture set");
  const notBought = (await detailOf(firstSet)).pictures.filter((p) => !p.bought).slice(0, 3);
  for (const picture of notBought) {
    const toggled = await fetch(`${base}/ajax/cart/toggle_digital_file_in_cart.php`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: base },
      body: JSON.stringify({ file: picture.uuid, type: picture.pictureType }),
    });
    if (!toggled.ok) throw new Error(`toggle answered ${toggled.status}`);
  }
  const reads: Array<[string, string]> = [
    ["GET /api/webshop/picture-sets", "/api/webshop/picture-sets"],
    ["GET /api/webshop/picture-sets/{uuid}", `/api/webshop/picture-sets/${firstSet.uuid}`],
    [`GET /api/webshop/cart (${notBought.length} lines)`, "/api/webshop/cart"],
  ];
  for (const [label, route] of reads) {
    const json = await (await fetch(`${base}${route}`, { headers: { cookie } })).json();
    const bareJson = Fastify();
    bareJson.get("/", async () => json);
    await bareJson.listen({ port: port + 1, host: "127.0.0.1" });
    const shopLoad = await loadOf(`${base}${route}`);
    const bareLoad = await loadOf(`http://127.0.0.1:${port + 1}/`);
    await bareJson.close();
    results.push(
      `${label}, 50 connections for 5 s: ${Math.round(shopLoad.requests.average)} req/s (p50 ${shopLoad.latency.p50} ms, ` +
        `p99 ${shopLoad.latency.p99} ms, slowest ${shopLoad.latency.max} ms, ${shopLoad.non2xx} non-2xx, ` +
        `${shopLoad.errors} errors) against ${Math.round(bareLoad.requests.average)} req/s for a bare Fastify route ` +
        `with the same JSON: ${((100 * shopLoad.requests.average) / bareLoad.requests.average).toFixed(2)} %`,
    );
  }

  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  const page = await browser.newPage();
  const assets = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") assets.set(response.url(), response.body());
  });
  await page.goto(`${base}/`, { waitUntil: "networkidle" });
  let js = 0;
  let css = 0;
  for (const [url, body] of assets) {
    const size = gzipSync(await body, { level: 9 }).length;
    if (url.endsWith(".css")) css += size;
    else js += size;
  }
  await browser.close();
  results.push(
    `front page: ${assets.size} files, gzip ${js + css} bytes (JavaScript ${js}, CSS ${css}) — ${(
      (js + css) / 1024
    ).toFixed(1)} KiB`,
  );
  await stop(shop.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nMeasured on ${os.cpus().length} cores, Node ${process.version}:\n  ${results.join("\n  ")}`);
