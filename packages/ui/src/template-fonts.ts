import antonUrl from "@fontsource/anton/files/anton-latin-400-normal.woff2?url";
import bebasNeueUrl from "@fontsource/bebas-neue/files/bebas-neue-latin-400-normal.woff2?url";
import comfortaaUrl from "@fontsource/comfortaa/files/comfortaa-latin-400-normal.woff2?url";
import dancingScriptUrl from "@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff2?url";
import graduateUrl from "@fontsource/graduate/files/graduate-latin-400-normal.woff2?url";
import lobsterUrl from "@fontsource/lobster/files/lobster-latin-400-normal.woff2?url";
import loraUrl from "@fontsource/lora/files/lora-latin-400-normal.woff2?url";
import montserratUrl from "@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url";
import oswaldUrl from "@fontsource/oswald/files/oswald-latin-400-normal.woff2?url";
import pacificoUrl from "@fontsource/pacifico/files/pacifico-latin-400-normal.woff2?url";
import playfairDisplayUrl from "@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url";
import racingSansOneUrl from "@fontsource/racing-sans-one/files/racing-sans-one-latin-400-normal.woff2?url";
import robotoUrl from "@fontsource/roboto/files/roboto-latin-400-normal.woff2?url";
import sacramentoUrl from "@fontsource/sacramento/files/sacramento-latin-400-normal.woff2?url";
import tourneyUrl from "@fontsource/tourney/files/tourney-latin-400-normal.woff2?url";
import type { FontFamily } from "@shop/domain/template-text";
import type { FontFace as RenderFontFace } from "@shop/render/render";
import { defaultAscent } from "@shop/render/text-fit";

/**
 * The editor's 15 fonts (spec 02 §9), loaded on demand: each family's latin `.woff2` from its `@fontsource` package
 * (the same files the server measures and embeds, decision 0019) is a hashed asset of the build, fetched only when a
 * template or the font menu needs it, and registered in the page under the family's own name (a web font shadows an
 * installed one of that name). Only the files' addresses are in this module, so a font is one request, not a module
 * that names it and then the file. Nothing here runs on the front page.
 */
const fontUrls: Readonly<Record<FontFamily, string>> = {
  Anton: antonUrl,
  "Bebas Neue": bebasNeueUrl,
  Comfortaa: comfortaaUrl,
  "Dancing Script": dancingScriptUrl,
  Graduate: graduateUrl,
  Lobster: lobsterUrl,
  Lora: loraUrl,
  Montserrat: montserratUrl,
  Oswald: oswaldUrl,
  Pacifico: pacificoUrl,
  "Playfair Display": playfairDisplayUrl,
  "Racing Sans One": racingSansOneUrl,
  Roboto: robotoUrl,
  Sacramento: sacramentoUrl,
  Tourney: tourneyUrl,
};

export interface LoadedFont {
  readonly family: FontFamily;
  /** The font file's URL. */
  readonly url: string;
  /** Ascent and descent as fractions of the size, for the baselines (the server reads the same from the file). */
  readonly ascent: number;
  readonly descent?: number;
}

const loading = new Map<FontFamily, Promise<LoadedFont>>();
const loaded = new Map<FontFamily, LoadedFont>();

function metricsOf(family: FontFamily): { ascent: number; descent?: number } {
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return { ascent: defaultAscent };
  // Chromium gives the font box in whole pixels: at 1000 px the ascent is exact to a thousandth, as the server's
  // (hhea ÷ unitsPerEm) is; at 100 px Anton's 1.176 came out as 1.18.
  context.font = `1000px "${family}"`;
  const metrics = context.measureText("Hg");
  const ascent = metrics.fontBoundingBoxAscent;
  const descent = metrics.fontBoundingBoxDescent;
  if (!(Number.isFinite(ascent) && ascent > 0)) return { ascent: defaultAscent };
  return Number.isFinite(descent) && descent >= 0
    ? { ascent: ascent / 1000, descent: descent / 1000 }
    : { ascent: ascent / 1000 };
}

/** Loads a family once per page (a failed load may be tried again). */
export function loadFont(family: FontFamily): Promise<LoadedFont> {
  const known = loading.get(family);
  if (known) return known;
  const promise = (async () => {
    const url = fontUrls[family];
    const face = new FontFace(family, `url(${url}) format("woff2")`, { display: "block" });
    await face.load();
    document.fonts.add(face);
    const font = { family, url, ...metricsOf(family) };
    loaded.set(family, font);
    return font;
  })();
  loading.set(family, promise);
  promise.catch(() => loading.delete(family));
  return promise;
}

/** Loads every family given (a template's texts); resolves with all of them. */
export function loadFonts(families: Iterable<FontFamily>): Promise<LoadedFont[]> {
  return Promise.all([...new Set(families)].map(loadFont));
}

/**
 * The renderer's `fonts` option for the loaded families: their ascents, and no @font-face source, because the page
 * has each of them registered under its own family name (an SVG drawn inline in the page uses them as they are).
 */
export function renderFonts(): Partial<Record<FontFamily, RenderFontFace>> {
  const faces: Partial<Record<FontFamily, RenderFontFace>> = {};
  for (const [family, font] of loaded) {
    faces[family] =
      font.descent === undefined ? { ascent: font.ascent } : { ascent: font.ascent, descent: font.descent };
  }
  return faces;
}

/** Whether a family has been loaded in this page. */
export function isFontLoaded(family: FontFamily): boolean {
  return loaded.has(family);
}
