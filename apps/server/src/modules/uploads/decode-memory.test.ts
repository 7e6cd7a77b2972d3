import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { crc32, createDeflate } from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startEnvironment, startFlags } from "../../process-environment.ts";

/**
 * Issue 28: a tiny upload whose header claims 100 megapixels was decoded in full, about 590 MB a file and 1.4 GB for
 * two at once. Here the two files go to a shop in a process of its own (test/upload-shop-process.ts), one
 * after the other and both at once. That process's peak resident memory (VmHWM, reset once the shop is warm) may grow
 * by at most 40 MB over what it held before, and each answer is a quick refusal that names the reason. The process
 * itself holds about 300–350 MB before (its embedded database is in it); a shop on PostgreSQL idles at about 160 MB
 * (decision 0016), so these uploads leave it far under 300 MB.
 */

const shopScript = fileURLToPath(new URL("../../test/upload-shop-process.ts", import.meta.url));
const uploadPath = "/system/iframes/upload_internal.php?handleuploads=1&json=1&thumbnails=640";
const megabyte = 1024 * 1024;

/** A JPEG of 16 × 16 pixels whose frame header says 10 000 × 10 000, cut off two bytes into its scan. */
async function truncatedHugeJpeg(): Promise<Buffer> {
  const small = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#808080" } })
    .jpeg({ quality: 50 })
    .toBuffer();
  const jpeg = Buffer.from(small);
  let at = 2;
  while (at < jpeg.length) {
    const marker = jpeg[at + 1];
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xc0 || marker === 0xc2) {
      jpeg.writeUInt16BE(10_000, at + 5);
      jpeg.writeUInt16BE(10_000, at + 7);
    }
    if (marker === 0xda) return jpeg.subarray(0, at + 2 + length + 2);
    at += 2 + length;
  }
  throw new Error("the JPEG has no scan");
}

/** A 10 000 × 10 000 PNG of one colour, as a 300 KB file (each row the first pixel, then no change: filter Sub). */
async function oneColourHugePng(): Promise<Buffer> {
  const width = 10_000;
  const row = Buffer.alloc(1 + width * 3);
  row.set([1, 0x33, 0x66, 0xcc]);
  const hundredRows = Buffer.concat(Array.from({ length: 100 }, () => row));
  const deflate = createDeflate({ level: 9, chunkSize: megabyte });
  const compressed: Buffer[] = [];
  deflate.on("data", (chunk: Buffer) => compressed.push(chunk));
  for (let rows = 0; rows < 10_000; rows += 100)
    if (!deflate.write(hundredRows)) await once(deflate, "drain");
  deflate.end();
  await once(deflate, "end");
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(8 + data.length + 4);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(10_000, 4);
  header.set([8, 2], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", Buffer.concat(compressed)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function statusField(pid: number, field: "VmRSS" | "VmHWM"): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1]) * 1024;
}

describe("pictures that claim 100 megapixels, sent to a shop process", () => {
  let shop: ChildProcess;
  let base = "";
  let cookie = "";

  beforeAll(async () => {
    // With the environment and V8 flags the shop's own start gives its process (process-environment.ts).
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "test",
      SHOP_TEST_TEMPLATE: inject("shopTestTemplate"),
    };
    delete env.DATABASE_URL;
    shop = spawn(process.execPath, [...startFlags(env, []), shopScript], {
      env: startEnvironment(env) ?? env,
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [line] = (await once(createInterface({ input: shop.stdout as NodeJS.ReadableStream }), "line")) as [
      string,
    ];
    const started = JSON.parse(line) as { port: number; cookie: string };
    base = `http://127.0.0.1:${started.port}`;
    cookie = started.cookie;
  }, 90_000);

  afterAll(async () => {
    if (shop.exitCode === null) {
      shop.kill("SIGTERM");
      await once(shop, "exit");
    }
  });

  async function send(name: string, data: Buffer) {
    const form = new FormData();
    form.append("images[]", new Blob([new Uint8Array(data)], { type: "image/jpeg" }), name);
    const started = performance.now();
    const answer = await fetch(`${base}${uploadPath}`, {
      method: "POST",
      body: form,
      headers: { cookie, origin: "http://127.0.0.1", accept: "application/json" },
    });
    return {
      status: answer.status,
      body: (await answer.json()) as { code?: string },
      ms: performance.now() - started,
    };
  }

  it("refuses each at once, and the process's memory grows by less than 40 MB, also with both at once", async () => {
    const [jpeg, png] = await Promise.all([truncatedHugeJpeg(), oneColourHugePng()]);
    expect(jpeg.length).toBeLessThan(400);
    expect(png.length).toBeLessThan(400_000);
    // Warm: sharp and libvips are loaded by a first picture, as in a shop that has taken uploads before.
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    expect((await send("small.jpg", small)).status).toBe(200);
    const pid = shop.pid as number;
    // Writing 5 to clear_refs sets the peak (VmHWM) to the resident memory now.
    writeFileSync(`/proc/${pid}/clear_refs`, "5");
    const before = statusField(pid, "VmRSS");

    const answers = [
      await send("truncated.jpg", jpeg),
      await send("one-colour.png", png),
      ...(await Promise.all([send("truncated.jpg", jpeg), send("one-colour.png", png)])),
    ];
    const peak = statusField(pid, "VmHWM");
    console.log(
      `decode memory: resident ${Math.round(before / megabyte)} MB before, peak ${Math.round(peak / megabyte)} MB; ` +
        `answers in ${answers.map((a) => Math.round(a.ms)).join(", ")} ms`,
    );
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [400, "upload_truncated"],
      [400, "upload_too_many_pixels"],
      [400, "upload_truncated"],
      [400, "upload_too_many_pixels"],
    ]);
    for (const answer of answers) expect(answer.ms).toBeLessThan(5_000);
    expect(peak - before).toBeLessThan(40 * megabyte);
  }, 90_000);
});
