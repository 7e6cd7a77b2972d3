import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { type PictureRef, pictureSets, picturesOf, type Visitor } from "./client.ts";
import { againstPeer, bareBytesPeer, connections, load, staticFilePeer } from "./load.ts";
import { percentile } from "./percentiles.ts";
import type { Report } from "./report.ts";
import { targets } from "./targets.ts";

/** What Chromium sends for an <img>: the shop answers AVIF to it. */
export const imageAccept = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

/**
 * The shop's encoders (apps/server/src/modules/images/service.ts), written again here so the bare peer makes the
 * same file; the bench says whether the bytes came out the same, which they do while the two agree.
 */
const encoders: Record<string, (image: Sharp) => Sharp> = {
  "image/avif": (image) => image.avif({ quality: 50, effort: 0 }),
  "image/webp": (image) => image.webp({ quality: 78 }),
  "image/jpeg": (image) => image.jpeg({ quality: 80, mozjpeg: true }),
};
const thumbnailWidth = 320;

/** A bare sharp resize of the original in the shop's data folder (the demo keeps it as originals/<uuid>.jpg). */
async function bareResize(
  dataDir: string,
  pictureUuid: string,
  contentType: string,
): Promise<{ ms: number; bytes: Buffer }> {
  const encode = encoders[contentType];
  if (!encode) throw new Error(`the shop answered a thumbnail as ${contentType}`);
  const started = performance.now();
  const original = await readFile(path.join(dataDir, "files", "originals", `${pictureUuid}.jpg`));
  const bytes = await encode(sharp(original).rotate().resize({ width: thumbnailWidth })).toBuffer();
  return { ms: performance.now() - started, bytes };
}

async function thumbnail(
  visitor: Visitor,
  picture: PictureRef,
): Promise<{ ms: number; bytes: Buffer; type: string }> {
  const started = performance.now();
  const response = await fetch(`${visitor.base}${picture.urls.thumbnail}`, {
    headers: { cookie: visitor.cookie, accept: imageAccept },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`a thumbnail answered ${response.status}`);
  return { ms: performance.now() - started, bytes, type: response.headers.get("content-type") ?? "" };
}

async function everyPicture(visitor: Visitor): Promise<PictureRef[]> {
  const pictures: PictureRef[] = [];
  for (const set of await pictureSets(visitor)) pictures.push(...(await picturesOf(visitor, set.uuid)));
  return pictures;
}

/**
 * First thumbnails of distinct pictures, one at a time, each against a bare sharp resize of the same original to
 * the same width, format and quality; then a cached thumbnail at 50 connections against a bare node:http server
 * answering the same bytes.
 */
export async function measureThumbnails(
  visitor: Visitor,
  dataDir: string,
  firsts: number,
  seconds: number,
  report: Report,
): Promise<void> {
  const pictures = await everyPicture(visitor);
  const [warmUp, ...fresh] = pictures;
  if (warmUp === undefined || fresh.length === 0) throw new Error("the demo account has too few pictures");
  // Both sides load sharp and its codecs once before anything is timed.
  const warm = await thumbnail(visitor, warmUp);
  await bareResize(dataDir, warmUp.uuid, warm.type);

  const shopMs: number[] = [];
  const bareMs: number[] = [];
  let sameBytes = 0;
  const timed = fresh.slice(0, firsts);
  for (const picture of timed) {
    const first = await thumbnail(visitor, picture);
    const bare = await bareResize(dataDir, picture.uuid, first.type);
    shopMs.push(first.ms);
    bareMs.push(bare.ms);
    if (bare.bytes.equals(first.bytes)) sameBytes += 1;
  }
  const shopMedian = percentile(shopMs, 50);
  const bareMedian = percentile(bareMs, 50);
  report.note(
    `first 320 thumbnail (${warm.type}) of ${timed.length} distinct pictures, one at a time: median ${Math.round(shopMedian)} ms ` +
      `(${shopMs.map(Math.round).join(", ")}) against ${Math.round(bareMedian)} ms for a bare sharp resize of the same ` +
      `originals (${bareMs.map(Math.round).join(", ")}); the same bytes for ${sameBytes} of ${timed.length}`,
  );
  report.add({
    figure: "first thumbnail (median)",
    measured: shopMedian,
    unit: "ms",
    peer: bareMedian,
    ratio: "times",
    target: { compare: "≤", value: targets.firstThumbnailTimes, on: "ratio" },
  });

  const cached = timed[0] ?? warmUp;
  const { bytes, type } = await thumbnail(visitor, cached);
  const { shop, bare } = await againstPeer(
    `${visitor.base}${cached.urls.thumbnail}`,
    await staticFilePeer(bytes, type),
    seconds,
    { cookie: visitor.cookie, accept: imageAccept },
  );
  // The floor under any file server: the same bytes from memory, no file, no framework.
  const memoryPeer = await bareBytesPeer(bytes, type);
  const fromMemory = await load(memoryPeer.url, seconds).finally(() => memoryPeer.close());
  report.note(
    `cached 320 thumbnail (${type}, ${bytes.length} B), ${connections} connections for ${seconds} s: ` +
      `${Math.round(shop.rps)} req/s (p99 ${shop.p99} ms, ${shop.non2xx} non-2xx) against ${Math.round(bare.rps)} req/s ` +
      `for static file serving of the same bytes (bare Fastify with @fastify/static) and ${Math.round(fromMemory.rps)} ` +
      "req/s for the same bytes from memory (bare node:http)",
  );
  report.add({
    figure: "cached thumbnail: req/s",
    measured: shop.rps,
    unit: "req/s",
    peer: bare.rps,
    ratio: "percent",
    target: { compare: "≥", value: targets.cachedThumbnailPercent, on: "ratio" },
  });
}
