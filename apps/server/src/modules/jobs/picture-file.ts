import type { Metadata } from "sharp";
import { loadSharp } from "../../platform/sharp.ts";

/**
 * Limits for a picture file the shop takes in (the job import, and uploads when they come). Big enough for any
 * camera a school photographer uses (a 100 megapixel medium-format file), small enough that one file cannot
 * exhaust the server's memory.
 */
export interface PictureFileLimits {
  maxBytes: number;
  maxPixels: number;
  /** The shortest side a picture worth selling has. */
  minSide: number;
}

export const pictureFileLimits: PictureFileLimits = {
  maxBytes: 80 * 1024 * 1024,
  maxPixels: 100_000_000,
  minSide: 16,
};

/**
 * Photographs only: a vector format (SVG) can point at other files and is not a photograph, and raw formats need
 * the photographer's own development.
 */
const photoFormats = new Set(["jpeg", "png", "webp", "tiff", "heif"]);

/** Originals are sold as digital files, so they keep nearly all the camera's detail. */
const originalJpegQuality = 92;

export interface CheckedPicture {
  /** The picture as the shop stores it: a JPEG, turned upright, without the camera's metadata (GPS and all). */
  jpeg: Buffer;
  width: number;
  height: number;
}

export class PictureFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PictureFileError";
  }
}

/** A file's image header, within the size limit; an error that names the problem otherwise. */
async function readMetadata(data: Buffer, limits: PictureFileLimits): Promise<Metadata> {
  if (data.length > limits.maxBytes) {
    throw new PictureFileError(`larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`);
  }
  const sharp = await loadSharp();
  try {
    return await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new PictureFileError("not an image the shop can read");
  }
}

/**
 * Decodes a picture file (its bytes decide, not its name), checks the limits and re-encodes it, so that nothing but
 * pixels reaches the storage.
 */
export async function checkPictureFile(
  data: Buffer,
  limits: PictureFileLimits = pictureFileLimits,
): Promise<CheckedPicture> {
  const metadata = await readMetadata(data, limits);
  const { width, height, format } = metadata;
  if (!width || !height) throw new PictureFileError("not an image the shop can read");
  if (!photoFormats.has(format)) {
    throw new PictureFileError(
      `a ${format.toUpperCase()} file, not a photograph (JPEG, PNG, WebP, TIFF or AVIF)`,
    );
  }
  if (width * height > limits.maxPixels) {
    throw new PictureFileError(`more than ${limits.maxPixels / 1_000_000} megapixels`);
  }
  if (Math.min(width, height) < limits.minSide) {
    throw new PictureFileError(`smaller than ${limits.minSide} pixels on a side`);
  }
  const sharp = await loadSharp();
  try {
    const { data: jpeg, info } = await sharp(data, {
      limitInputPixels: limits.maxPixels,
      failOn: "truncated",
    })
      .rotate()
      .jpeg({ quality: originalJpegQuality })
      .toBuffer({ resolveWithObject: true });
    return { jpeg, width: info.width, height: info.height };
  } catch {
    throw new PictureFileError("not an image the shop can read (the file is damaged)");
  }
}

/**
 * Decodes a green-screen picture's mask (white where the person is, black around; any photo format, colour or grey)
 * and stores it as a one-channel PNG, upright. It must have the picture's size once both are upright: a mask of
 * another size would cut the person out in the wrong place.
 */
export async function checkMaskFile(
  data: Buffer,
  picture: { width: number; height: number },
  limits: PictureFileLimits = pictureFileLimits,
): Promise<Buffer> {
  const metadata = await readMetadata(data, limits);
  if (!photoFormats.has(metadata.format)) {
    throw new PictureFileError(
      `a ${metadata.format.toUpperCase()} file, not a mask (PNG, JPEG, WebP, TIFF or AVIF)`,
    );
  }
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? metadata.height : metadata.width;
  const height = turned ? metadata.width : metadata.height;
  if (width !== picture.width || height !== picture.height) {
    throw new PictureFileError(
      `the mask is ${width}×${height} pixels, its picture ${picture.width}×${picture.height}: they must be the same size`,
    );
  }
  const sharp = await loadSharp();
  try {
    return await sharp(data, { limitInputPixels: limits.maxPixels, failOn: "truncated" })
      .rotate()
      .extractChannel(0)
      .toColourspace("b-w")
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new PictureFileError("not an image the shop can read (the file is damaged)");
  }
}
