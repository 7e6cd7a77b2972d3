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

/** The box a text field's text is fitted into (the field's size, its line limit and its line height). */
export function textBoxOf(field: {
  readonly width: number;
  readonly height: number;
  readonly maxLines: number;
  readonly font: { readonly lineHeight: number };
}): TextBox {
  return {
    width: field.width,
    height: field.height,
    maxLines: field.maxLines,
    lineHeight: field.font.lineHeight,
  };
}

/** A size the slider can show: a whole number from 12 to 110. */
export function clampFontSize(sizePt: number): number {
  return Math.min(fontSizeLimits.max, Math.max(fontSizeLimits.min, Math.round(sizePt)));
}

/**
 * Spec 02 §5: 'On open, size is reduced step by step, down to 12, until the text fits the height.' (The width too:
 * a size that makes the text wider than its field is never kept either.) The lines are recalculated the same way
 * when the parent leaves the text input.
 */
export function sizeOnOpen(
  text: string,
  family: FontFamily,
  sizePt: number,
  box: TextBox,
  measure: Measure,
): number {
  return fitText(text, family, sizePt, box, measure).size;
}

/**
 * Spec 02 §5: 'a size making text wider or taller than its area is rejected and the previous value kept.' A smaller
 * size never makes the text wider or taller, so when even the previous size does not fit (a text too long for the
 * field at 12), a step down is still taken.
 */
export function acceptSize(
  text: string,
  family: FontFamily,
  previousPt: number,
  nextPt: number,
  box: TextBox,
  measure: Measure,
): number {
  const next = clampFontSize(nextPt);
  if (textFits(text, family, next, box, measure)) return next;
  if (next < previousPt && !textFits(text, family, previousPt, box, measure)) return next;
  return previousPt;
}

/**
 * Spec 02 §5: 'Changing the font resets the size to the template default if the text would not fit.' When the
 * template's size is too big for the text as well, it is reduced step by step as on open, so the size kept is always
 * one the text fits at.
 */
export function sizeAfterFontChange(
  text: string,
  family: FontFamily,
  sizePt: number,
  templateSizePt: number,
  box: TextBox,
  measure: Measure,
): number {
  if (textFits(text, family, sizePt, box, measure)) return sizePt;
  return sizeOnOpen(text, family, templateSizePt, box, measure);
}

export interface TextPlacement {
  /** The x of every line and its anchor, from the alignment. */
  readonly x: number;
  readonly anchor: "start" | "middle" | "end";
  /** Each line's baseline, in millimetres from the top of the part. */
  readonly baselines: readonly number[];
  readonly sizeMm: number;
}

/** A font's vertical metrics as fractions of its size (hhea ascender and descender ÷ unitsPerEm). */
export interface VerticalMetrics {
  readonly ascent: number;
  /** Below the baseline, positive; unknown, the first baseline sits one ascent below the block's top. */
  readonly descent?: number;
}

/** The ascent of a font whose metrics are not known (a fallback face). */
export const defaultAscent = 0.8;

/**
 * Where a field's fitted lines go (render.ts draws them here, the editor's text screen too): the block of lines
 * aligned vertically in the box, and in each line's box (line height × size) the font's ascent and descent centred,
 * as a browser lays out a line. A face whose ascent and descent together exceed the line height (Pacifico, Anton)
 * then overflows its line box evenly above and below instead of sinking below the block by the whole excess.
 */
export function placeText(
  box: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  fitted: Pick<FittedText, "size" | "lines">,
  layout: {
    readonly align: "left" | "center" | "right";
    readonly verticalAlign: "top" | "middle" | "bottom";
    readonly lineHeight: number;
  },
  font: VerticalMetrics,
): TextPlacement {
  const sizeMm = fitted.size * mmPerPt;
  const { ascent, descent } = font;
  const halfLeading = descent === undefined ? 0 : ((layout.lineHeight - ascent - descent) * sizeMm) / 2;
  const blockHeight = textBlockHeight(fitted.lines.length, fitted.size, layout.lineHeight);
  const top =
    layout.verticalAlign === "top"
      ? box.y
      : layout.verticalAlign === "bottom"
        ? box.y + box.height - blockHeight
        : box.y + (box.height - blockHeight) / 2;
  const x =
    layout.align === "left" ? box.x : layout.align === "right" ? box.x + box.width : box.x + box.width / 2;
  const anchor = layout.align === "left" ? "start" : layout.align === "right" ? "end" : "middle";
  const baselines = fitted.lines.map(
    (_, index) => top + index * layout.lineHeight * sizeMm + halfLeading + ascent * sizeMm,
  );
  return { x, anchor, baselines, sizeMm };
}
