/**
 * Plain prints (issue 31, decision 0067): a print product is a paper size (width × height in millimetres, short side
 * first) with a bleed, and the parent crops one picture for it. The print is turned to the picture: a landscape
 * picture is printed landscape. What is printed is the page with its bleed, so the crop has the bleed box's aspect.
 */

export interface PrintSize {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}

/** A rectangle in fractions 0–1 of the picture as the parent sees it (render's Crop). */
export interface PrintCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type PrintOrientation = "portrait" | "landscape";

/** What a photographer may set: from a passport photo to a poster, a bleed up to a centimetre. */
export const printSizeLimits = { minMm: 20, maxMm: 1500, maxBleedMm: 10 } as const;

/** The largest price of a print, in minor units: far above any print, below a price typed with a slip. */
export const printPriceMax = 10_000_000;

/** What each size problem says, after the field's name (the studio's form, the settings file). */
export const printSizeProblemTexts = {
  "too-small": `must be at least ${printSizeLimits.minMm} mm`,
  "too-large": `must be at most ${printSizeLimits.maxMm} mm`,
  "bleed-too-large": `must be 0 to ${printSizeLimits.maxBleedMm} mm`,
  "not-whole-mm": "must be whole millimetres",
} as const;

/**
 * The print-quality light of a print (decision 0067): the picture's pixels on each inch of the paper. Good from 250
 * dpi (a lab's photo print looks sharp at arm's length), fair from 150, poor below.
 */
export const printDpiThresholds = { good: 250, fair: 150 } as const;
export type PrintQualityLevel = "good" | "fair" | "poor";

/** How far a crop's aspect may stray from the page's (rounding of pixels and of the crop screen's fractions). */
export const cropAspectTolerance = 0.02;

const mmPerInch = 25.4;

/** The picture as the parent sees it: turned a quarter, its sides swap. Square pictures print portrait. */
export function pictureOrientation(picture: { width: number; height: number }): PrintOrientation {
  return picture.width > picture.height ? "landscape" : "portrait";
}

/** The trim of the size turned to the orientation (the short side across for portrait). */
export function orientedTrim(
  size: PrintSize,
  orientation: PrintOrientation,
): { widthMm: number; heightMm: number } {
  const short = Math.min(size.widthMm, size.heightMm);
  const long = Math.max(size.widthMm, size.heightMm);
  return orientation === "portrait" ? { widthMm: short, heightMm: long } : { widthMm: long, heightMm: short };
}

/** The printed page, trim and bleed, turned to the orientation: what the print file's page and the crop cover. */
export function printedPage(
  size: PrintSize,
  orientation: PrintOrientation,
): { widthMm: number; heightMm: number } {
  const trim = orientedTrim(size, orientation);
  return { widthMm: trim.widthMm + 2 * size.bleedMm, heightMm: trim.heightMm + 2 * size.bleedMm };
}

/** Whether the crop, on a picture of these pixels, has the page's aspect (within cropAspectTolerance). */
export function cropFitsPage(
  crop: PrintCrop,
  picture: { width: number; height: number },
  page: { widthMm: number; heightMm: number },
): boolean {
  const cropAspect = (crop.width * picture.width) / (crop.height * picture.height);
  const pageAspect = page.widthMm / page.heightMm;
  return Math.abs(cropAspect / pageAspect - 1) <= cropAspectTolerance;
}

/** The largest crop of the page's aspect in the middle of the picture: where the crop screen starts. */
export function centredCrop(
  picture: { width: number; height: number },
  page: { widthMm: number; heightMm: number },
): PrintCrop {
  const pageAspect = page.widthMm / page.heightMm;
  const pictureAspect = picture.width / picture.height;
  const width = pictureAspect > pageAspect ? pageAspect / pictureAspect : 1;
  const height = pictureAspect > pageAspect ? 1 : pictureAspect / pageAspect;
  return { x: (1 - width) / 2, y: (1 - height) / 2, width, height };
}

/** The crop's pixels on each inch of the page; the tighter axis counts. */
export function printDpi(
  crop: PrintCrop,
  picture: { width: number; height: number },
  page: { widthMm: number; heightMm: number },
): number {
  return Math.min(
    (crop.width * picture.width) / (page.widthMm / mmPerInch),
    (crop.height * picture.height) / (page.heightMm / mmPerInch),
  );
}

export function printQualityLevel(dpi: number): PrintQualityLevel {
  if (dpi >= printDpiThresholds.good) return "good";
  if (dpi >= printDpiThresholds.fair) return "fair";
  return "poor";
}

/** A size as parents know it, in centimetres, short side first: `10×15`, `8,9×12,7` (the language's decimal mark). */
export function printSizeLabel(size: Pick<PrintSize, "widthMm" | "heightMm">, decimalMark = ","): string {
  const cm = (mm: number) => String(Math.round(mm) / 10).replace(".", decimalMark);
  const short = Math.min(size.widthMm, size.heightMm);
  const long = Math.max(size.widthMm, size.heightMm);
  return `${cm(short)}×${cm(long)}`;
}

export type PrintSizeProblem = "too-small" | "too-large" | "bleed-too-large" | "not-whole-mm";

/** Why a photographer's size cannot be sold, or null: whole millimetres within printSizeLimits. */
export function printSizeProblem(
  size: PrintSize,
): { field: keyof PrintSize; problem: PrintSizeProblem } | null {
  for (const field of ["widthMm", "heightMm", "bleedMm"] as const) {
    if (!Number.isInteger(size[field])) return { field, problem: "not-whole-mm" };
  }
  for (const field of ["widthMm", "heightMm"] as const) {
    if (size[field] < printSizeLimits.minMm) return { field, problem: "too-small" };
    if (size[field] > printSizeLimits.maxMm) return { field, problem: "too-large" };
  }
  if (size.bleedMm < 0 || size.bleedMm > printSizeLimits.maxBleedMm)
    return { field: "bleedMm", problem: "bleed-too-large" };
  return null;
}
