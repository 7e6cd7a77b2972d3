import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { PictureSize, PortraitOptions } from "./pictures.ts";

/** A picture of the demo to draw: a portrait, or a backdrop (front page, greenscreen backgrounds). */
export type Drawing =
  | { kind: "portrait"; options: PortraitOptions }
  | { kind: "backdrop"; size: PictureSize; colours: [string, string, string]; seed: number };

/** What the drawing process reads on its standard input. */
export interface DrawingOrder {
  drawings: Drawing[];
  /** Pictures drawn at once. */
  concurrency: number;
}

const drawer = path.join(import.meta.dirname, "draw-pictures.ts");

/**
 * Draws the pictures as JPEGs in a process of its own (draw-pictures.ts) and returns them in order. Drawing the
 * demo's full-size pictures leaves a few hundred megabytes in the C allocator's free lists (librsvg and libvips
 * threads), which a long-running server would hold for its whole life; the drawing process gives them back when it
 * ends.
 */
export async function drawApart(order: DrawingOrder): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "shop-demo-pictures-"));
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [drawer, dir], { stdio: ["pipe", "inherit", "inherit"] });
      child.on("error", reject);
      child.on("exit", (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`drawing the demo pictures ended with ${signal ?? code}`)),
      );
      child.stdin.end(JSON.stringify(order));
    });
    return await Promise.all(order.drawings.map((_, i) => readFile(path.join(dir, `${i}.jpg`))));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
