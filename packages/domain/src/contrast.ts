/**
 * WCAG 2.x contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): the ratio of the lighter colour's relative
 * luminance to the darker's, each plus 0.05, from 1:1 to 21:1. AA asks 4.5:1 of text and 3:1 of large text and of the
 * parts of a control one must see. The shop's look is checked pair by pair, as the parent's pages draw its colours.
 */

export const contrastMinimum = { text: 4.5, large: 3 } as const;

/** A colour as the shop stores it: `#rrggbb` (or `#rgb`); null for anything else. */
function channels(color: string): [number, number, number] | null {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const parts = long
    ? [long[1], long[2], long[3]]
    : short
      ? [short[1], short[2], short[3]].map((c) => `${c}${c}`)
      : null;
  if (!parts) return null;
  return parts.map((p) => Number.parseInt(p ?? "0", 16)) as [number, number, number];
}

function linear(channel8: number): number {
  const c = channel8 / 255;
  // WCAG 2.2 gives 0.04045 (earlier versions printed 0.03928; no 8-bit value falls between the two).
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance, 0 for black to 1 for white; null for a colour that is not `#rrggbb`/`#rgb`. */
export function relativeLuminance(color: string): number | null {
  const rgb = channels(color);
  if (!rgb) return null;
  const [r, g, b] = rgb.map(linear) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours (order does not matter); null when one of them cannot be read. */
export function contrastRatio(a: string, b: string): number | null {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  const [light, dark] = la >= lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

/** A ratio as people read it: rounded down to two decimals, so 4.499 never shows as a passing 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

/** The shop's colours as the studio sets them; the button text and the surface are the theme's own (ui/theme.css). */
export interface ShopColors {
  primary: string;
  background: string;
  text: string;
}

export const themeColors = { buttonText: "#ffffff", surface: "#ffffff" } as const;

export type ContrastPairName =
  | "textOnBackground"
  | "primaryOnBackground"
  | "buttonTextOnPrimary"
  | "primaryOnSurface";

export interface ContrastCheck {
  pair: ContrastPairName;
  foreground: string;
  background: string;
  /** null when a colour could not be read (it then fails). */
  ratio: number | null;
  minimum: number;
  passes: boolean;
  /** How far below the minimum (0 when it passes). */
  shortBy: number;
}

/**
 * Every pair the parent's pages draw with the shop's colours, as text: body text on the background, links and the
 * shop's name in the primary colour on the background and on the header's white, and a button's white label on the
 * primary colour. Each is text, so each needs 4.5:1.
 */
export function checkShopColors(colors: ShopColors): ContrastCheck[] {
  const pairs: Array<[ContrastPairName, string, string]> = [
    ["textOnBackground", colors.text, colors.background],
    ["primaryOnBackground", colors.primary, colors.background],
    ["primaryOnSurface", colors.primary, themeColors.surface],
    ["buttonTextOnPrimary", themeColors.buttonText, colors.primary],
  ];
  return pairs.map(([pair, foreground, background]) => {
    const ratio = contrastRatio(foreground, background);
    const minimum = contrastMinimum.text;
    const passes = ratio !== null && ratio >= minimum;
    return {
      pair,
      foreground,
      background,
      ratio,
      minimum,
      passes,
      shortBy: passes ? 0 : minimum - (ratio ?? 0),
    };
  });
}
