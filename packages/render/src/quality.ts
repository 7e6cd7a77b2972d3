import type { PictureRotation } from "@shop/domain/template-text";
import type { Crop } from "./template.ts";

/**
 * Print-quality light (issue 11, beyond the spec): how many of the picture's pixels land on each inch of the
 * printed field at the chosen crop. The renderer scales the crop to cover the field, so the tighter axis counts.
 */

export const printDpi = { good: 300, acceptable: 150 } as const;
export type PrintQuality = "good" | "acceptable" | "too-low";

const mmPerInch = 25.4;

/**
 * picturePx is the picture's full size before rotation; the crop is in fractions of the rotated picture, as the
 * parent sees it.
 */
export function effectiveDpi(
  fieldMm: { readonly width: number; readonly height: number },
  picturePx: { readonly width: number; readonly height: number },
  crop: Crop,
  rotation: PictureRotation = 0,
): number {
  const turned = rotation === 90 || rotation === 270;
  const width = turned ? picturePx.height : picturePx.width;
  const height = turned ? picturePx.width : picturePx.height;
  return Math.min(
    (crop.width * width) / (fieldMm.width / mmPerInch),
    (crop.height * height) / (fieldMm.height / mmPerInch),
  );
}

export function printQuality(dpi: number): PrintQuality {
  if (dpi >= printDpi.good) return "good";
  if (dpi >= printDpi.acceptable) return "acceptable";
  return "too-low";
}
