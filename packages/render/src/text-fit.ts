import type { FontFamily } from "@shop/domain/template-text";
import { fontSizeLimits } from "@shop/domain/template-text";

/**
 * Text fitting of spec 02 §5: on open the size is reduced step by step, down to 12, until the text fits; a size
 * that makes the text wider or taller than its field is rejected. Measuring is injected (canvas in the browser,
 * the font file's metrics on the server), so the same rules give the same lines on both sides.
 */

/** The advance width of `text` in `family` at `sizePt` points, in millimetres. */
export type Measure = (text: string, family: FontFamily, sizePt: number) => number;

export const mmPerPt = 25.4 / 72;

export interface TextBox {
  /** Millimetres. */
  readonly width: number;
  readonly height: number;
  readonly maxLines: number;
  /** Line height as a multiple of the font size. */
  readonly lineHeight: number;
}

export interface WrappedText {
  readonly lines: readonly string[];
  /** A single word is wider than the box. */
  readonly tooWide: boolean;
}

export interface FittedText {
  readonly size: number;
  readonly lines: readonly string[];
  readonly fits: boolean;
}

/** Greedy word wrap; the text's own line breaks are kept, runs of spaces become one. */
export function wrapText(
  text: string,
  family: FontFamily,
  sizePt: number,
  width: number,
  measure: Measure,
): WrappedText {
  const lines: string[] = [];
  let tooWide = false;
  for (const paragraph of text.trim().split(/\r?\n/)) {
    const words = paragraph.split(/\s+/).filter((word) => word !== "");
    let line = "";
    for (const word of words) {
      const candidate = line === "" ? word : `${line} ${word}`;
      if (line !== "" && measure(candidate, family, sizePt) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
      if (line === word && measure(word, family, sizePt) > width) tooWide = true;
    }
    lines.push(line);
  }
  return { lines: lines.length === 1 && lines[0] === "" ? [] : lines, tooWide };
}

/** Height in millimetres of `lineCount` lines: the first line's em box and the spacing of the rest. */
export function textBlockHeight(lineCount: number, sizePt: number, lineHeight: number): number {
  return lineCount === 0 ? 0 : sizePt * mmPerPt * (1 + (lineCount - 1) * lineHeight);
}

const tolerance = 1e-6;

function fitsAt(text: string, family: FontFamily, sizePt: number, box: TextBox, measure: Measure) {
  const wrapped = wrapText(text, family, sizePt, box.width, measure);
  const fits =
    !wrapped.tooWide &&
    wrapped.lines.length <= box.maxLines &&
    textBlockHeight(wrapped.lines.length, sizePt, box.lineHeight) <= box.height + tolerance;
  return { fits, lines: wrapped.lines };
}

/** Whether the text fits its field at this size (the editor rejects a size that does not). */
export function textFits(
  text: string,
  family: FontFamily,
  sizePt: number,
  box: TextBox,
  measure: Measure,
): boolean {
  return fitsAt(text, family, sizePt, box, measure).fits;
}

/**
 * The largest whole size from the chosen one down to 12 at which the text fits, with its lines. When even 12 does
 * not fit, the lines at 12 come back with `fits: false`: the renderer draws them as they are and the editor says so.
 */
export function fitText(
  text: string,
  family: FontFamily,
  chosenSizePt: number,
  box: TextBox,
  measure: Measure,
): FittedText {
  const start = Math.min(fontSizeLimits.max, Math.max(fontSizeLimits.min, Math.floor(chosenSizePt)));
  for (let size = start; size >= fontSizeLimits.min; size--) {
    const attempt = fitsAt(text, family, size, box, measure);
    if (attempt.fits) return { size, lines: attempt.lines, fits: true };
  }
  const smallest = fitsAt(text, family, fontSizeLimits.min, box, measure);
  return { size: fontSizeLimits.min, lines: smallest.lines, fits: false };
}
