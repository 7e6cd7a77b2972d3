import type { ImageFileLimits } from "./image-file.ts";

/**
 * The files of the shop's look (decision 0071): what the studio takes (PNG, JPEG or WebP, checked by decoding; SVG
 * can carry script and is refused) and the sizes the shop makes of them.
 */
export const lookFileLimits: ImageFileLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxPixels: 40_000_000,
  formats: ["jpeg", "png", "webp"],
  shrinkOnLoad: 2,
  minSide: 32,
};

export const lookSizes = {
  /** The header shows the logo 32 px high: three times that covers the densest phones. */
  logoHeader: { height: 96, maxWidth: 480 },
  /** The letters print the logo at most 56 pt high (about 20 mm): 480 px is 600 dpi. */
  logoLetter: { height: 480, maxWidth: 1600 },
  /** The front picture covers the screen: a phone (800), a laptop (1600), a large or dense screen (2400). */
  frontWidths: [800, 1600, 2400],
  frontQuality: 78,
  /** What browsers ask for: the tab (32), a home screen on iOS (180) and Android (192), an installed app (512). */
  faviconSides: [32, 180, 192, 512],
} as const;

/** The front picture's widths for a picture this wide: never enlarged; a narrow picture is one size, its own. */
export function frontWidthsFor(width: number): number[] {
  const widths = lookSizes.frontWidths.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}
