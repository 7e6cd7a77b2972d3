import type { ImportProblem, ImportProblemOf } from "@shop/contracts/job-imports";
import type { ImageFileLimits, ImageFileRefusal } from "@shop/domain/image-file";
import { originalFileLimits, uploadLimits } from "@shop/domain/limits";
import { decodeHandedIn, ImageRefusedError, streamingJpeg } from "../../platform/image-intake.ts";
import { maskSizeText, pictureRefusalText } from "./import-problem-text.ts";
import type { DistributiveOmit } from "./roster.ts";

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

/** Why a picture file is refused, without the file's name (the import's problem names it). */
export type PictureFileProblem =
  | { code: "pictureRefused"; params: Omit<ImportProblemOf<"pictureRefused">["params"], "file"> }
  | { code: "maskSize"; params: Omit<ImportProblemOf<"maskSize">["params"], "file"> };

export class PictureFileError extends Error {
  readonly problem: PictureFileProblem;
  constructor(problem: PictureFileProblem) {
    super(
      problem.code === "pictureRefused" ? pictureRefusalText(problem.params) : maskSizeText(problem.params),
    );
    this.name = "PictureFileError";
    this.problem = problem;
  }

  /** The import's problem for the file of this name (its line added by the caller). */
  problemOf(file: string): DistributiveOmit<ImportProblem, "line"> {
    return this.problem.code === "pictureRefused"
      ? { code: "pictureRefused", params: { file, ...this.problem.params } }
      : { code: "maskSize", params: { file, ...this.problem.params } };
  }
}

/** The refusal as a problem: the limit it is over or under, for the operator's words. */
function refusal(
  error: ImageRefusedError,
  limits: PictureFileLimits,
  what: "photograph" | "mask",
): PictureFileError {
  const limit: Partial<Record<ImageFileRefusal, number>> = {
    too_large: Math.round(limits.maxBytes / 1024 / 1024),
    too_many_pixels: limits.maxPixels / 1_000_000,
    too_small: limits.minSide ?? 1,
  };
  return new PictureFileError({
    code: "pictureRefused",
    params: {
      what,
      reason: error.reason,
      ...(error.reason === "not_an_image" && error.format !== undefined ? { format: error.format } : {}),
      ...(limit[error.reason] === undefined ? {} : { limit: limit[error.reason] }),
    },
  });
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
    if (error instanceof ImageRefusedError) throw refusal(error, limits, "photograph");
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
    if (error instanceof ImageRefusedError) throw refusal(error, limits, "mask");
    throw error;
  }
  if (Buffer.isBuffer(made)) return made;
  throw new PictureFileError({
    code: "maskSize",
    params: {
      width: made.width,
      height: made.height,
      pictureWidth: picture.width,
      pictureHeight: picture.height,
    },
  });
}
