/**
 * What making a first thumbnail or preview costs in the shop (modules/images: read the stored original, resize and
 * encode, store the result) against a bare sharp resize of the same file to the same size, format and quality, in
 * one run, alternating, on a full-size demo portrait (2400×3000). Prints the medians and their ratio per size and
 * format. `node scripts/first-thumbnail.ts [rounds]`
 */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import {
  createDerivativeMaker,
  type DerivedFormat,
  type DerivedSize,
  derivedWidth,
  encoders,
} from "../apps/server/src/modules/images/service.ts";
import { LocalStorage } from "../apps/server/src/platform/storage.ts";
import { renderPortrait } from "../apps/server/src/seed/pictures.ts";

const rounds = Number(process.argv[2] ?? 15);
const sizes: DerivedSize[] = ["320", "640"];
const formats: DerivedFormat[] = ["avif", "webp", "jpeg"];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const root = await mkdtemp(path.join(os.tmpdir(), "first-thumbnail-"));
try {
  const storage = new LocalStorage(root);
  const originalKey = "originals/portrait.jpg";
  const original = await renderPortrait({
    name: "Nora Berg",
    number: 1,
    figures: 1,
    size: { width: 2400, height: 3000 },
    seed: 7,
  });
  await storage.put(originalKey, original, "image/jpeg");
  const originalFile = path.join(root, originalKey);
  const derivative = createDerivativeMaker(storage);

  console.log(`first thumbnail vs bare sharp, ${rounds} rounds each, medians (2400×3000 JPEG original)`);
  for (const size of sizes) {
    for (const format of formats) {
      const shop: number[] = [];
      const bare: number[] = [];
      for (let round = 0; round <= rounds; round += 1) {
        // A new picture each round, so the shop makes it instead of finding it stored.
        const picture = { id: round, uuid: randomUUID(), webshopId: "P1", originalKey };
        let started = performance.now();
        await derivative(picture, size, format);
        const shopMs = performance.now() - started;
        started = performance.now();
        await encoders[format](sharp(originalFile).resize({ width: derivedWidth[size] })).toBuffer();
        const bareMs = performance.now() - started;
        // The first round warms both up.
        if (round > 0) {
          shop.push(shopMs);
          bare.push(bareMs);
        }
      }
      const [s, b] = [median(shop), median(bare)];
      console.log(
        `  ${size} ${format.padEnd(4)}  shop ${s.toFixed(1).padStart(6)} ms   bare ${b.toFixed(1).padStart(6)} ms   ${(s / b).toFixed(2)}×`,
      );
    }
  }
} finally {
  await rm(root, { recursive: true, force: true });
}
