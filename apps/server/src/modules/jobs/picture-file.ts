import type { ImageFileLimits, ImageFileRefusal } from "@shop/domain/image-file";
import { originalFileLimits, uploadLimits } from "@shop/domain/limits";
import { decodeHandedIn, ImageRefusedError, streamingJpeg } from "../../platform/image-intake.ts";

/**
 * Limits for a picture file the photographer hands in (the job import's pictures and masks): originals are sold as
 * digital files at their size (packages/domain's originalFileLimits), in any photo format.
 */
export type PictureFileLimits = ImageFileLimits;

export const pictureFileLimits: PictureFileLimits = {
  ...originalFileLimits,
  formats: ["jpeg", "png", "webp", "tiff", "heif"],
  shrinkOnLoad: 1,
};

/**
 * A background behind green-screen pictures is only ever shown and printed: what print needs is enough, and a larger
 * JPEG or WebP is read at half its size, as a parent's upload is (decision 0038).
 */
export const backgroundFileLimits: PictureFileLimits = {
  ...pictureFileLimits,
  maxPixels: uploadLimits.maxPixels,
  shrinkOnLoad: 2,
};

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

/** The operator's words for a refusal. */
function refusalMessage(
  error: ImageRefusedError,
  limits: PictureFileLimits,
  what: "a photograph" | "a mask",
): string {
  const reasons: Record<ImageFileRefusal, string> = {
    not_an_image: "not an image the shop can read",
    too_large: `larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB`,
    too_many_pixels: `more than ${limits.maxPixels / 1_000_000} megapixels`,
    too_small: `smaller than ${limits.minSide ?? 1} pixels on a side`,
    too_few_bytes: "too few bytes for the pixels it claims (damaged, or not a real photograph)",
    truncated: "not an image the shop can read (the file is damaged: it ends before its picture does)",
  };
  if (error.reason === "not_an_image" && error.format !== undefined) {
    return `a ${error.format.toUpperCase()} file, not ${what} (JPEG, PNG, WebP, TIFF or AVIF)`;
  }
  return reasons[error.reason];
}

/**
 * Decodes a picture file (its bytes decide, not its name), checks the limits and re-encodes it, so that nothing but
 * pixels reaches the storage. The check and decode are the shop's one way in for a handed-in file
 * (platform/image-intake.ts); an import waits for a free decode slot rather than being refused.
 */
export async function checkPictureFile(
  data: Buffer,
  limits: PictureFileLimits = pictureFileLimits,
): Promise<CheckedPicture> {
  try {
    return await decodeHandedIn(
      data,
      limits,
      async ({ image }) => {
        const { data: jpeg, info } = await streamingJpeg(image, originalJpegQuality).toBuffer({
          resolveWithObject: true,
        });
        return { jpeg, width: info.width, height: info.height };
      },
      { whenBusy: "wait", failOn: "truncated" },
    );
  } catch (error) {
    if (error instanceof ImageRefusedError)
      throw new PictureFileError(refusalMessage(error, limits, "a photograph"));
    throw error;
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
  let made: Buffer | { width: number; height: number };
  try {
    made = await decodeHandedIn(
      data,
      limits,
      async ({ image, width, height }) =>
        width === picture.width && height === picture.height
          ? image.extractChannel(0).toColourspace("b-w").png({ compressionLevel: 9 }).toBuffer()
          : { width, height },
      { whenBusy: "wait", failOn: "truncated" },
    );
  } catch (error) {
    if (error instanceof ImageRefusedError)
      throw new PictureFileError(refusalMessage(error, limits, "a mask"));
    throw error;
  }
  if (Buffer.isBuffer(made)) return made;
  throw new PictureFileError(
    `the mask is ${made.width}×${made.height} pixels, its picture ${picture.width}×${picture.height}: they must be the same size`,
  );
}
