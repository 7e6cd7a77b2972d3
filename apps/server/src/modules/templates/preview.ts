import type { FontFamily } from "@shop/domain/template-text";
import { defaultTemplateYear, subjectPlaceholders } from "@shop/render/fill";
import { type OutlinedLine, renderPart, type TextOutliner } from "@shop/render/render";
import type { TemplateDocument } from "@shop/render/template";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../platform/storage.ts";
import { artworkDataUrls } from "./artwork.ts";
import { type ServerFonts, serverFonts } from "./measure.ts";
import { catalogTemplate, versionDocument } from "./service.ts";

/**
 * The template lists' previews (GET /templates/all/{uuid}-{version}.svg): the template's first part drawn by the
 * renderer in preview mode with its default texts and a grey box in each image field. The SVG is shown through
 * <img>, where a browser loads no font, so text is drawn as glyph outlines from the same font files (fontkit) the
 * server measures with: each glyph once in <defs>, placed with <use>.
 *
 * A version of a template never changes, so each preview is drawn once per process and kept in memory (a few KB
 * each, at most `cacheSize`), and the answer may be cached by the browser for a year.
 */

/** Sample values for the placeholders of default texts; a parent's list items are filled with their own. */
export const previewPlaceholders: Readonly<Record<string, string>> = {
  ...subjectPlaceholders({ name: "Emma Nordmann", group: "Class 4B" }),
  names: "Emma, Jonas, Sara, Noah",
};

const previewWidthPx = 400;
const cacheSize = 1000;

/** Lines as glyph outlines, each glyph's path data made once per family. */
export function outlinerOf(fonts: ServerFonts): TextOutliner {
  const paths = new Map<FontFamily, Map<number, string>>();
  return (text, family): OutlinedLine => {
    const { run, unitsPerEm } = fonts.layout(text, family);
    let byGlyph = paths.get(family);
    if (byGlyph === undefined) {
      byGlyph = new Map();
      paths.set(family, byGlyph);
    }
    const glyphs: Array<{ id: number; d: string; x: number; y: number }> = [];
    let x = 0;
    run.glyphs.forEach((glyph, index) => {
      const position = run.positions[index];
      let d = byGlyph.get(glyph.id);
      if (d === undefined) {
        d = glyph.path.toSVG();
        byGlyph.set(glyph.id, d);
      }
      glyphs.push({ id: glyph.id, d, x: x + (position?.xOffset ?? 0), y: position?.yOffset ?? 0 });
      x += position?.xAdvance ?? glyph.advanceWidth;
    });
    return { unitsPerEm, advance: x, glyphs };
  };
}

/** Draws the preview SVG of a template document, its artwork inlined (artworkDataUrls). */
export function previewSvg(
  doc: TemplateDocument,
  version: number,
  fonts: ServerFonts,
  now: Date,
  artwork: ReadonlyMap<string, string> = new Map(),
): string {
  const first = doc.parts[0];
  if (first === undefined) throw new Error(`template ${doc.uuid} has no part`);
  const rendered = renderPart(
    doc,
    {
      templateUuid: doc.uuid,
      templateVersion: version,
      year: defaultTemplateYear(doc, now),
      images: {},
      texts: {},
    },
    first.id,
    {
      assets: { picture: () => undefined, artwork: (asset) => artwork.get(asset) },
      fonts: fonts.faces,
      measure: fonts.measure,
      mode: "preview",
      placeholders: previewPlaceholders,
      widthPx: previewWidthPx,
      idPrefix: "p",
      outline: outlinerOf(fonts),
    },
  );
  return rendered.svg;
}

const drawn = new Map<string, Promise<string | null>>();

/** The preview of a template's version in the portal; null when the portal has no such template or version. */
export function templatePreview(
  asker: { db: Db; storage: Storage; portalId: number; now: Date },
  uuid: string,
  version: number,
): Promise<string | null> {
  const key = `${asker.portalId}:${uuid}-${version}`;
  let svg = drawn.get(key);
  if (svg === undefined) {
    svg = draw(asker, uuid, version);
    if (drawn.size >= cacheSize) drawn.clear();
    drawn.set(key, svg);
    // A failure (or an unknown template) is not kept: the next request tries again.
    svg.then(
      (result) => {
        if (result === null) drawn.delete(key);
      },
      () => drawn.delete(key),
    );
  }
  return svg;
}

async function draw(
  asker: { db: Db; storage: Storage; portalId: number; now: Date },
  uuid: string,
  version: number,
): Promise<string | null> {
  const found = await catalogTemplate(asker, uuid);
  const document = found && (await versionDocument(asker, found.template, version));
  if (!document) return null;
  const first = document.parts[0];
  const artwork = await artworkDataUrls(asker.storage, document, first ? [first.id] : []);
  return previewSvg(document, version, await serverFonts(), asker.now, artwork);
}
