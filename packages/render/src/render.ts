import { type FontFamily, fontFamilies, type PictureRotation } from "@shop/domain/template-text";
import { type CalendarLocale, monthGrid, type Weekday } from "./calendar.ts";
import { element, escapeXml, num, plainPathData } from "./svg.ts";
import {
  type Artwork,
  fillPlaceholders,
  type ImageChoice,
  type ImageField,
  type MonthGridElement,
  type TemplateDocument,
  type TemplateElement,
  type TemplateInstance,
  type TemplatePart,
  type TextField,
} from "./template.ts";
import { defaultAscent, type FittedText, fitText, type Measure, placeText } from "./text-fit.ts";

/**
 * One renderer for the editor's preview, the template lists and the print file (decision 0018): plain SVG text,
 * no DOM and no React, in millimetres. The editor's handles are its own layer on top; only the optional guides of
 * the preview live here, and print never draws them.
 */

export type RenderMode = "preview" | "print";

export interface AssetResolver {
  /** The URL (or data URL) of a picture: a screen-sized rendition for preview, the full file for print. */
  readonly picture: (uuid: string, mode: RenderMode) => string | undefined;
  /** The URL of a fixed artwork reference. */
  readonly artwork: (ref: string, mode: RenderMode) => string | undefined;
  /** The URL of a background chosen for a cut-out picture. */
  readonly background?: (uuid: string, mode: RenderMode) => string | undefined;
  /**
   * The URL of a green-screen picture cut out along its mask (transparent around the person), drawn over its chosen
   * background. Without it (or without an answer) the picture itself is drawn, and covers the background.
   */
  readonly cutout?: (uuid: string, mode: RenderMode) => string | undefined;
}

export interface FontFace {
  /** A URL or data URL for @font-face; left out, the font is expected to be installed where the SVG is drawn. */
  readonly src?: string;
  /** The font's ascent as a fraction of its size (hhea ascender ÷ unitsPerEm), for the baselines (placeText). */
  readonly ascent?: number;
  /** Its descent below the baseline, positive (−hhea descender ÷ unitsPerEm). */
  readonly descent?: number;
}

/** A line of text as glyph outlines, in font units (y up), from the font the line was measured with. */
export interface OutlinedLine {
  readonly unitsPerEm: number;
  /** The line's advance width. */
  readonly advance: number;
  /** Each drawn glyph: its id in the font, its SVG path data and where it sits on the line. */
  readonly glyphs: readonly {
    readonly id: number;
    readonly d: string;
    readonly x: number;
    readonly y: number;
  }[];
}

/** Lays a line out as glyph outlines (fontkit on the server). */
export type TextOutliner = (text: string, family: FontFamily) => OutlinedLine;

export interface RenderOptions {
  readonly assets: AssetResolver;
  readonly fonts?: Readonly<Partial<Record<FontFamily, FontFace>>>;
  readonly measure: Measure;
  readonly mode: RenderMode;
  /** The portal's language for month and day names. */
  readonly locale?: CalendarLocale;
  /** Overrides the language's first weekday for month grids. */
  readonly weekStart?: Weekday;
  /** Values for placeholders such as {name}; {year} comes from the instance. */
  readonly placeholders?: Readonly<Record<string, string>>;
  /** Preview only: draw the bleed with the trim line and the safe zone. */
  readonly guides?: boolean;
  /** Preview only: the SVG's width in pixels (without it the SVG fills its container). */
  readonly widthPx?: number;
  /** Prefix of the SVG's ids, so that several renders can sit in one HTML page. */
  readonly idPrefix?: string;
  /**
   * Preview only: draw text as glyph outlines (each glyph once in <defs>, placed with <use>) instead of <text>, for
   * an SVG shown as an image, where no font can be loaded (the template lists' previews).
   */
  readonly outline?: TextOutliner;
}

export interface RenderedPart {
  readonly partId: string;
  /** The drawn size in millimetres: the trim box, or with print or guides the trim box and its bleed. */
  readonly width: number;
  readonly height: number;
  readonly svg: string;
  /** The size and lines each text field was drawn with. */
  readonly texts: Readonly<Record<string, FittedText>>;
}

export type RenderErrorCode =
  | "missing-picture"
  | "missing-asset"
  | "unknown-part"
  | "bad-id-prefix"
  | "wrong-template";

export class RenderError extends Error {
  readonly code: RenderErrorCode;

  constructor(code: RenderErrorCode, message: string) {
    super(message);
    this.name = "RenderError";
    this.code = code;
  }
}

const emptyFieldFill = "#e5e7eb";
const emptyFieldMark = "#9ca3af";
const guideColour = "#0ea5e9";

/** Luminance weights of Rec. 709 (as CSS grayscale) and the usual sepia matrix (as CSS sepia). */
const effectMatrices = {
  bw: "0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0",
  sepia: "0.393 0.769 0.189 0 0 0.349 0.686 0.168 0 0 0.272 0.534 0.131 0 0 0 0 0 1 0",
} as const;

type Matrix = readonly [number, number, number, number, number, number];

/** Maps the picture's own pixels onto its rotated frame: (u, v) → (a u + c v + e, b u + d v + f). */
function rotationMatrix(rotation: PictureRotation, width: number, height: number): Matrix {
  switch (rotation) {
    case 0:
      return [1, 0, 0, 1, 0, 0];
    case 90:
      return [0, 1, -1, 0, height, 0];
    case 180:
      return [-1, 0, 0, -1, width, height];
    case 270:
      return [0, -1, 1, 0, 0, width];
  }
}

/**
 * The transform that draws a picture (an <image> of its full pixel size at 0, 0) into a field: rotate it, then
 * scale its crop to cover the field and centre it. A crop of the field's shape fills it exactly.
 */
export function imageTransform(
  field: { readonly x: number; readonly y: number; readonly width: number; readonly height: number },
  choice: Pick<ImageChoice, "picture" | "crop" | "rotation">,
): Matrix {
  const { picture, crop, rotation } = choice;
  const turned = rotation === 90 || rotation === 270;
  const frameWidth = turned ? picture.height : picture.width;
  const frameHeight = turned ? picture.width : picture.height;
  const cropX = crop.x * frameWidth;
  const cropY = crop.y * frameHeight;
  const cropWidth = crop.width * frameWidth;
  const cropHeight = crop.height * frameHeight;
  const scale = Math.max(field.width / cropWidth, field.height / cropHeight);
  const offsetX = field.x + (field.width - cropWidth * scale) / 2;
  const offsetY = field.y + (field.height - cropHeight * scale) / 2;
  const [a, b, c, d, e, f] = rotationMatrix(rotation, picture.width, picture.height);
  return [
    a * scale,
    b * scale,
    c * scale,
    d * scale,
    (e - cropX) * scale + offsetX,
    (f - cropY) * scale + offsetY,
  ];
}

function matrixAttribute(matrix: Matrix): string {
  return `matrix(${matrix.map(num).join(" ")})`;
}

function rotated(el: TemplateElement, body: string): string {
  if (el.rotation === 0) return body;
  const centreX = el.x + el.width / 2;
  const centreY = el.y + el.height / 2;
  return element("g", { transform: `rotate(${num(el.rotation)} ${num(centreX)} ${num(centreY)})` }, body);
}

interface PartContext {
  readonly options: RenderOptions;
  readonly instance: TemplateInstance;
  readonly year: number;
  readonly ids: (name: string) => string;
  readonly defs: string[];
  readonly usedEffects: Set<"bw" | "sepia">;
  readonly usedFamilies: Set<FontFamily>;
  readonly texts: Record<string, FittedText>;
  /** Glyph outlines drawn so far, by their id in <defs>. */
  readonly glyphs: Map<string, string>;
}

type Anchor = "start" | "middle" | "end";

/** One line as glyph outlines: a group placed at the anchor and baseline, flipped to the font's y-up units. */
function outlinedLine(
  context: PartContext,
  outline: TextOutliner,
  text: string,
  family: FontFamily,
  sizeMm: number,
  x: number,
  baseline: number,
  anchor: Anchor,
): string {
  const line = outline(text, family);
  const scale = sizeMm / line.unitsPerEm;
  const width = line.advance * scale;
  const left = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
  const familyIndex = fontFamilies.indexOf(family);
  let uses = "";
  for (const glyph of line.glyphs) {
    if (glyph.d === "") continue;
    const id = context.ids(`g${familyIndex}-${glyph.id}`);
    if (!context.glyphs.has(id)) context.glyphs.set(id, glyph.d);
    uses += element("use", { href: `#${id}`, x: glyph.x, y: glyph.y === 0 ? undefined : glyph.y });
  }
  return element(
    "g",
    { transform: `translate(${num(left)} ${num(baseline)}) scale(${num(scale)} ${num(-scale)})` },
    uses,
  );
}

/** A single line of text: <text>, or its outlines when the options ask for them. */
function textLine(
  context: PartContext,
  line: {
    text: string;
    family: FontFamily;
    sizeMm: number;
    x: number;
    y: number;
    fill: string;
    anchor: Anchor;
  },
  extra: Readonly<Record<string, string | number>> = {},
): string {
  const outline = context.options.outline;
  if (outline !== undefined) {
    return element(
      "g",
      { fill: line.fill, ...extra },
      outlinedLine(context, outline, line.text, line.family, line.sizeMm, line.x, line.y, line.anchor),
    );
  }
  return element(
    "text",
    {
      "font-family": `'${line.family}'`,
      "text-anchor": line.anchor,
      x: line.x,
      y: line.y,
      "font-size": line.sizeMm,
      fill: line.fill,
      ...extra,
    },
    escapeXml(line.text),
  );
}

function resolve(
  context: PartContext,
  kind: "picture" | "artwork" | "background" | "cutout",
  ref: string,
  fieldId: string,
): string | undefined {
  const { assets, mode } = context.options;
  const resolver = assets[kind];
  const href = resolver?.(ref, mode);
  if (href === undefined && mode === "print") {
    throw new RenderError("missing-asset", `no ${kind} ${ref} for field ${fieldId}`);
  }
  return href;
}

function placeholderBox(el: TemplateElement): string {
  return element("rect", {
    x: el.x,
    y: el.y,
    width: el.width,
    height: el.height,
    fill: emptyFieldFill,
    "data-empty": el.id,
  });
}

/** A small picture sign (hills and a sun) in the middle of an empty image field, so it reads as "a picture here". */
function pictureMark(el: TemplateElement): string {
  const side = Math.min(el.width, el.height) * 0.3;
  const scale = side / 24;
  return element(
    "g",
    {
      transform: `translate(${num(el.x + (el.width - side) / 2)} ${num(el.y + (el.height - side) / 2)}) scale(${num(scale)})`,
      fill: emptyFieldMark,
      "data-empty-mark": el.id,
    },
    element("path", { d: "M2 20L9 11L14 16L17 13L22 20Z" }) + element("circle", { cx: 16, cy: 7, r: 2.5 }),
  );
}

function drawImageField(field: ImageField, context: PartContext): string {
  const choice = context.instance.images[field.id];
  if (choice === undefined) {
    if (context.options.mode === "print") {
      throw new RenderError("missing-picture", `image field ${field.id} has no picture`);
    }
    return rotated(field, placeholderBox(field) + pictureMark(field));
  }
  const clipId = context.ids(`clip-${field.id}`);
  context.defs.push(
    element(
      "clipPath",
      { id: clipId },
      element("rect", { x: field.x, y: field.y, width: field.width, height: field.height }),
    ),
  );
  let body = "";
  if (choice.background !== undefined) {
    const href = resolve(context, "background", choice.background, field.id);
    if (href !== undefined) {
      body += element("image", {
        href,
        x: field.x,
        y: field.y,
        width: field.width,
        height: field.height,
        preserveAspectRatio: "xMidYMid slice",
        "data-background": choice.background,
      });
    }
  }
  // On a background the picture is its cut-out, when there is one; print needs it (a cut-out is the point there).
  const cutout =
    choice.background !== undefined && (context.options.mode === "print" || context.options.assets.cutout)
      ? resolve(context, "cutout", choice.picture.uuid, field.id)
      : undefined;
  const href = cutout ?? resolve(context, "picture", choice.picture.uuid, field.id);
  if (href === undefined) {
    body += placeholderBox(field);
  } else {
    let filter: string | undefined;
    if (choice.effect !== "original") {
      context.usedEffects.add(choice.effect);
      filter = `url(#${context.ids(`fx-${choice.effect}`)})`;
    }
    body += element("image", {
      href,
      x: 0,
      y: 0,
      width: choice.picture.width,
      height: choice.picture.height,
      preserveAspectRatio: "none",
      transform: matrixAttribute(imageTransform(field, choice)),
      filter,
      "data-picture": choice.picture.uuid,
    });
  }
  return rotated(field, element("g", { "clip-path": `url(#${clipId})`, "data-field": field.id }, body));
}

function drawTextField(field: TextField, context: PartContext): string {
  const choice = field.editable ? context.instance.texts[field.id] : undefined;
  const family = choice?.family ?? field.font.family;
  const chosenSize = choice?.size ?? field.font.size;
  const colour = choice?.color ?? field.font.color;
  const align = choice?.align ?? field.font.align;
  const values = { ...context.options.placeholders, year: context.year };
  const text = choice === undefined ? fillPlaceholders(field.defaultText, values) : choice.text;
  const { lineHeight } = field.font;
  const fitted = fitText(
    text,
    family,
    chosenSize,
    { width: field.width, height: field.height, maxLines: field.maxLines, lineHeight },
    context.options.measure,
  );
  context.texts[field.id] = fitted;
  if (fitted.lines.length === 0) return "";
  context.usedFamilies.add(family);
  const face = context.options.fonts?.[family];
  const { x, anchor, baselines, sizeMm } = placeText(
    field,
    fitted,
    { align, verticalAlign: field.font.verticalAlign, lineHeight },
    {
      ascent: face?.ascent ?? defaultAscent,
      ...(face?.descent === undefined ? {} : { descent: face.descent }),
    },
  );
  const baseline = (index: number) => baselines[index] ?? 0;
  const outline = context.options.outline;
  if (outline !== undefined) {
    const lines = fitted.lines
      .map((line, index) => outlinedLine(context, outline, line, family, sizeMm, x, baseline(index), anchor))
      .join("");
    return rotated(
      field,
      element("g", { fill: colour, "data-field": field.id, "data-size-pt": fitted.size }, lines),
    );
  }
  const spans = fitted.lines
    .map((line, index) => element("tspan", { x, y: baseline(index) }, escapeXml(line)))
    .join("");
  return rotated(
    field,
    element(
      "text",
      {
        "font-family": `'${family}'`,
        "font-size": sizeMm,
        fill: colour,
        "text-anchor": anchor,
        "data-field": field.id,
        "data-size-pt": fitted.size,
      },
      spans,
    ),
  );
}

function drawArtwork(artwork: Artwork, context: PartContext): string {
  const href = resolve(context, "artwork", artwork.asset, artwork.id);
  if (href === undefined) return rotated(artwork, placeholderBox(artwork));
  return rotated(
    artwork,
    element("image", {
      href,
      x: artwork.x,
      y: artwork.y,
      width: artwork.width,
      height: artwork.height,
      preserveAspectRatio: "none",
      "data-artwork": artwork.asset,
    }),
  );
}

/**
 * A month as a title, a row of weekday names and a row per week. Sizes follow the box, so a designer places the
 * grid and the renderer fills it.
 */
function drawMonthGrid(grid: MonthGridElement, context: PartContext): string {
  const year = context.year + grid.yearOffset;
  const month = monthGrid(year, grid.month, {
    locale: context.options.locale ?? "en",
    weekStart: context.options.weekStart,
  });
  context.usedFamilies.add(grid.family);
  const titleHeight = grid.showTitle ? grid.height * 0.16 : 0;
  const headerHeight = grid.height * 0.08;
  const rowHeight = (grid.height - titleHeight - headerHeight) / month.weeks.length;
  const weekColumn = grid.showWeekNumbers ? grid.width * 0.07 : 0;
  const columnWidth = (grid.width - weekColumn) / 7;
  const daySize = Math.min(rowHeight * 0.45, columnWidth * 0.45);
  const headerSize = Math.min(headerHeight * 0.6, columnWidth * 0.3);
  const cellX = (column: number) => grid.x + weekColumn + (column + 0.5) * columnWidth;
  const line = (text: string, x: number, y: number, sizeMm: number, fill: string) => ({
    text,
    family: grid.family,
    sizeMm,
    x,
    y,
    fill,
    anchor: "middle" as const,
  });
  let body = "";
  if (grid.showTitle) {
    const titleSize = titleHeight * 0.6;
    body += textLine(
      context,
      line(
        `${month.monthName} ${year}`,
        grid.x + grid.width / 2,
        grid.y + titleHeight * 0.75,
        titleSize,
        grid.color,
      ),
    );
  }
  const headerBaseline = grid.y + titleHeight + headerHeight * 0.7;
  month.weekdayNames.forEach((name, column) => {
    const weekday = (month.weekStart + column) % 7;
    const fill = weekday === 0 ? grid.sundayColor : grid.color;
    body += textLine(context, line(name, cellX(column), headerBaseline, headerSize, fill));
  });
  month.weeks.forEach((week, row) => {
    const baseline = grid.y + titleHeight + headerHeight + (row + 0.5) * rowHeight + daySize * 0.35;
    if (grid.showWeekNumbers) {
      body += textLine(
        context,
        line(String(week.isoWeek), grid.x + weekColumn / 2, baseline, daySize * 0.6, grid.color),
        { "data-week": week.isoWeek },
      );
    }
    week.days.forEach((day, column) => {
      if (day === null) return;
      const fill = day.weekday === 0 ? grid.sundayColor : grid.color;
      body += textLine(context, line(String(day.day), cellX(column), baseline, daySize, fill));
    });
  });
  const monthKey = `${year}-${String(grid.month).padStart(2, "0")}`;
  return rotated(grid, element("g", { "data-field": grid.id, "data-month": monthKey }, body));
}

function drawElement(el: TemplateElement, context: PartContext): string {
  switch (el.kind) {
    case "image":
      return drawImageField(el, context);
    case "text":
      return drawTextField(el, context);
    case "artwork":
      return drawArtwork(el, context);
    case "monthGrid":
      return drawMonthGrid(el, context);
  }
}

function guidesLayer(part: TemplatePart): string {
  const { width, height } = part.trim;
  const bleed = part.bleed;
  const safe = part.safeMargin;
  const shade = "rgba(15,23,42,0.35)";
  // The bleed is shaded with an even-odd frame around the trim box.
  const frame =
    `M${num(-bleed)} ${num(-bleed)}h${num(width + 2 * bleed)}v${num(height + 2 * bleed)}h${num(-(width + 2 * bleed))}z` +
    `M0 0v${num(height)}h${num(width)}v${num(-height)}z`;
  return element(
    "g",
    { "data-layer": "guides", "pointer-events": "none" },
    element("path", { d: frame, fill: shade, "fill-rule": "evenodd", "data-guide": "bleed" }) +
      element("rect", {
        x: 0,
        y: 0,
        width,
        height,
        fill: "none",
        stroke: guideColour,
        "stroke-width": 0.3,
        "data-guide": "trim",
      }) +
      (safe > 0 && safe * 2 < Math.min(width, height)
        ? element("rect", {
            x: safe,
            y: safe,
            width: width - 2 * safe,
            height: height - 2 * safe,
            fill: "none",
            stroke: guideColour,
            "stroke-width": 0.3,
            "stroke-dasharray": "1.5 1",
            "data-guide": "safe",
          })
        : ""),
  );
}

function effectFilter(id: string, effect: "bw" | "sepia"): string {
  return element(
    "filter",
    { id, "color-interpolation-filters": "sRGB" },
    element("feColorMatrix", { type: "matrix", values: effectMatrices[effect] }),
  );
}

function fontFaces(families: ReadonlySet<FontFamily>, options: RenderOptions): string {
  let css = "";
  for (const family of families) {
    const src = options.fonts?.[family]?.src;
    if (src !== undefined)
      css += `@font-face{font-family:'${family}';src:url("${src.replace(/["\\]/g, "\\$&")}")}`;
  }
  return css === "" ? "" : element("style", {}, escapeXml(css));
}

const idPrefixPattern = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

function yearOf(doc: TemplateDocument, instance: TemplateInstance): number {
  return instance.year ?? doc.supportedYears[0] ?? new Date().getUTCFullYear();
}

/** Draws one part (page or side) of a template as the parent filled it. */
export function renderPart(
  doc: TemplateDocument,
  instance: TemplateInstance,
  partId: string,
  options: RenderOptions,
): RenderedPart {
  if (instance.templateUuid !== doc.uuid) {
    throw new RenderError(
      "wrong-template",
      `the instance is of template ${instance.templateUuid}, not ${doc.uuid}`,
    );
  }
  const part = doc.parts.find((candidate) => candidate.id === partId);
  if (part === undefined) throw new RenderError("unknown-part", `template ${doc.uuid} has no part ${partId}`);
  const prefix = options.idPrefix ?? "t";
  if (!idPrefixPattern.test(prefix))
    throw new RenderError("bad-id-prefix", "an id prefix is a letter then letters");
  const context: PartContext = {
    options,
    instance,
    year: yearOf(doc, instance),
    ids: (name) => `${prefix}-${name}`,
    defs: [],
    usedEffects: new Set(),
    usedFamilies: new Set(),
    texts: {},
    glyphs: new Map(),
  };
  const showBleed = options.mode === "print" || options.guides === true;
  const bleed = showBleed ? part.bleed : 0;
  const width = part.trim.width + 2 * bleed;
  const height = part.trim.height + 2 * bleed;

  const content = part.elements.map((el) => drawElement(el, context)).join("");
  for (const effect of context.usedEffects)
    context.defs.push(effectFilter(context.ids(`fx-${effect}`), effect));
  const style = options.outline === undefined ? fontFaces(context.usedFamilies, options) : "";
  let glyphDefs = "";
  // The outliner's path data (fontkit's) is written again in the renderer's own numbers.
  for (const [id, d] of context.glyphs) glyphDefs += element("path", { id, d: plainPathData(d) });
  const defs = style + context.defs.join("") + glyphDefs;

  const size =
    options.mode === "print"
      ? { width: `${num(width)}mm`, height: `${num(height)}mm` }
      : options.widthPx === undefined
        ? {}
        : { width: options.widthPx, height: (options.widthPx * height) / width };
  const svg = element(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: `${num(-bleed)} ${num(-bleed)} ${num(width)} ${num(height)}`,
      ...size,
      "data-part": part.id,
      "data-mode": options.mode,
    },
    (defs === "" ? "" : element("defs", {}, defs)) +
      element("rect", { x: -bleed, y: -bleed, width, height, fill: part.background }) +
      content +
      (options.mode === "preview" && options.guides === true ? guidesLayer(part) : ""),
  );
  return { partId: part.id, width, height, svg, texts: context.texts };
}

/** Draws every part of a template, in order: an SVG string per part. */
export function renderTemplate(
  doc: TemplateDocument,
  instance: TemplateInstance,
  options: RenderOptions,
): readonly RenderedPart[] {
  return doc.parts.map((part) => renderPart(doc, instance, part.id, options));
}
