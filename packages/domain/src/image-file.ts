/**
 * What the shop checks of a picture file someone hands in (a parent's upload, the photographer's job import, a
 * background, a mask, a retouched file) before it decodes a pixel of it (decision 0038). A file's header says what it
 * likes: a 300-byte JPEG may claim 10 000 × 10 000 pixels, and decoding what it claims costs as much memory and time as
 * decoding a real photograph of that size. So the header's pixels are bounded, the file must carry the bytes such a
 * picture needs in its format, and it must not end before its picture does.
 */

export const imageFormats = ["jpeg", "png", "webp", "heif", "tiff"] as const;
export type ImageFormat = (typeof imageFormats)[number];

export function isImageFormat(format: string | undefined): format is ImageFormat {
  return (imageFormats as readonly string[]).includes(format ?? "");
}

export interface ImageFileLimits {
  readonly maxBytes: number;
  /** The most pixels the shop decodes of one file. */
  readonly maxPixels: number;
  readonly formats: readonly ImageFormat[];
  /**
   * A JPEG or WebP with up to `shrinkOnLoad`² times maxPixels is read at 1/`shrinkOnLoad` of its size (the decoders
   * scale while they decode, for a fraction of the cost) instead of being refused; 1 refuses it.
   */
  readonly shrinkOnLoad: 1 | 2;
  /** The shortest side a picture must have. */
  readonly minSide?: number;
}

/** JPEG cannot hold a side longer than this, and no decoder is asked for one. */
export const maxSide = 65_500;

/** Formats whose decoders read a picture at a fraction of its size while decoding (libjpeg's DCT scaling, libwebp's). */
const shrinkableFormats: ReadonlySet<ImageFormat> = new Set(["jpeg", "webp"]);

/**
 * Below this many pixels a picture is cheap to decode whatever its bytes; above it, a file must hold at least
 * `minBytesPerPixel` of its format. The floors are a fifth to a tenth of what a photograph needs (a flat, noiseless
 * studio backdrop at low quality): a 12-megapixel phone photo is 2–5 MB as JPEG (0.2–0.4 bytes a pixel), 1–2.5 MB as
 * HEIC. A picture of one colour needs far less (JPEG 0.006, PNG 0.003, WebP 0.002, AVIF 0.00003 bytes a pixel), and
 * a decompression bomb is exactly that.
 */
export const densityFromPixels = 4_000_000;
export const minBytesPerPixel: Readonly<Record<ImageFormat, number>> = {
  jpeg: 0.01,
  png: 0.01,
  tiff: 0.01,
  webp: 0.004,
  heif: 0.004,
};

export type ImageFileRefusal =
  | "not_an_image"
  | "too_large"
  | "too_many_pixels"
  | "too_few_bytes"
  | "too_small"
  | "truncated";

/** What a file's header claims, its size, and whether it ends before its picture does (isTruncated). */
export interface ImageHeader {
  readonly format: string | undefined;
  readonly width: number;
  readonly height: number;
  readonly bytes: number;
  readonly truncated?: boolean;
}

/** How a checked file is decoded: at its size, or shrunk on load to `width` × `height`. */
export interface DecodePlan {
  readonly format: ImageFormat;
  readonly shrink: 1 | 2;
  readonly width: number;
  readonly height: number;
}

/**
 * The file's check before decoding: a refusal, or how to decode it. A short file that claims many pixels is named
 * truncated when its structure ends early, and too few bytes otherwise.
 */
export function planDecode(
  header: ImageHeader,
  limits: ImageFileLimits,
): { refused: ImageFileRefusal } | { plan: DecodePlan } {
  const { format, width, height, bytes } = header;
  if (bytes > limits.maxBytes) return { refused: "too_large" };
  if (!isImageFormat(format) || !limits.formats.includes(format) || !(width > 0) || !(height > 0))
    return { refused: "not_an_image" };
  if (width > maxSide || height > maxSide) return { refused: "too_many_pixels" };
  const pixels = width * height;
  let shrink: 1 | 2 = 1;
  if (pixels > limits.maxPixels) {
    const canShrink = limits.shrinkOnLoad === 2 && shrinkableFormats.has(format);
    if (!canShrink || pixels > limits.maxPixels * 4) return { refused: "too_many_pixels" };
    shrink = 2;
  }
  if (limits.minSide !== undefined && Math.min(width, height) < limits.minSide)
    return { refused: "too_small" };
  if (header.truncated === true) return { refused: "truncated" };
  if (pixels > densityFromPixels && bytes < pixels * minBytesPerPixel[format])
    return { refused: "too_few_bytes" };
  return {
    plan: {
      format,
      shrink,
      width: Math.max(1, Math.floor(width / shrink)),
      height: Math.max(1, Math.floor(height / shrink)),
    },
  };
}

const readUint32 = (data: Uint8Array, at: number, littleEndian = false) =>
  new DataView(data.buffer, data.byteOffset + at, 4).getUint32(0, littleEndian);
const readUint16 = (data: Uint8Array, at: number) => ((data[at] ?? 0) << 8) | (data[at + 1] ?? 0);

/** A JPEG is whole when its segments fit the file and its end-of-image marker follows its first scan. */
function jpegTruncated(data: Uint8Array): boolean {
  let at = 2;
  while (at + 4 <= data.length) {
    // Not a marker where one must be: a damaged file rather than a short one, which the decoder refuses.
    if (data[at] !== 0xff) return false;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: SOI, TEM and the restart markers.
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return true;
    const end = at + 2 + readUint16(data, at + 2);
    if (end > data.length) return true;
    if (marker === 0xda) {
      // The entropy-coded data cannot hold FF D9 (a data FF is followed by 00), so the first one ends the picture;
      // what follows it (a phone's motion-photo trailer) is not read.
      for (let i = end; i + 1 < data.length; i++) if (data[i] === 0xff && data[i + 1] === 0xd9) return false;
      return true;
    }
    at = end;
  }
  return true;
}

/** A PNG is whole when its chunks fit the file up to IEND. */
function pngTruncated(data: Uint8Array): boolean {
  let at = 8;
  while (at + 12 <= data.length) {
    const end = at + 12 + readUint32(data, at);
    if (end > data.length) return true;
    if (data[at + 4] === 0x49 && data[at + 5] === 0x45 && data[at + 6] === 0x4e && data[at + 7] === 0x44)
      return false;
    at = end;
  }
  return true;
}

/** A WebP is whole when the file holds the RIFF size its header names. */
function webpTruncated(data: Uint8Array): boolean {
  return data.length < 12 || readUint32(data, 4, true) + 8 > data.length;
}

/** A HEIF (HEIC, AVIF) is whole when its top-level boxes fit the file. */
function heifTruncated(data: Uint8Array): boolean {
  let at = 0;
  let boxes = 0;
  while (at + 8 <= data.length) {
    const size = readUint32(data, at);
    let end: number;
    if (size === 1) {
      if (at + 16 > data.length) return true;
      end = at + readUint32(data, at + 8) * 2 ** 32 + readUint32(data, at + 12);
    } else if (size === 0) {
      end = data.length;
    } else {
      end = at + size;
    }
    if (end > data.length || end < at + 8) return true;
    boxes += 1;
    at = end;
  }
  return boxes === 0 || at !== data.length;
}

/**
 * Whether a file ends before its picture does, from its structure alone (no pixel decoded). TIFF, whose strips may
 * lie anywhere in the file, is left to the decoder, which refuses a truncated file as well, after decoding what it has.
 */
export function isTruncated(format: ImageFormat, data: Uint8Array): boolean {
  switch (format) {
    case "jpeg":
      return jpegTruncated(data);
    case "png":
      return pngTruncated(data);
    case "webp":
      return webpTruncated(data);
    case "heif":
      return heifTruncated(data);
    case "tiff":
      return false;
  }
}
