import type { FontFamily } from "@shop/domain/template-text";
import { type Measure, mmPerPt } from "@shop/render/text-fit";
import { isFontLoaded } from "./template-fonts.ts";

/**
 * The renderer's text measure in the browser (the server's is fontkit, `modules/templates/measure.ts`): a canvas
 * measures at 100 px and the width scales to the size in points, in millimetres. A family that is not loaded yet
 * measures with the browser's fallback; callers load the template's fonts (fonts.ts) before they fit or draw text.
 */
let context: CanvasRenderingContext2D | null | undefined;
const cache = new Map<string, number>();
const cacheLimit = 5000;

function canvas(): CanvasRenderingContext2D | null {
  if (context === undefined) context = document.createElement("canvas").getContext("2d");
  return context;
}

export const browserMeasure: Measure = (text: string, family: FontFamily, sizePt: number): number => {
  const key = `${isFontLoaded(family) ? "" : "?"}${family}\u0000${text}`;
  let width100 = cache.get(key);
  if (width100 === undefined) {
    const c = canvas();
    if (c === null) {
      // No canvas (tests without one): an average glyph of half the size.
      width100 = text.length * 50;
    } else {
      c.font = `100px "${family}", sans-serif`;
      width100 = c.measureText(text).width;
    }
    if (cache.size >= cacheLimit) cache.clear();
    cache.set(key, width100);
  }
  return (width100 / 100) * sizePt * mmPerPt;
};
