import { describe, expect, it } from "vitest";
import { type ImageFileLimits, isTruncated, planDecode } from "./image-file.ts";

const uploads: ImageFileLimits = {
  maxBytes: 25 * 1024 * 1024,
  maxPixels: 40_000_000,
  formats: ["jpeg", "png", "webp", "heif"],
  shrinkOnLoad: 2,
};
const originals: ImageFileLimits = {
  maxBytes: 80 * 1024 * 1024,
  maxPixels: 100_000_000,
  formats: ["jpeg", "png", "webp", "heif", "tiff"],
  shrinkOnLoad: 1,
  minSide: 16,
};

describe("a picture file's header, before decoding", () => {
  it.each([
    ["a 12-megapixel phone JPEG", { format: "jpeg", width: 4032, height: 3024, bytes: 3_100_000 }],
    ["a 40-megapixel PNG photo", { format: "png", width: 7744, height: 5164, bytes: 60_000_000 / 3 }],
    [
      "a small flat logo (cheap whatever its bytes)",
      { format: "png", width: 1000, height: 1000, bytes: 3000 },
    ],
    ["a phone's HEIC", { format: "heif", width: 4032, height: 3024, bytes: 1_400_000 }],
  ])("decodes %s at its size", (_name, header) => {
    expect(planDecode(header, uploads)).toEqual({
      plan: { format: header.format, shrink: 1, width: header.width, height: header.height },
    });
  });

  it("reads a 48-megapixel JPEG or WebP at half its size, and refuses a PNG or HEIF of that size", () => {
    for (const format of ["jpeg", "webp"]) {
      expect(planDecode({ format, width: 8000, height: 6000, bytes: 12_000_000 }, uploads)).toEqual({
        plan: { format, shrink: 2, width: 4000, height: 3000 },
      });
    }
    for (const format of ["png", "heif"]) {
      expect(planDecode({ format, width: 8000, height: 6000, bytes: 12_000_000 }, uploads)).toEqual({
        refused: "too_many_pixels",
      });
    }
  });

  it("refuses what even half its size would not bring within the pixels, and sides no decoder takes", () => {
    expect(planDecode({ format: "jpeg", width: 14_000, height: 12_000, bytes: 20_000_000 }, uploads)).toEqual(
      {
        refused: "too_many_pixels",
      },
    );
    expect(planDecode({ format: "jpeg", width: 70_000, height: 10, bytes: 20_000_000 }, uploads)).toEqual({
      refused: "too_many_pixels",
    });
  });

  it("refuses the issue's two files: a 292-byte JPEG and a 304 KB PNG that claim 10000 × 10000", () => {
    const claimed = { width: 10_000, height: 10_000 };
    expect(planDecode({ format: "jpeg", ...claimed, bytes: 292, truncated: true }, uploads)).toEqual({
      refused: "truncated",
    });
    expect(planDecode({ format: "jpeg", ...claimed, bytes: 292 }, uploads)).toEqual({
      refused: "too_few_bytes",
    });
    expect(planDecode({ format: "png", ...claimed, bytes: 304_000 }, uploads)).toEqual({
      refused: "too_many_pixels",
    });
    expect(planDecode({ format: "png", ...claimed, bytes: 304_000 }, originals)).toEqual({
      refused: "too_few_bytes",
    });
  });

  it.each([
    ["jpeg", 0.006],
    ["png", 0.003],
    ["webp", 0.002],
    ["heif", 0.000_03],
  ])("refuses a %s of one colour (%f bytes a pixel) above 4 megapixels", (format, bytesPerPixel) => {
    const pixels = 7744 * 5164;
    expect(
      planDecode({ format, width: 7744, height: 5164, bytes: Math.round(pixels * bytesPerPixel) }, uploads),
    ).toEqual({ refused: "too_few_bytes" });
  });

  it("refuses other formats, no size, too many bytes, and a side below the smallest", () => {
    expect(planDecode({ format: "gif", width: 10, height: 10, bytes: 100 }, uploads)).toEqual({
      refused: "not_an_image",
    });
    expect(planDecode({ format: "tiff", width: 10, height: 10, bytes: 100 }, uploads)).toEqual({
      refused: "not_an_image",
    });
    expect(planDecode({ format: undefined, width: 0, height: 0, bytes: 100 }, uploads)).toEqual({
      refused: "not_an_image",
    });
    expect(planDecode({ format: "jpeg", width: 10, height: 10, bytes: 26 * 1024 * 1024 }, uploads)).toEqual({
      refused: "too_large",
    });
    expect(planDecode({ format: "tiff", width: 200, height: 10, bytes: 6000 }, originals)).toEqual({
      refused: "too_small",
    });
  });
});

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const u16 = (n: number) => [n >> 8, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const u32le = (n: number) => u32(n).reverse();

/** SOI, an APP0 with an EXIF-like thumbnail's end marker in it, a frame, a scan header and its data. */
const jpegStart = [
  [0xff, 0xd8],
  [0xff, 0xe0, ...u16(6), 0xff, 0xd9, 0, 0],
  [0xff, 0xc0, ...u16(11), 8, ...u16(10_000), ...u16(10_000), 1, 1, 0x11, 0],
  [0xff, 0xda, ...u16(8), 1, 1, 0, 0, 63, 0],
  [0x12, 0xff, 0x00, 0x34],
];
const png = (...chunks: Array<[string, number]>) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    ...chunks.flatMap(([type, length]) => [u32(length), type, Array(length + 4).fill(0)]),
  );
const box = (type: string, length: number) => [
  ...u32(length + 8),
  ...[...type].map((c) => c.charCodeAt(0)),
  ...Array(length).fill(0),
];

describe("a truncated file, by its structure", () => {
  it("a JPEG needs its end marker after the scan (a thumbnail's end before it does not count)", () => {
    expect(isTruncated("jpeg", bytes(...jpegStart, [0xff, 0xd9]))).toBe(false);
    expect(isTruncated("jpeg", bytes(...jpegStart, [0xff, 0xd9], "a motion photo's trailer"))).toBe(false);
    expect(isTruncated("jpeg", bytes(...jpegStart))).toBe(true);
    expect(isTruncated("jpeg", bytes(...jpegStart.slice(0, 3)))).toBe(true);
    expect(isTruncated("jpeg", bytes(...jpegStart.slice(0, 2), [0xff, 0xc0, ...u16(11), 8]))).toBe(true);
  });

  it("a PNG needs every chunk whole up to IEND", () => {
    expect(isTruncated("png", png(["IHDR", 13], ["IDAT", 100], ["IEND", 0]))).toBe(false);
    expect(isTruncated("png", png(["IHDR", 13], ["IDAT", 100]))).toBe(true);
    const cut = png(["IHDR", 13], ["IDAT", 100], ["IEND", 0]);
    expect(isTruncated("png", cut.subarray(0, 60))).toBe(true);
  });

  it("a WebP needs the bytes its RIFF header names", () => {
    const whole = bytes("RIFF", u32le(20), "WEBPVP8 ", u32le(8), Array(8).fill(0));
    expect(isTruncated("webp", whole)).toBe(false);
    expect(isTruncated("webp", whole.subarray(0, 20))).toBe(true);
  });

  it("a HEIF needs its top-level boxes whole", () => {
    const whole = bytes(box("ftyp", 8), box("meta", 40), box("mdat", 200));
    expect(isTruncated("heif", whole)).toBe(false);
    expect(isTruncated("heif", whole.subarray(0, whole.length - 50))).toBe(true);
  });
});
