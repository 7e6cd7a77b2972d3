import type { create, Font, GlyphRun } from "@pdf-lib/fontkit";
import { type FontFamily, fontFamilies } from "@shop/domain/template-text";
import type { FontFace } from "@shop/render/render";
import { type Measure, mmPerPt } from "@shop/render/text-fit";
import { fontBytes } from "./fonts.ts";

/**
 * Text measuring on the server with fontkit (the copy pdf-lib embeds fonts with, so a line is laid out the same
 * way when it is measured and when it is written into the PDF): advance widths with the font's own kerning and
 * ligatures, and each font's ascent and descent for the first baseline.
 */

export interface FontMetrics {
  /** hhea ascender ÷ unitsPerEm: a fraction of the font size above the baseline. */
  readonly ascent: number;
  /** hhea descender ÷ unitsPerEm: a negative fraction of the font size below the baseline. */
  readonly descent: number;
}

export interface ServerFonts {
  /** `measure(text, family, sizePt)` in millimetres, for `renderTemplate`. */
  readonly measure: Measure;
  /** Each family's ascent and descent, for `renderTemplate`'s `fonts` (resvg and PDF ignore @font-face: no `src`). */
  readonly faces: Readonly<Record<FontFamily, FontFace>>;
  readonly metrics: (family: FontFamily) => FontMetrics;
  /** The glyphs and positions of a line, in font units (cached). */
  readonly layout: (text: string, family: FontFamily) => LaidOutText;
  /** The font file (TrueType/OpenType) for embedding. */
  readonly file: (family: FontFamily) => Uint8Array;
}

export interface LaidOutText {
  readonly run: GlyphRun;
  readonly unitsPerEm: number;
}

/** Lines measured per family before the cache starts again; a calendar needs a few hundred. */
const layoutCacheSize = 5000;

/** fontkit as node loads it: its CommonJS module is the default export, which its types do not declare. */
interface Fontkit {
  create: typeof create;
}

/** Makes a measurer from font files already read (see `loadServerFonts`). */
function serverFontsFrom(fontkit: Fontkit, files: ReadonlyMap<FontFamily, Uint8Array>): ServerFonts {
  const fonts = new Map<FontFamily, Font>();
  const layouts = new Map<FontFamily, Map<string, LaidOutText>>();
  const fontOf = (family: FontFamily): Font => {
    let font = fonts.get(family);
    if (font === undefined) {
      const bytes = files.get(family);
      if (bytes === undefined) throw new Error(`the font ${family} is not loaded`);
      font = fontkit.create(bytes);
      fonts.set(family, font);
    }
    return font;
  };
  const layout = (text: string, family: FontFamily): LaidOutText => {
    let cache = layouts.get(family);
    if (cache === undefined) {
      cache = new Map();
      layouts.set(family, cache);
    }
    let laidOut = cache.get(text);
    if (laidOut === undefined) {
      const font = fontOf(family);
      laidOut = { run: font.layout(text), unitsPerEm: font.unitsPerEm };
      if (cache.size >= layoutCacheSize) cache.clear();
      cache.set(text, laidOut);
    }
    return laidOut;
  };
  const metrics = (family: FontFamily): FontMetrics => {
    const font = fontOf(family);
    return { ascent: font.ascent / font.unitsPerEm, descent: font.descent / font.unitsPerEm };
  };
  const faces = {} as Record<FontFamily, FontFace>;
  for (const family of files.keys()) {
    const { ascent, descent } = metrics(family);
    faces[family] = { ascent, descent: -descent };
  }
  return {
    measure: (text, family, sizePt) => {
      const { run, unitsPerEm } = layout(text, family);
      return (run.advanceWidth / unitsPerEm) * sizePt * mmPerPt;
    },
    faces,
    metrics,
    layout,
    file: (family) => {
      const bytes = files.get(family);
      if (bytes === undefined) throw new Error(`the font ${family} is not loaded`);
      return bytes;
    },
  };
}

/** Reads the given families' font files (all 15 by default) and makes a measurer of them. */
export async function loadServerFonts(families: readonly FontFamily[] = fontFamilies): Promise<ServerFonts> {
  const files = new Map<FontFamily, Uint8Array>();
  // fontkit is loaded with the first fonts, not with the shop (decision 0016).
  const [fontkit] = await Promise.all([
    import("@pdf-lib/fontkit") as Promise<unknown> as Promise<{ default: Fontkit }>,
    ...families.map(async (family) => {
      files.set(family, await fontBytes(family));
    }),
  ]);
  return serverFontsFrom(fontkit.default, files);
}

let fontsLoading: Promise<ServerFonts> | undefined;

/** All 15 fonts, read once per process: previews, filled previews and print files share them. */
export function serverFonts(): Promise<ServerFonts> {
  fontsLoading ??= loadServerFonts();
  fontsLoading.catch(() => {
    fontsLoading = undefined;
  });
  return fontsLoading;
}
