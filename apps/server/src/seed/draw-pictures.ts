import { writeFile } from "node:fs/promises";
import path from "node:path";
import { text } from "node:stream/consumers";
import type { DrawingOrder } from "./drawing.ts";
import { renderBackdrop, renderPortrait } from "./pictures.ts";

/**
 * The drawing process of drawing.ts: reads a DrawingOrder on standard input and writes drawing i as <dir>/<i>.jpg.
 * `node draw-pictures.ts <dir>`
 */
const [, , dir = ""] = process.argv;
if (dir === "") throw new Error("usage: draw-pictures.ts <dir>");
const order = JSON.parse(await text(process.stdin)) as DrawingOrder;

let next = 0;
async function drawNext(): Promise<void> {
  while (next < order.drawings.length) {
    const index = next++;
    const drawing = order.drawings[index];
    if (drawing === undefined) return;
    const jpeg =
      drawing.kind === "portrait"
        ? await renderPortrait(drawing.options)
        : await renderBackdrop(drawing.size, drawing.colours, drawing.seed);
    await writeFile(path.join(dir, `${index}.jpg`), jpeg);
  }
}
await Promise.all(Array.from({ length: Math.max(1, order.concurrency) }, drawNext));
