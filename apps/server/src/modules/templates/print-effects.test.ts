import { renderPart } from "@shop/render/render";
import { parseTemplateInstance } from "@shop/render/template";
import { aFilledInstance, aWallCalendar } from "@shop/render/test-templates";
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadServerFonts, type ServerFonts } from "./measure.ts";
import { type EncodedCache, renderPrintPdf } from "./print.ts";

/** The CSS Filter Effects spec's sepia(1) and grayscale(1), written out here apart from the renderer's own. */
const css = {
  sepia: [
    [0.393, 0.769, 0.189],
    [0.349, 0.686, 0.168],
    [0.272, 0.534, 0.131],
  ],
  bw: [
    [0.2126, 0.7152, 0.0722],
    [0.2126, 0.7152, 0.0722],
    [0.2126, 0.7152, 0.0722],
  ],
} as const;

const known = [200, 120, 40] as const;

function throughCss(effect: keyof typeof css): number[] {
  return css[effect].map((row) =>
    Math.min(255, Math.round(row.reduce((sum, weight, index) => sum + weight * (known[index] ?? 0), 0))),
  );
}

/** The calendar with one picture on every page, each with the effect. */
function calendarWith(effect: "original" | "sepia" | "bw", picture: { width: number; height: number }) {
  const calendar = aWallCalendar();
  const filled = aFilledInstance(calendar);
  const images = Object.fromEntries(
    Object.entries(filled.images).map(([field, choice]) => [
      field,
      { ...choice, effect, picture: { uuid: "pic-1", ...picture } },
    ]),
  );
  return { calendar, instance: parseTemplateInstance({ ...filled, images }) };
}

/** The PDF's JPEG images: their size and their bytes. */
async function jpegsOf(bytes: Uint8Array) {
  const pdf = await PDFDocument.load(bytes);
  return pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream && object.dict.get(PDFName.of("Filter"))?.toString() === "/DCTDecode",
    )
    .map((stream) => ({
      width: (stream.dict.get(PDFName.of("Width")) as PDFNumber).asNumber(),
      height: (stream.dict.get(PDFName.of("Height")) as PDFNumber).asNumber(),
      bytes: Buffer.from(stream.contents),
    }));
}

async function middlePixel(image: Buffer | string): Promise<number[]> {
  const { data, info } = await sharp(typeof image === "string" ? Buffer.from(image) : image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (info.width * Math.floor(info.height / 2) + Math.floor(info.width / 2)) * info.channels;
  return [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
}

describe("renderPrintPdf with an effect", () => {
  let fonts: ServerFonts;
  let flat: Buffer;
  beforeAll(async () => {
    fonts = await loadServerFonts();
    flat = await sharp({ create: { width: 600, height: 400, channels: 3, background: [...known] } })
      .jpeg({ quality: 95 })
      .toBuffer();
  });

  it.each(["sepia", "bw"] as const)(
    "prints %s in the colours the editor's preview shows (CSS's matrix, in sRGB)",
    async (effect) => {
      const { calendar, instance } = calendarWith(effect, { width: 600, height: 400 });
      const [printed] = await jpegsOf(
        await renderPrintPdf(calendar, instance, { pictures: async () => flat, fonts }),
      );
      if (printed === undefined) throw new Error("no picture in the PDF");
      const inPrint = await middlePixel(printed.bytes);

      // The preview's SVG (the editor's) drawn by librsvg, its filter and all, over a PNG of the same colour.
      const png = await sharp(flat).png().toBuffer();
      const [cover] = calendar.parts;
      if (cover === undefined) throw new Error("no cover");
      const preview = renderPart(calendar, instance, cover.id, {
        mode: "preview",
        measure: fonts.measure,
        widthPx: 412,
        assets: {
          picture: () => `data:image/png;base64,${png.toString("base64")}`,
          artwork: () => undefined,
        },
      });
      const field = await sharp(Buffer.from(preview.svg)).extract({
        left: 150,
        top: 100,
        width: 100,
        height: 80,
      });
      const inPreview = await middlePixel(await field.png().toBuffer());

      const expected = throughCss(effect);
      for (const [channel, value] of expected.entries()) {
        expect(
          Math.abs((inPrint[channel] ?? 0) - value),
          `print ${inPrint} vs CSS ${expected}`,
        ).toBeLessThanOrEqual(3);
        expect(
          Math.abs((inPreview[channel] ?? 0) - value),
          `preview ${inPreview} vs CSS ${expected}`,
        ).toBeLessThanOrEqual(3);
      }
    },
  );

  it("scales a camera-sized picture with an effect down to 300 dpi at its placed size, never below", async () => {
    const camera = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: [...known] } })
      .jpeg()
      .toBuffer();
    const { calendar, instance } = calendarWith("sepia", { width: 6000, height: 4000 });
    const images = await jpegsOf(
      await renderPrintPdf(calendar, instance, { pictures: async () => camera, fonts }),
    );
    // The cover's field is 206 × 156 mm with its bleed, the months' 180 × 140 mm; each shows the whole height.
    const needed = (mm: number) => Math.ceil((mm / 25.4) * 300);
    const sizes = images.map(({ width, height }) => `${width}×${height}`).sort();
    expect(new Set(sizes).size).toBe(2);
    for (const { width, height } of images) {
      expect(width).toBeLessThan(6000);
      expect(height).toBeLessThan(4000);
      expect(width >= needed(180) && height >= needed(140), `${width}×${height}`).toBe(true);
    }
  });

  it("keeps pictures encoded again in the cache it is given, and a second print file reuses them", async () => {
    const kept = new Map<string, Uint8Array>();
    const encoded: EncodedCache = {
      get: async (picture, recipe) => kept.get(`${picture} ${recipe}`),
      put: async (picture, recipe, bytes) => {
        kept.set(`${picture} ${recipe}`, bytes);
      },
    };
    const { calendar, instance } = calendarWith("bw", { width: 600, height: 400 });
    let reads = 0;
    const pictures = async () => {
      reads++;
      return flat;
    };
    const first = await jpegsOf(await renderPrintPdf(calendar, instance, { pictures, fonts, encoded }));
    expect(reads).toBeGreaterThan(0);
    expect(kept.size).toBe(2);
    reads = 0;
    const second = await jpegsOf(await renderPrintPdf(calendar, instance, { pictures, fonts, encoded }));
    expect(reads).toBe(0);
    expect(second.map((image) => image.bytes.toString("base64")).sort()).toEqual(
      first.map((image) => image.bytes.toString("base64")).sort(),
    );
    // Another effect is another picture.
    const sepia = calendarWith("sepia", { width: 600, height: 400 });
    await renderPrintPdf(sepia.calendar, sepia.instance, { pictures, fonts, encoded });
    expect(reads).toBeGreaterThan(0);
    expect(kept.size).toBe(4);
  });
});
