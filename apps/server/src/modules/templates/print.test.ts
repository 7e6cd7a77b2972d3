import { inflateSync } from "node:zlib";
import { RenderError } from "@shop/render/render";
import { parseTemplateInstance } from "@shop/render/template";
import { aFilledInstance, aFoldedCard, aWallCalendar } from "@shop/render/test-templates";
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFNumber,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadServerFonts, type ServerFonts } from "./measure.ts";
import { parseTransform, renderPrintPdf } from "./print.ts";

const ptPerMm = 72 / 25.4;

/** A 3000×2000 JPEG whose top-left quarter is red and the rest blue. */
async function aJpeg(width = 3000, height = 2000): Promise<Buffer> {
  const quarter = await sharp({
    create: { width: width / 2, height: height / 2, channels: 3, background: "#ff0000" },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: quarter, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const stars = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><circle cx="50" cy="50" r="40" fill="gold"/></svg>',
);

function resolved<T extends PDFObject>(
  page: PDFPage,
  object: PDFObject | undefined,
  // pdf-lib's object classes have private constructors, so the class is taken by its prototype.
  type: { prototype: T; name: string },
): T {
  const value = object instanceof PDFRef ? page.doc.context.lookup(object) : object;
  if (!(value instanceof (type as unknown as typeof Object))) throw new Error(`expected a ${type.name}`);
  return value as T;
}

function resourceDict(page: PDFPage, kind: "Font" | "XObject"): PDFDict {
  return resolved(page, page.node.Resources()?.get(PDFName.of(kind)), PDFDict);
}

/** The embedded fonts of a page: BaseFont, and whether the font file is in the PDF. */
function fontsOf(page: PDFPage): { name: string; embedded: boolean }[] {
  return resourceDict(page, "Font")
    .values()
    .map((ref) => {
      const font = resolved(page, ref, PDFDict);
      const descendant = resolved(page, font.get(PDFName.of("DescendantFonts")), PDFArray).get(0);
      const descriptor = resolved(
        page,
        resolved(page, descendant, PDFDict).get(PDFName.of("FontDescriptor")),
        PDFDict,
      );
      const file = descriptor.get(PDFName.of("FontFile2")) ?? descriptor.get(PDFName.of("FontFile3"));
      return {
        name: font.get(PDFName.of("BaseFont"))?.toString() ?? "",
        embedded: file !== undefined && resolved(page, file, PDFRawStream).contents.byteLength > 1000,
      };
    });
}

function imagesOf(page: PDFPage): { width: number; height: number; filter: string; colourSpace: string }[] {
  return resourceDict(page, "XObject")
    .values()
    .map((ref) => {
      const { dict } = resolved(page, ref, PDFRawStream);
      const numberOf = (key: string) => (dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      return {
        width: numberOf("Width"),
        height: numberOf("Height"),
        filter: dict.get(PDFName.of("Filter"))?.toString() ?? "",
        colourSpace: dict.get(PDFName.of("ColorSpace"))?.toString() ?? "",
      };
    });
}

/** A page's content streams as text. */
function contentOf(page: PDFPage): string {
  const contents = page.node.get(PDFName.of("Contents"));
  const refs = contents instanceof PDFArray ? contents.asArray() : [contents];
  return refs
    .map((ref) => {
      const stream = resolved(page, ref, PDFRawStream);
      const flate = stream.dict.get(PDFName.of("Filter"))?.toString() === "/FlateDecode";
      return (flate ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString("latin1");
    })
    .join("\n");
}

function box(rectangle: { x: number; y: number; width: number; height: number }) {
  return [rectangle.x, rectangle.y, rectangle.width, rectangle.height].map(
    (value) => Math.round(value * 100) / 100,
  );
}

describe("renderPrintPdf", () => {
  let fonts: ServerFonts;
  let jpeg: Buffer;
  beforeAll(async () => {
    fonts = await loadServerFonts();
    jpeg = await aJpeg();
  });

  it("writes a 13-page wall calendar: one page per part, trim box and its bleed, fonts embedded", async () => {
    const calendar = aWallCalendar();
    const bytes = await renderPrintPdf(calendar, aFilledInstance(calendar, { year: 2027 }), {
      pictures: async (uuid) => (uuid === "pic-1" ? jpeg : undefined),
      fonts,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(13);
    expect(pdf.getTitle()).toBe("Wall calendar");
    // 200 × 300 mm with 3 mm of bleed on each side.
    const width = 206 * ptPerMm;
    const height = 306 * ptPerMm;
    for (const page of pdf.getPages()) {
      expect(box({ x: 0, y: 0, ...page.getSize() })).toEqual(box({ x: 0, y: 0, width, height }));
      expect(box(page.getMediaBox())).toEqual(box({ x: 0, y: 0, width, height }));
      expect(box(page.getBleedBox())).toEqual(box({ x: 0, y: 0, width, height }));
      expect(box(page.getTrimBox())).toEqual(
        box({ x: 3 * ptPerMm, y: 3 * ptPerMm, width: 200 * ptPerMm, height: 300 * ptPerMm }),
      );
    }
    const [cover, january] = pdf.getPages();
    if (cover === undefined || january === undefined) throw new Error("no pages");
    // The cover has a picture and no text; a month has its grid in Montserrat, embedded.
    expect(imagesOf(cover)).toEqual([
      { width: 3000, height: 2000, filter: "/DCTDecode", colourSpace: "/DeviceRGB" },
    ]);
    const monthFonts = fontsOf(january);
    expect(monthFonts).toHaveLength(1);
    expect(monthFonts[0]?.name).toMatch(/Montserrat/);
    expect(monthFonts[0]?.embedded).toBe(true);
  });

  it("keeps a picture at its full resolution: the original JPEG's bytes, once for every page", async () => {
    const calendar = aWallCalendar();
    const bytes = await renderPrintPdf(calendar, aFilledInstance(calendar), {
      pictures: async () => jpeg,
      fonts,
    });
    const pdf = await PDFDocument.load(bytes);
    const streams = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFRawStream => object instanceof PDFRawStream)
      .filter((stream) => stream.dict.get(PDFName.of("Subtype"))?.toString() === "/Image");
    expect(streams).toHaveLength(1);
    expect(Buffer.from(streams[0]?.contents ?? []).equals(jpeg)).toBe(true);
  });

  it("embeds each font a card uses, sets its text, and applies crop, rotation and effect to the full picture", async () => {
    const card = aFoldedCard();
    const instance = parseTemplateInstance({
      ...aFilledInstance(card),
      images: {
        photo: {
          picture: { uuid: "pic-1", width: 3000, height: 2000 },
          crop: { x: 0.1, y: 0.1, width: 0.6, height: 0.6 },
          rotation: 90,
          effect: "bw",
        },
      },
      texts: { greeting: { text: "God jul fra Åse, AVA" } },
    });
    const bytes = await renderPrintPdf(card, instance, {
      pictures: async () => jpeg,
      artwork: async (ref) => (ref === "art/stars.svg" ? stars : undefined),
      fonts,
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const [front, inside] = pdf.getPages();
    if (front === undefined || inside === undefined) throw new Error("no pages");
    expect(fontsOf(front).map((font) => font.name)).toEqual([expect.stringMatching(/DancingScript/)]);
    expect(fontsOf(front)[0]?.embedded).toBe(true);
    expect(fontsOf(inside).map((font) => font.name)).toEqual([expect.stringMatching(/Roboto/)]);
    // The inside takes the schema's default bleed of 3 mm.
    for (const page of [front, inside])
      expect(box(page.getTrimBox())).toEqual(
        box({ x: 3 * ptPerMm, y: 3 * ptPerMm, width: 150 * ptPerMm, height: 150 * ptPerMm }),
      );

    // The black-and-white picture had to be encoded again: it keeps what its field shows at the original's full
    // resolution. The crop is 60 % of the turned picture (1200 × 1800 px), the field's shape cuts its height to
    // 1200 × 108/156 ≈ 831 px; before the turn that is 831 × 1200 px of the 3000 × 2000 file.
    const images = imagesOf(front);
    const picture = images.find((image) => image.filter === "/DCTDecode");
    expect(picture?.height).toBe(1200);
    expect(picture?.width).toBeGreaterThanOrEqual(831);
    expect(picture?.width).toBeLessThanOrEqual(832);
    const artwork = Math.round((25 / 25.4) * 300);
    expect(images).toContainEqual({
      width: artwork,
      height: artwork,
      filter: "/FlateDecode",
      colourSpace: "/DeviceRGB",
    });
    const stream = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .find(
        (object): object is PDFRawStream =>
          object instanceof PDFRawStream &&
          object.dict.get(PDFName.of("Filter"))?.toString() === "/DCTDecode",
      );
    const { data, info } = await sharp(Buffer.from(stream?.contents ?? []))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Rec. 709 weights, r = g = b: the visible part starts in the red quarter (grey 54) and ends in blue (grey 18).
    const pixel = (x: number, y: number) => {
      const at = (info.width * y + x) * info.channels;
      return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    };
    for (const [[x, y], grey] of [
      [[100, 100], Math.round(0.2126 * 255)],
      [[info.width - 50, info.height - 50], Math.round(0.0722 * 255)],
    ] as const) {
      for (const channel of pixel(x, y)) expect(Math.abs(channel - grey), `${x},${y}`).toBeLessThan(6);
    }

    // The picture is drawn through a clip of its field and the page's matrices, the text with glyph positions.
    const content = contentOf(front);
    expect(content).toMatch(/ re\s+W\s+n/);
    expect(content).toMatch(/\] TJ/);
    expect(content).toMatch(/\/Im-?\d+ Do/);
  });

  it("refuses a picture whose file is missing, as the renderer refuses an empty field", async () => {
    const calendar = aWallCalendar();
    await expect(
      renderPrintPdf(calendar, aFilledInstance(calendar), { pictures: async () => undefined, fonts }),
    ).rejects.toBeInstanceOf(RenderError);
    const empty = parseTemplateInstance({ ...aFilledInstance(calendar), images: {} });
    await expect(
      renderPrintPdf(calendar, empty, { pictures: async () => jpeg, fonts }),
    ).rejects.toMatchObject({
      code: "missing-picture",
    });
  });

  it("lays a green-screen picture's cut-out, with its transparency, over the chosen background", async () => {
    const card = aFoldedCard();
    const filled = aFilledInstance(card);
    const photo = filled.images.photo;
    if (!photo) throw new Error("the card's photo field is filled");
    const onBackground = parseTemplateInstance({
      ...filled,
      images: { ...filled.images, photo: { ...photo, background: "bg-1" } },
    });
    const cutout = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#00ff0080" } })
      .png()
      .toBuffer();
    const asked: string[] = [];
    const bytes = await renderPrintPdf(card, onBackground, {
      fonts,
      pictures: async () => jpeg,
      artwork: async () => stars,
      backgrounds: async (uuid) => {
        asked.push(`background ${uuid}`);
        return jpeg;
      },
      cutouts: async (uuid) => {
        asked.push(`cutout ${uuid}`);
        return cutout;
      },
    });
    expect(asked.sort()).toEqual(["background bg-1", `cutout ${photo.picture.uuid}`]);
    const [front] = (await PDFDocument.load(bytes)).getPages();
    if (!front) throw new Error("no front page");
    const xobjects = resourceDict(front, "XObject")
      .values()
      .map((ref) => resolved(front, ref, PDFRawStream).dict);
    // The cut-out is the 300 × 200 image, drawn with its alpha as a soft mask.
    const cut = xobjects.find((dict) => (dict.get(PDFName.of("Width")) as PDFNumber).asNumber() === 300);
    expect(cut?.get(PDFName.of("SMask"))).toBeDefined();
    await expect(
      renderPrintPdf(card, onBackground, {
        fonts,
        pictures: async () => jpeg,
        artwork: async () => stars,
        backgrounds: async () => jpeg,
      }),
    ).rejects.toMatchObject({ code: "missing-asset" });
  });

  it("turns a JPEG by its EXIF orientation before it is embedded", async () => {
    // Stored 600 × 400 with its red quarter top left; orientation 6 shows it 400 × 600, red at the top right.
    const turned = await sharp(await aJpeg(600, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const calendar = aWallCalendar();
    const filled = aFilledInstance(calendar);
    const images = Object.fromEntries(
      Object.entries(filled.images).map(([field, choice]) => [
        field,
        { ...choice, picture: { uuid: "pic-1", width: 400, height: 600 } },
      ]),
    );
    const bytes = await renderPrintPdf(calendar, parseTemplateInstance({ ...filled, images }), {
      pictures: async () => turned,
      fonts,
    });
    const pdf = await PDFDocument.load(bytes);
    const [cover] = pdf.getPages();
    if (cover === undefined) throw new Error("no pages");
    // The 206 × 306 mm cover shows all 400 px of the width and 594 of the 600 px of the height.
    const [image] = imagesOf(cover);
    expect(image?.width).toBe(400);
    expect(image?.height).toBeGreaterThanOrEqual(594);
    expect(image?.height).toBeLessThanOrEqual(596);
    const stream = resolved(cover, resourceDict(cover, "XObject").values()[0], PDFRawStream);
    const { data, info } = await sharp(Buffer.from(stream.contents))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => {
      const at = (info.width * y + x) * info.channels;
      return (data[at] ?? 0) > 200 && (data[at + 2] ?? 0) < 60;
    };
    expect(red(info.width - 20, 20)).toBe(true);
    expect(red(20, 20)).toBe(false);
  });
});

describe("parseTransform", () => {
  const apply = (m: readonly number[], x: number, y: number) => [
    (m[0] ?? 0) * x + (m[2] ?? 0) * y + (m[4] ?? 0),
    (m[1] ?? 0) * x + (m[3] ?? 0) * y + (m[5] ?? 0),
  ];

  it("reads the renderer's matrix() and rotate() about a centre as SVG means them", () => {
    expect(parseTransform("matrix(1 2 3 4 5 6)")).toEqual([1, 2, 3, 4, 5, 6]);
    const turn = parseTransform("rotate(90 10 20)");
    // Clockwise on screen (y down): the point right of the centre goes below it; the centre stays.
    expect(apply(turn, 20, 20).map((value) => Math.round(value * 1e9) / 1e9)).toEqual([10, 30]);
    expect(apply(turn, 10, 20).map((value) => Math.round(value * 1e9) / 1e9)).toEqual([10, 20]);
    expect(parseTransform("translate(3 4) scale(2)")).toEqual([2, 0, 0, 2, 3, 4]);
  });

  it("refuses what it does not understand", () => {
    expect(() => parseTransform("skewX(10)")).toThrow(/transform/);
    expect(() => parseTransform("matrix(1 2 3)")).toThrow(/transform/);
  });
});
