import type { FontFamily } from "@shop/domain/template-text";
import type { TemplateDocument, TemplateInstance } from "./template.ts";

/**
 * Where each of the spec's 15 fonts comes from: one `@fontsource` package per family, regular weight, upright
 * (the editor offers no bold or italic). The browser loads the `.woff2` files on demand; the server reads the
 * `.woff` files, which it turns into plain TrueType for measuring and for embedding in print PDFs (decision 0019).
 * Only the `latin` subset is used: it covers Norwegian and Western European names (U+0000–00FF and a few more).
 */

export interface FontSource {
  /** The npm package that ships the files. */
  readonly packageName: `@fontsource/${string}`;
  /** The file names' stem: `<slug>-<subset>-<weight>-<style>.<format>`. */
  readonly slug: string;
  readonly weight: 400;
  readonly style: "normal";
}

function fontsource(slug: string): FontSource {
  return { packageName: `@fontsource/${slug}`, slug, weight: 400, style: "normal" };
}

export const fontSources: Readonly<Record<FontFamily, FontSource>> = {
  Anton: fontsource("anton"),
  "Bebas Neue": fontsource("bebas-neue"),
  Comfortaa: fontsource("comfortaa"),
  "Dancing Script": fontsource("dancing-script"),
  Graduate: fontsource("graduate"),
  Lobster: fontsource("lobster"),
  Lora: fontsource("lora"),
  Montserrat: fontsource("montserrat"),
  Oswald: fontsource("oswald"),
  Pacifico: fontsource("pacifico"),
  "Playfair Display": fontsource("playfair-display"),
  "Racing Sans One": fontsource("racing-sans-one"),
  Roboto: fontsource("roboto"),
  Sacramento: fontsource("sacramento"),
  Tourney: fontsource("tourney"),
};

export type FontFormat = "woff" | "woff2";

/** The module specifier of a family's file, e.g. `@fontsource/anton/files/anton-latin-400-normal.woff2`. */
export function fontFile(family: FontFamily, format: FontFormat, subset = "latin"): string {
  const source = fontSources[family];
  return `${source.packageName}/files/${source.slug}-${subset}-${source.weight}-${source.style}.${format}`;
}

/** The font families the template's own texts and month grids draw with. */
export function documentFamilies(doc: TemplateDocument): FontFamily[] {
  const families = new Set<FontFamily>();
  for (const part of doc.parts)
    for (const e of part.elements) {
      if (e.kind === "text") families.add(e.font.family);
      else if (e.kind === "monthGrid") families.add(e.family);
    }
  return [...families];
}

/** Every font family the template and the design draw with. */
export function familiesOf(doc: TemplateDocument, instance: TemplateInstance): FontFamily[] {
  const families = new Set(documentFamilies(doc));
  for (const choice of Object.values(instance.texts)) if (choice.family) families.add(choice.family);
  return [...families];
}
