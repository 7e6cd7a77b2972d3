import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import fontkit from "@pdf-lib/fontkit";
import { type FontFamily, isFontFamily } from "@shop/domain/template-text";
import type { CalendarLocale, Weekday } from "@shop/render/calendar";
import { RenderError, renderTemplate } from "@shop/render/render";
import type { TemplateDocument, TemplateInstance } from "@shop/render/template";
import { parseXml, type XmlNode } from "@shop/render/xml";
import {
  beginText,
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  endText,
  fill,
  PDFDocument,
  type PDFFont,
  PDFHexString,
  type PDFImage,
  type PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";
import sharp, { type Metadata } from "sharp";
import { loadServerFonts, type ServerFonts } from "./measure.ts";

/**
 * The print file of a template product (decision 0019): the renderer's print SVG of each part, written into a PDF
 * page as vector drawing. Text is set in the embedded font, with the same fontkit layout it was measured with;
 * pictures are the original files (a JPEG goes in as it is), turned and cropped by the page's transform and
 * clipped to their field, so nothing is resampled. Only what the renderer writes in print mode is understood
 * (rect, g with transform and clip-path, image, text/tspan); anything else is an error, never a silent gap.
 */

/** Reads the full original file of a picture, artwork or background; undefined when there is none. */
export type FileSource = (ref: string) => Promise<Uint8Array | undefined>;

export interface PrintOptions {
  readonly pictures: FileSource;
  readonly artwork?: FileSource;
  readonly backgrounds?: FileSource;
  /** A green-screen picture cut out along its mask (PNG with transparency), for a field with a background. */
  readonly cutouts?: FileSource;
  /** The fonts to measure and embed with; loaded once per process when left out. */
  readonly fonts?: ServerFonts;
  readonly locale?: CalendarLocale;
  readonly weekStart?: Weekday;
  readonly placeholders?: Readonly<Record<string, string>>;
  /** Pixels per inch of raster artwork drawn from SVG files (300 unless given). */
  readonly artworkDpi?: number;
  /**
   * Pixels per inch, at its placed size, of a picture that has to be encoded again (an effect, an EXIF turn): a
   * larger original is scaled down to it, never below (300 unless given). A picture that goes in as it is keeps all
   * its pixels.
   */
  readonly pictureDpi?: number;
  /** Where pictures encoded again are kept, so a second print file of the same design reuses them (decision 0082). */
  readonly encoded?: EncodedCache;
}

/**
 * Pictures encoded again, by the picture's uuid and a recipe: a digest print.ts makes of its effect, its visible part
 * and its size. A picture's file never changes (as its thumbnails' keys assume), so the two name it.
 */
export interface EncodedCache {
  get(picture: string, recipe: string): Promise<Uint8Array | undefined>;
  put(picture: string, recipe: string, bytes: Uint8Array): Promise<void>;
}

const ptPerMm = 72 / 25.4;

type Matrix = readonly [number, number, number, number, number, number];

function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** The SVG transforms the renderer writes: matrix(), rotate() with or without a centre, translate(), scale(). */
export function parseTransform(value: string): Matrix {
  let result: Matrix = [1, 0, 0, 1, 0, 0];
  const pattern = /\s*(matrix|rotate|translate|scale)\s*\(([^)]*)\)\s*,?/y;
  let match = pattern.exec(value);
  let end = 0;
  while (match !== null) {
    end = pattern.lastIndex;
    const [, name, rawArgs] = match;
    const args = (rawArgs ?? "")
      .trim()
      .split(/[\s,]+/)
      .filter((arg) => arg !== "")
      .map(Number);
    if (args.some((arg) => !Number.isFinite(arg))) throw new Error(`a bad transform: ${value}`);
    let step: Matrix;
    if (name === "matrix" && args.length === 6) {
      step = args as unknown as Matrix;
    } else if (name === "rotate" && (args.length === 1 || args.length === 3)) {
      const [angle = 0, cx = 0, cy = 0] = args;
      const radians = (angle * Math.PI) / 180;
      const cos = Math.cos(radians);
      const sin = Math.sin(radians);
      step = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
    } else if (name === "translate" && (args.length === 1 || args.length === 2)) {
      step = [1, 0, 0, 1, args[0] ?? 0, args[1] ?? 0];
    } else if (name === "scale" && (args.length === 1 || args.length === 2)) {
      step = [args[0] ?? 1, 0, 0, args[1] ?? args[0] ?? 1, 0, 0];
    } else {
      throw new Error(`a bad transform: ${value}`);
    }
    result = multiply(result, step);
    match = pattern.exec(value);
  }
  if (end !== value.length && value.slice(end).trim() !== "") throw new Error(`a bad transform: ${value}`);
  return result;
}

function colour(value: string | undefined): readonly [number, number, number] | undefined {
  if (value === undefined || value === "none") return undefined;
  const match = /^#([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})$/.exec(value);
  if (match === null) throw new Error(`print understands colours as #rrggbb, not ${value}`);
  return [1, 2, 3].map((index) => Number.parseInt(match[index] ?? "0", 16) / 255) as unknown as readonly [
    number,
    number,
    number,
  ];
}

function numberAttribute(node: XmlNode, name: string, fallback?: number): number {
  const raw = node.attributes[name];
  if (raw === undefined) {
    if (fallback !== undefined) return fallback;
    throw new Error(`<${node.name}> has no ${name}`);
  }
  const value = Number.parseFloat(raw);
  if (!Number.isFinite(value)) throw new Error(`<${node.name}> has a bad ${name}: ${raw}`);
  return value;
}

function urlReference(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const match = /^url\(#([A-Za-z0-9_-]+)\)$/.exec(value);
  if (match === null) throw new Error(`a reference that is not url(#id): ${value}`);
  return match[1];
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** What one page's SVG needs from outside: the clip rectangles and colour matrices of its defs. */
interface PageDefs {
  readonly clips: Map<string, Box>;
  readonly filters: Map<string, string>;
}

function readDefs(svg: XmlNode): PageDefs {
  const defs: PageDefs = { clips: new Map(), filters: new Map() };
  for (const container of svg.children.filter((child) => child.name === "defs")) {
    for (const def of container.children) {
      const id = def.attributes.id;
      if (def.name === "style") continue; // @font-face: the PDF embeds its fonts itself.
      if (id === undefined) throw new Error(`<${def.name}> in defs has no id`);
      if (def.name === "clipPath") {
        const [rect] = def.children;
        if (rect?.name !== "rect" || def.children.length !== 1)
          throw new Error("print understands a clipPath of one rect");
        defs.clips.set(id, {
          x: numberAttribute(rect, "x", 0),
          y: numberAttribute(rect, "y", 0),
          width: numberAttribute(rect, "width"),
          height: numberAttribute(rect, "height"),
        });
      } else if (def.name === "filter") {
        const [matrix] = def.children;
        if (
          matrix?.name !== "feColorMatrix" ||
          matrix.attributes.type !== "matrix" ||
          def.children.length !== 1
        )
          throw new Error("print understands a filter of one feColorMatrix");
        defs.filters.set(id, matrix.attributes.values ?? "");
      } else {
        throw new Error(`print does not understand <${def.name}> in defs`);
      }
    }
  }
  return defs;
}

/** A part of an image as fractions of its width and height. */
interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const wholeImage: Region = { x: 0, y: 0, width: 1, height: 1 };

/** A picture, artwork or background as the PDF draws it: the file, with a colour matrix applied when asked. */
interface ImageRequest {
  readonly href: string;
  readonly colourMatrix?: string;
  /** Drawn size in mm, for rasterising SVG artwork. */
  readonly box: { readonly width: number; readonly height: number };
  /** The part of the image its field's clip lets through: what a re-encoded picture keeps. */
  readonly visible: Region;
  /** Millimetres on the page per unit of the image's box, along its x and y (its transform's scale). */
  readonly mmPerUnit?: { readonly x: number; readonly y: number };
}

/**
 * A picture goes into the PDF once per colour matrix; one that has to be encoded again (an effect) keeps only the
 * pixels its field shows, so it is once per field too.
 */
function imageKey(request: ImageRequest): string {
  if (request.colourMatrix === undefined) return request.href;
  const { x, y, width, height } = request.visible;
  const placed = visibleMm(request);
  return `${request.href}\n${request.colourMatrix}\n${[x, y, width, height].map((value) => value.toFixed(5)).join(" ")}${
    placed === undefined ? "" : `\n${placed.width.toFixed(2)} ${placed.height.toFixed(2)}`
  }`;
}

/** The size on the page of the part of a picture its field shows, in mm; undefined for an image not so placed. */
function visibleMm(request: ImageRequest): { width: number; height: number } | undefined {
  if (request.mmPerUnit === undefined) return undefined;
  return {
    width: request.visible.width * request.box.width * request.mmPerUnit.x,
    height: request.visible.height * request.box.height * request.mmPerUnit.y,
  };
}

function invert(m: Matrix): Matrix {
  const determinant = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(determinant) < 1e-12) throw new Error("a transform that cannot be inverted");
  const a = m[3] / determinant;
  const b = -m[1] / determinant;
  const c = -m[2] / determinant;
  const d = m[0] / determinant;
  return [a, b, c, d, -(a * m[4] + c * m[5]), -(b * m[4] + d * m[5])];
}

/** The part of an image's box (x, y, width, height before its transform) that a clip rectangle lets through. */
function visibleRegion(image: Box, transform: Matrix, clip: Box | undefined): Region {
  if (clip === undefined) return wholeImage;
  const inverse = invert(transform);
  const corners = [
    [clip.x, clip.y],
    [clip.x + clip.width, clip.y],
    [clip.x, clip.y + clip.height],
    [clip.x + clip.width, clip.y + clip.height],
  ].map(([u = 0, v = 0]) => [
    inverse[0] * u + inverse[2] * v + inverse[4],
    inverse[1] * u + inverse[3] * v + inverse[5],
  ]);
  const xs = corners.map(([u = 0]) => (u - image.x) / image.width);
  const ys = corners.map(([, v = 0]) => (v - image.y) / image.height);
  const left = Math.max(0, Math.min(...xs));
  const top = Math.max(0, Math.min(...ys));
  const right = Math.min(1, Math.max(...xs));
  const bottom = Math.min(1, Math.max(...ys));
  if (right <= left || bottom <= top) return wholeImage;
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** The 3×3 colour part of an feColorMatrix (its offsets and alpha row are zero in the renderer's effects). */
function recombOf(
  values: string,
): [[number, number, number], [number, number, number], [number, number, number]] {
  const v = values
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (v.length !== 20 || v.some((value) => !Number.isFinite(value)))
    throw new Error(`a colour matrix of 20 numbers, not: ${values}`);
  const row = (at: number): [number, number, number] => [v[at] ?? 0, v[at + 1] ?? 0, v[at + 2] ?? 0];
  return [row(0), row(5), row(10)];
}

interface EmbeddedImage {
  readonly image: PDFImage;
  /** The part of the image the embedded pixels are. */
  readonly region: Region;
}

async function embedImage(
  pdf: PDFDocument,
  request: ImageRequest,
  options: PrintOptions,
): Promise<EmbeddedImage> {
  const separator = request.href.indexOf(":");
  const kind = request.href.slice(0, separator);
  const ref = request.href.slice(separator + 1);
  const source =
    kind === "picture"
      ? options.pictures
      : kind === "artwork"
        ? options.artwork
        : kind === "background"
          ? options.backgrounds
          : kind === "cutout"
            ? options.cutouts
            : undefined;
  const cached = kind === "picture" ? await fromCache(ref, request, options) : undefined;
  if (cached !== undefined) return { image: await pdf.embedJpg(cached.bytes), region: cached.region };
  const bytes = await source?.(ref);
  if (bytes === undefined) throw new RenderError("missing-asset", `no file for ${kind} ${ref}`);
  const meta = await sharp(bytes).metadata();
  const turned = (meta.orientation ?? 1) > 1;
  // The original file as it is: nothing resampled, nothing encoded again.
  if (meta.format === "jpeg" && !turned && request.colourMatrix === undefined)
    return { image: await pdf.embedJpg(bytes), region: wholeImage };
  if (meta.format === "png" && request.colourMatrix === undefined)
    return { image: await pdf.embedPng(bytes), region: wholeImage };
  const encoded = await withEncodeSlot(() => encodeAgain(bytes, meta, request, options));
  if (kind === "picture" && !encoded.png) await toCache(ref, request, encoded, options);
  return {
    image: encoded.png ? await pdf.embedPng(encoded.bytes) : await pdf.embedJpg(encoded.bytes),
    region: encoded.region,
  };
}

/** How a picture was encoded again, as a digest: what encodeAgain makes of it depends on nothing else. */
function recipeOf(request: ImageRequest, options: PrintOptions): string {
  const recipe = `${encodeVersion}\n${options.pictureDpi ?? defaultPictureDpi}\n${imageKey({ ...request, href: "" })}`;
  return createHash("sha256").update(recipe).digest("hex").slice(0, 24);
}

/** A cached picture is a header of the region it holds (four doubles) and then its JPEG. */
async function fromCache(
  ref: string,
  request: ImageRequest,
  options: PrintOptions,
): Promise<{ bytes: Uint8Array; region: Region } | undefined> {
  if (options.encoded === undefined || request.colourMatrix === undefined) return undefined;
  const stored = await options.encoded.get(ref, recipeOf(request, options));
  if (stored === undefined || stored.byteLength < regionHeaderBytes) return undefined;
  const view = new DataView(stored.buffer, stored.byteOffset, regionHeaderBytes);
  const region = {
    x: view.getFloat64(0),
    y: view.getFloat64(8),
    width: view.getFloat64(16),
    height: view.getFloat64(24),
  };
  // A copy of its own: pdf-lib reads a JPEG from the start of its ArrayBuffer, whatever the view's offset.
  return { bytes: new Uint8Array(stored.subarray(regionHeaderBytes)), region };
}

async function toCache(
  ref: string,
  request: ImageRequest,
  encoded: { bytes: Buffer; region: Region },
  options: PrintOptions,
): Promise<void> {
  if (options.encoded === undefined || request.colourMatrix === undefined) return;
  const header = new DataView(new ArrayBuffer(regionHeaderBytes));
  const { x, y, width, height } = encoded.region;
  for (const [index, value] of [x, y, width, height].entries()) header.setFloat64(index * 8, value);
  // Not kept is not a failed print file: the next one encodes it again.
  await options.encoded
    .put(ref, recipeOf(request, options), Buffer.concat([new Uint8Array(header.buffer), encoded.bytes]))
    .catch(() => undefined);
}

const regionHeaderBytes = 32;
/** Raised when what encodeAgain makes changes, so older cached pictures are not reused. */
const encodeVersion = 1;
const defaultPictureDpi = 300;

/**
 * Pictures decoded and encoded again at once in this process: one per core. A 24 MP picture takes about 72 MB
 * decoded, and a calendar with an effect on every page would otherwise decode them all side by side.
 */
const encodeSlots = Math.max(1, availableParallelism());
let encodesRunning = 0;
const encodesWaiting: (() => void)[] = [];

async function withEncodeSlot<T>(run: () => Promise<T>): Promise<T> {
  if (encodesRunning >= encodeSlots) await new Promise<void>((resolve) => encodesWaiting.push(resolve));
  else encodesRunning++;
  try {
    return await run();
  } finally {
    const next = encodesWaiting.shift();
    if (next === undefined) encodesRunning--;
    else next();
  }
}

/** A picture upright, cut to what its field shows, with its effect; SVG artwork drawn at print resolution. */
async function encodeAgain(
  bytes: Uint8Array,
  meta: Metadata,
  request: ImageRequest,
  options: PrintOptions,
): Promise<{ bytes: Buffer; png: boolean; region: Region }> {
  let image = sharp(bytes);
  let region = wholeImage;
  if (meta.format === "svg") {
    // Vector artwork is drawn at print resolution for its box (librsvg through sharp).
    const dpi = options.artworkDpi ?? 300;
    const width = Math.max(1, Math.round((request.box.width / 25.4) * dpi));
    const height = Math.max(1, Math.round((request.box.height / 25.4) * dpi));
    const density = Math.min(
      2400,
      Math.max(72, (72 * Math.max(width / (meta.width ?? width), height / (meta.height ?? height))) | 0),
    );
    image = sharp(bytes, { density }).resize(width, height, { fit: "fill" });
  } else {
    // Upright by its EXIF orientation, then only the pixels the field shows, at their full resolution or, when the
    // original has more than the print needs, at the print's: scaled before it is cut, so libvips decodes a large
    // JPEG at a half or a quarter of its size (shrink-on-load), which is most of the time saved (decision 0082).
    image = image.rotate();
    const swapped = (meta.orientation ?? 1) >= 5;
    let width = (swapped ? meta.height : meta.width) ?? 1;
    let height = (swapped ? meta.width : meta.height) ?? 1;
    const placed = visibleMm(request);
    if (placed !== undefined) {
      const dpi = options.pictureDpi ?? defaultPictureDpi;
      const factor = Math.max(
        ((placed.width / 25.4) * dpi) / (request.visible.width * width),
        ((placed.height / 25.4) * dpi) / (request.visible.height * height),
      );
      if (factor < 0.99) {
        width = Math.ceil(width * factor);
        height = Math.ceil(height * factor);
        image = image.resize(width, height, { fit: "fill" });
      }
    }
    // Whole pixels around the visible part (a millionth of a pixel of rounding is not a pixel more).
    const left = Math.max(0, Math.floor(request.visible.x * width + 1e-6));
    const top = Math.max(0, Math.floor(request.visible.y * height + 1e-6));
    const right = Math.min(width, Math.ceil((request.visible.x + request.visible.width) * width - 1e-6));
    const bottom = Math.min(height, Math.ceil((request.visible.y + request.visible.height) * height - 1e-6));
    if (right - left < width || bottom - top < height) {
      image = image.extract({ left, top, width: right - left, height: bottom - top });
      region = {
        x: left / width,
        y: top / height,
        width: (right - left) / width,
        height: (bottom - top) / height,
      };
    }
  }
  if (request.colourMatrix !== undefined) image = image.recomb(recombOf(request.colourMatrix));
  if (meta.hasAlpha === true || meta.format === "svg")
    return { bytes: await image.png().toBuffer(), png: true, region };
  return { bytes: await image.jpeg({ quality: 92 }).toBuffer(), png: false, region };
}

interface DrawContext {
  readonly page: PDFPage;
  readonly defs: PageDefs;
  readonly fonts: ServerFonts;
  readonly pdfFonts: Map<FontFamily, PDFFont>;
  readonly images: Map<string, EmbeddedImage>;
  readonly operators: PDFOperator[];
  readonly fontNames: Map<FontFamily, PDFName>;
  readonly imageNames: Map<string, PDFName>;
}

function imageRequestOf(node: XmlNode, defs: PageDefs, clip: Box | undefined): ImageRequest {
  const href = node.attributes.href;
  if (href === undefined) throw new Error("an <image> without href");
  const filterId = urlReference(node.attributes.filter);
  const colourMatrix = filterId === undefined ? undefined : defs.filters.get(filterId);
  if (filterId !== undefined && colourMatrix === undefined) throw new Error(`no filter ${filterId}`);
  const box = {
    x: numberAttribute(node, "x", 0),
    y: numberAttribute(node, "y", 0),
    width: numberAttribute(node, "width"),
    height: numberAttribute(node, "height"),
  };
  const transform =
    node.attributes.transform === undefined ? undefined : parseTransform(node.attributes.transform);
  const sliced = node.attributes.preserveAspectRatio === "xMidYMid slice";
  const placed = transform ?? [1, 0, 0, 1, 0, 0];
  return {
    href,
    colourMatrix,
    box,
    visible: sliced ? wholeImage : visibleRegion(box, placed, clip),
    // The renderer's groups around an image only turn it (rotate()), so its own transform is its scale on the page.
    ...(sliced
      ? {}
      : { mmPerUnit: { x: Math.hypot(placed[0], placed[1]), y: Math.hypot(placed[2], placed[3]) } }),
  };
}

function drawImage(node: XmlNode, context: DrawContext, clipBox: Box | undefined): void {
  const request = imageRequestOf(node, context.defs, clipBox);
  const key = imageKey(request);
  const embedded = context.images.get(key);
  if (embedded === undefined) throw new Error(`the image ${request.href} was not embedded`);
  const { image, region } = embedded;
  let name = context.imageNames.get(key);
  if (name === undefined) {
    name = context.page.node.newXObject("Im", image.ref);
    context.imageNames.set(key, name);
  }
  const x = numberAttribute(node, "x", 0);
  const y = numberAttribute(node, "y", 0);
  const { width, height } = request.box;
  const ops = context.operators;
  ops.push(pushGraphicsState());
  if (node.attributes.transform !== undefined)
    ops.push(concatTransformationMatrix(...parseTransform(node.attributes.transform)));
  const aspect = node.attributes.preserveAspectRatio ?? "xMidYMid meet";
  let drawn: Box = { x, y, width, height };
  if (aspect === "xMidYMid slice") {
    // Cover the box with the picture, centred, and clip to the box.
    const scale = Math.max(width / image.width, height / image.height);
    const drawnWidth = image.width * scale;
    const drawnHeight = image.height * scale;
    drawn = {
      x: x + (width - drawnWidth) / 2,
      y: y + (height - drawnHeight) / 2,
      width: drawnWidth,
      height: drawnHeight,
    };
    ops.push(rectangle(x, y, width, height), clip(), endPath());
  } else if (aspect === "none") {
    // A picture encoded again is only the part its field shows: drawn where that part sits in the whole.
    drawn = {
      x: x + region.x * width,
      y: y + region.y * height,
      width: region.width * width,
      height: region.height * height,
    };
  } else {
    throw new Error(`print understands preserveAspectRatio none or xMidYMid slice, not ${aspect}`);
  }
  // An image XObject fills the unit square with its first row at the top (y = 1); SVG's y runs down.
  ops.push(
    concatTransformationMatrix(drawn.width, 0, 0, -drawn.height, drawn.x, drawn.y + drawn.height),
    drawObject(name),
    popGraphicsState(),
  );
}

function fontOf(node: XmlNode): FontFamily {
  const family = (node.attributes["font-family"] ?? "").replace(/^'(.*)'$/, "$1");
  if (!isFontFamily(family)) throw new Error(`print does not know the font ${family}`);
  return family;
}

/** One line of text at its anchor point: glyphs of the embedded font, spaced by fontkit's positions (kerning). */
function drawLine(
  text: string,
  x: number,
  y: number,
  family: FontFamily,
  sizeMm: number,
  anchor: string,
  context: DrawContext,
): void {
  if (text === "") return;
  const pdfFont = context.pdfFonts.get(family);
  if (pdfFont === undefined) throw new Error(`the font ${family} was not embedded`);
  let name = context.fontNames.get(family);
  if (name === undefined) {
    name = context.page.node.newFontDictionary(pdfFont.name, pdfFont.ref);
    context.fontNames.set(family, name);
  }
  const { run, unitsPerEm } = context.fonts.layout(text, family);
  const width = (run.advanceWidth / unitsPerEm) * sizeMm;
  const start = anchor === "middle" ? x - width / 2 : anchor === "end" ? x - width : x;
  // pdf-lib lays the text out with the same fontkit and writes one 4-digit glyph id per glyph.
  const hex = pdfFont.encodeText(text).toString().slice(1, -1);
  const ops = context.operators;
  ops.push(beginText(), setFontAndSize(name, sizeMm), setTextMatrix(1, 0, 0, -1, start, y));
  if (hex.length !== run.glyphs.length * 4) {
    ops.push(showText(PDFHexString.of(hex)), endText());
    return;
  }
  const parts: (PDFHexString | PDFNumber)[] = [];
  let pending = "";
  run.glyphs.forEach((glyph, index) => {
    pending += hex.slice(index * 4, index * 4 + 4);
    const position = run.positions[index];
    const adjust =
      position === undefined ? 0 : ((glyph.advanceWidth - position.xAdvance) * 1000) / unitsPerEm;
    if (Math.abs(adjust) > 1e-3 && index < run.glyphs.length - 1) {
      parts.push(PDFHexString.of(pending), PDFNumber.of(Math.round(adjust * 1000) / 1000));
      pending = "";
    }
  });
  if (pending !== "") parts.push(PDFHexString.of(pending));
  const array = context.page.doc.context.obj(parts);
  ops.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [array]), endText());
}

function drawText(node: XmlNode, context: DrawContext): void {
  const family = fontOf(node);
  const sizeMm = numberAttribute(node, "font-size");
  const fillColour = colour(node.attributes.fill ?? "#000000");
  if (fillColour === undefined) return;
  const anchor = node.attributes["text-anchor"] ?? "start";
  context.operators.push(pushGraphicsState(), setFillingRgbColor(...fillColour));
  if (node.text.trim() !== "" || node.children.length === 0) {
    drawLine(
      node.text,
      numberAttribute(node, "x", 0),
      numberAttribute(node, "y", 0),
      family,
      sizeMm,
      anchor,
      context,
    );
  }
  for (const span of node.children) {
    if (span.name !== "tspan") throw new Error(`print does not understand <${span.name}> in text`);
    drawLine(
      span.text,
      numberAttribute(span, "x"),
      numberAttribute(span, "y"),
      family,
      sizeMm,
      anchor,
      context,
    );
  }
  context.operators.push(popGraphicsState());
}

function drawNode(node: XmlNode, context: DrawContext, clipBox?: Box): void {
  const ops = context.operators;
  switch (node.name) {
    case "defs":
      return;
    case "rect": {
      const fillColour = colour(node.attributes.fill ?? "#000000");
      if (fillColour === undefined) return;
      ops.push(
        pushGraphicsState(),
        setFillingRgbColor(...fillColour),
        rectangle(
          numberAttribute(node, "x", 0),
          numberAttribute(node, "y", 0),
          numberAttribute(node, "width"),
          numberAttribute(node, "height"),
        ),
        fill(),
        popGraphicsState(),
      );
      return;
    }
    case "g": {
      ops.push(pushGraphicsState());
      if (node.attributes.transform !== undefined)
        ops.push(concatTransformationMatrix(...parseTransform(node.attributes.transform)));
      const box = clipOf(node, context.defs);
      if (box !== undefined) ops.push(rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
      for (const child of node.children) drawNode(child, context, box);
      ops.push(popGraphicsState());
      return;
    }
    case "image":
      drawImage(node, context, clipBox);
      return;
    case "text":
      drawText(node, context);
      return;
    default:
      throw new Error(`print does not understand <${node.name}>`);
  }
}

/** The clip rectangle of a <g clip-path>, in the g's user space (after its own transform). */
function clipOf(node: XmlNode, defs: PageDefs): Box | undefined {
  const clipId = urlReference(node.attributes["clip-path"]);
  if (clipId === undefined) return undefined;
  const box = defs.clips.get(clipId);
  if (box === undefined) throw new Error(`no clipPath ${clipId}`);
  return box;
}

/** Every element below `node` with the clip rectangle of its parent <g>, as drawNode sees them. */
function walk(
  node: XmlNode,
  defs: PageDefs,
  visit: (node: XmlNode, clip: Box | undefined) => void,
  clip?: Box,
): void {
  visit(node, clip);
  const childClip = node.name === "g" ? clipOf(node, defs) : undefined;
  for (const child of node.children) walk(child, defs, visit, childClip);
}

/**
 * One PDF page per part of the template: MediaBox and BleedBox are the trim box and its bleed, TrimBox the trim
 * box, in points; fonts embedded (subset), pictures at their full resolution.
 */
export async function renderPrintPdf(
  doc: TemplateDocument,
  instance: TemplateInstance,
  options: PrintOptions,
): Promise<Uint8Array> {
  const fonts = options.fonts ?? (await loadServerFonts());
  const parts = renderTemplate(doc, instance, {
    mode: "print",
    measure: fonts.measure,
    fonts: fonts.faces,
    assets: {
      picture: (uuid) => `picture:${uuid}`,
      artwork: (ref) => `artwork:${ref}`,
      background: (uuid) => `background:${uuid}`,
      cutout: (uuid) => `cutout:${uuid}`,
    },
    locale: options.locale,
    weekStart: options.weekStart,
    placeholders: options.placeholders,
    idPrefix: "p",
  });
  const pages = parts.map((part) => {
    const svg = parseXml(part.svg);
    return { part, svg, defs: readDefs(svg) };
  });

  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(doc.name);
  pdf.setProducer("photo-webshop");
  pdf.setCreator("photo-webshop print (decision 0019)");

  // Every picture and font once for the whole file, embedded side by side before any page is drawn.
  const requests = new Map<string, ImageRequest>();
  const families = new Set<FontFamily>();
  for (const { svg, defs } of pages) {
    walk(svg, defs, (node, clip) => {
      if (node.name === "image") {
        const request = imageRequestOf(node, defs, clip);
        const key = imageKey(request);
        const seen = requests.get(key);
        // SVG artwork is drawn once, for the largest box it appears in.
        if (seen === undefined || seen.box.width * seen.box.height < request.box.width * request.box.height)
          requests.set(key, request);
      } else if (node.name === "text") {
        families.add(fontOf(node));
      }
    });
  }
  const images = new Map<string, EmbeddedImage>();
  await Promise.all(
    [...requests].map(async ([key, request]) => {
      images.set(key, await embedImage(pdf, request, options));
    }),
  );
  const pdfFonts = new Map<FontFamily, PDFFont>();
  for (const family of families) {
    pdfFonts.set(family, await pdf.embedFont(fonts.file(family), { subset: true }));
  }

  for (const { part, svg, defs } of pages) {
    // The print SVG's viewBox starts at minus the bleed.
    const bleed = -Number.parseFloat(svg.attributes.viewBox?.split(" ")[0] ?? "0");
    const width = part.width * ptPerMm;
    const height = part.height * ptPerMm;
    const page = pdf.addPage([width, height]);
    page.setBleedBox(0, 0, width, height);
    page.setTrimBox(
      bleed * ptPerMm,
      bleed * ptPerMm,
      width - 2 * bleed * ptPerMm,
      height - 2 * bleed * ptPerMm,
    );
    const context: DrawContext = {
      page,
      defs,
      fonts,
      pdfFonts,
      images,
      operators: [],
      fontNames: new Map(),
      imageNames: new Map(),
    };
    // SVG user space (mm from the trim box's corner, y down) onto the page (points from the bleed's corner, y up).
    context.operators.push(
      pushGraphicsState(),
      concatTransformationMatrix(ptPerMm, 0, 0, -ptPerMm, bleed * ptPerMm, height - bleed * ptPerMm),
    );
    for (const child of svg.children) drawNode(child, context);
    context.operators.push(popGraphicsState());
    page.pushOperators(...context.operators);
  }
  return pdf.save();
}
