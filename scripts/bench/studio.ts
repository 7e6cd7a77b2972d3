/**
 * The studio's job import on this machine (issue 30): a job of 2,000 photos (2400×3000 JPEG) and its roster.csv go up
 * through the tus endpoint of a started shop (four uploads at a time, as a browser's client does), are checked,
 * confirmed and imported in the background; then the thumbnails. Prints the upload's and the whole import's files per
 * second, the server process's peak resident memory (sampled every 200 ms, and the kernel's high-water mark), and
 * the time from the first byte sent until every thumbnail exists.
 *
 * npm run bench -- --studio [--photos 2000] [--distinct 25] [--pg] [--first-start]
 *   --pg: the shop on a throw-away PostgreSQL (scripts/pg-cluster.sh) instead of its embedded database.
 *   --first-start: the import in the demo shop's first start (after its own preview work), as measured before; by
 *   default the shop is started a second time on its data folder first, as a photographer's shop runs.
 *   BENCH_PORT (default 3290). The photos are drawn once into node_modules/.cache/bench/studio-photos (`--distinct`
 *   of them, each sent under many names: the import decodes and stores every file it is sent all the same).
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { renderPortrait } from "../../apps/server/src/seed/pictures.ts";
import { megabytes, processMemory, sampleMemory, untilQuiet } from "./memory.ts";
import { startPostgres } from "./postgres.ts";
import { ensureBuild, root, startShop, stopShop } from "./shop.ts";

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== "--studio"),
  options: {
    photos: { type: "string", default: "2000" },
    distinct: { type: "string", default: "25" },
    pg: { type: "boolean", default: false },
    "first-start": { type: "boolean", default: false },
  },
});
const photoCount = Number(values.photos);
const distinct = Math.min(Number(values.distinct), photoCount);
const port = Number(process.env.BENCH_PORT ?? 3290);
const operatorToken = randomBytes(24).toString("hex");
/** The bench's studio member's session cookie, once set up. */
let cookie = "";
const concurrency = 4;
const size = { width: 2400, height: 3000 };

/** The photos, drawn once and kept for the next run. */
async function cachedPhotos(): Promise<Buffer[]> {
  const folder = path.join(root, "node_modules", ".cache", "bench", "studio-photos-2");
  mkdirSync(folder, { recursive: true });
  const photos: Buffer[] = [];
  for (let i = 0; i < distinct; i++) {
    const file = path.join(folder, `portrait-${i}.jpg`);
    if (!existsSync(file)) {
      const portrait = await renderPortrait({
        name: `Elev ${i + 1}`,
        number: i + 1,
        figures: 1,
        size,
        seed: i + 1,
      });
      // A camera's grain: a drawn portrait alone compresses to a tenth of a photo's bytes.
      const grain = await sharp({
        create: {
          ...size,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 36 },
        },
      })
        .raw()
        .toBuffer();
      const photo = await sharp(portrait)
        .composite([{ input: grain, raw: { ...size, channels: 3 }, blend: "soft-light" }])
        .jpeg({ quality: 90 })
        .toBuffer();
      writeFileSync(file, photo);
    }
    photos.push(readFileSync(file));
  }
  return photos;
}

function pad(n: number): string {
  return String(n).padStart(4, "0");
}

async function studio(base: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie,
      origin: base,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** One file through tus: creation, then the bytes in one PATCH. */
async function upload(base: string, batch: string, name: string, data: Buffer): Promise<void> {
  const tus = { cookie, origin: base, "tus-resumable": "1.0.0" };
  const metadata = `batch ${Buffer.from(batch).toString("base64")},filename ${Buffer.from(name).toString("base64")}`;
  const created = await fetch(`${base}/api/studio/uploads`, {
    method: "POST",
    headers: { ...tus, "upload-length": String(data.length), "upload-metadata": metadata },
  });
  if (created.status !== 201) throw new Error(`creating ${name} answered ${created.status}`);
  const url = new URL(created.headers.get("location") ?? "", base).href;
  const sent = await fetch(url, {
    method: "PATCH",
    headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" },
    body: new Uint8Array(data),
  });
  if (sent.status !== 204) throw new Error(`sending ${name} answered ${sent.status}`);
}

ensureBuild();
const photos = await cachedPhotos();
const work = mkdtempSync(path.join(os.tmpdir(), "shop-bench-studio-"));
const postgres = values.pg ? await startPostgres("shop_bench_studio") : null;
const shopOptions = {
  port,
  dataDir: path.join(work, "data"),
  log: path.join(work, "shop.log"),
  env: { OPERATOR_TOKEN: operatorToken },
  ...(postgres ? { databaseUrl: postgres.url } : {}),
};
let { shop } = await startShop(shopOptions);
if (!values["first-start"]) {
  // The demo's first start draws its pictures and makes their previews, work a photographer's shop never does: the
  // import is measured in the shop started again on that data folder, as a shop runs from day to day.
  await untilQuiet(shop.log);
  await stopShop(shop);
  ({ shop } = await startShop(shopOptions));
}
// A staff member of the bench's own, set up through the operator's route as `shop studio owner` does.
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
cookie = (setUp.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
const startPeak = processMemory(shop.pid).peakRssBytes;
await untilQuiet(shop.log);
const idleBefore = processMemory(shop.pid).rssBytes;
/** The sampled peak of each step, to tell which one needs the memory. */
const memory = sampleMemory(shop.pid);
try {
  const batch = (
    await studio(shop.base, "POST", "/api/studio/jobs/imports", { name: "Bench skole", type: "school" })
  ).uuid as string;
  const names = Array.from({ length: photoCount }, (_, i) => `IMG_${pad(i + 1)}.jpg`);
  const roster = [
    "subject,group,picture",
    ...names.map((name, i) => `Elev ${pad(i + 1)},Klasse ${1 + Math.floor(i / 25)},${name}`),
  ].join("\n");
  const started = performance.now();
  memory.step = "uploads";
  await upload(shop.base, batch, "roster.csv", Buffer.from(`${roster}\n`));
  let next = 0;
  let bytes = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < names.length) {
        const i = next++;
        const data = photos[i % photos.length] as Buffer;
        bytes += data.length;
        await upload(shop.base, batch, names[i] as string, data);
      }
    }),
  );
  const uploadedMs = performance.now() - started;
  const checked = await studio(shop.base, "POST", `/api/studio/jobs/imports/${batch}/check`);
  if (checked.state !== "checked") throw new Error(`the check answered ${JSON.stringify(checked.problems)}`);
  memory.step = "import";
  await studio(shop.base, "POST", `/api/studio/jobs/imports/${batch}/confirm`);
  let importedMs = 0;
  for (;;) {
    const state = await studio(shop.base, "GET", `/api/studio/jobs/imports/${batch}`);
    const progress = state.progress as { thumbnailsDone: number; thumbnailsTotal: number };
    if (state.state === "failed") throw new Error(`the import failed: ${JSON.stringify(state.problems)}`);
    if (state.state === "imported" && importedMs === 0) {
      importedMs = performance.now() - started;
      memory.step = "thumbnails";
    }
    if (state.state === "imported" && progress.thumbnailsDone === progress.thumbnailsTotal) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const thumbnailsMs = performance.now() - started;
  const peak = Math.max(memory.peak, processMemory(shop.pid).peakRssBytes);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\nThe studio's job import: ${photoCount} photos of 2400×3000 (${Math.round(megabytes(bytes))} MB), ${os.cpus().length} cores, ${postgres ? "PostgreSQL" : "PGlite"}, ${values["first-start"] ? "the demo's first start" : "the shop started again"}`,
  );
  console.log(
    `  uploads (tus, ${concurrency} at a time): ${seconds(uploadedMs)}, ${(photoCount / (uploadedMs / 1000)).toFixed(1)} files/s`,
  );
  console.log(
    `  uploaded and imported (checked, stored, codes): ${seconds(importedMs)}, ${(photoCount / (importedMs / 1000)).toFixed(1)} files/s`,
  );
  console.log(`  every thumbnail made: ${seconds(thumbnailsMs)} after the first byte`);
  console.log(
    `  the server's peak resident memory: ${Math.round(megabytes(peak))} MB (target ≤ 400 MB; ${Math.round(megabytes(startPeak))} MB of it reached while starting, ${Math.round(megabytes(idleBefore))} MB idle before the import)`,
  );
  const peaks = [...memory.stepPeaks].map(([name, bytes]) => `${name} ${Math.round(megabytes(bytes))} MB`);
  console.log(`  sampled peak by step: ${peaks.join(", ")}`);
} finally {
  memory.stop();
  await stopShop(shop);
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
}
