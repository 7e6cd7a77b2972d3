import { readFile } from "node:fs/promises";
import {
  type DecodePlan,
  type ImageFileLimits,
  type ImageFileRefusal,
  isImageFormat,
  isTruncated,
  planDecode,
} from "@shop/domain/image-file";
import type { Sharp } from "sharp";
import { type DecodeSlots, decodeSlots } from "./decode-slots.ts";
import { loadSharp } from "./sharp.ts";

/**
 * Every picture file someone hands the shop (a parent's upload, the job import's pictures, masks and backgrounds, a
 * retouched file) is decoded here, once (decision 0038): in one of the process's decode slots, after its header passed
 * packages/domain's image-file rules (format, pixels, bytes a pixel, not truncated), upright, shrunk on load when the
 * rules say so, and stopped by libvips if the file lies in its header after all.
 */

export class ImageRefusedError extends Error {
  readonly reason: ImageFileRefusal;
  /** The format sharp read in the header, if any (a caller names it in its message). */
  readonly format: string | undefined;

  constructor(reason: ImageFileRefusal, format: string | undefined) {
    super(`picture file refused: ${reason}`);
    this.name = "ImageRefusedError";
    this.reason = reason;
    this.format = format;
  }
}

export interface HandedInImage {
  /** The picture to encode: upright, at the plan's size; nothing decoded until it is written. */
  readonly image: Sharp;
  readonly plan: DecodePlan;
  /** Its size once upright (the plan's size, turned for an EXIF orientation of 5–8). */
  readonly width: number;
  readonly height: number;
}

export interface IntakeOptions {
  /** A parent's upload is refused when the process is busy ('refuse'); the operator's files wait their turn. */
  readonly whenBusy: "refuse" | "wait";
  /** libvips' strictness: 'error' refuses damaged data, 'truncated' only a file that ends early. */
  readonly failOn?: "truncated" | "error";
  readonly slots?: DecodeSlots;
}

/** What a decode error says, as a refusal: libvips names its pixel limit and a premature end. */
function refusalOfDecodeError(error: unknown): ImageFileRefusal {
  const message = error instanceof Error ? error.message : "";
  if (/pixel limit/i.test(message)) return "too_many_pixels";
  if (/premature end|truncated/i.test(message)) return "truncated";
  return "not_an_image";
}

/**
 * Checks a handed-in file (a path, or its bytes) and makes what `make` writes of it, in a decode slot. `make` encodes
 * the picture (to a buffer or a file) and answers what it made; a decode failing on the way is an ImageRefusedError.
 * Throws ImageRefusedError with the reason, or DecodeBusyError when a parent's upload finds the slots' queue full.
 */
export function decodeHandedIn<T>(
  file: string | Buffer,
  limits: ImageFileLimits,
  make: (picture: HandedInImage) => Promise<T>,
  options: IntakeOptions,
): Promise<T> {
  return (options.slots ?? decodeSlots).run(async () => {
    const data = typeof file === "string" ? await readFile(file) : file;
    const sharp = await loadSharp();
    let header: Awaited<ReturnType<Sharp["metadata"]>>;
    try {
      header = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw new ImageRefusedError("not_an_image", undefined);
    }
    const width = header.width ?? 0;
    const height = header.height ?? 0;
    const checked = planDecode(
      {
        format: header.format,
        width,
        height,
        bytes: data.length,
        truncated: isImageFormat(header.format) && isTruncated(header.format, data),
      },
      limits,
    );
    if ("refused" in checked) throw new ImageRefusedError(checked.refused, header.format);
    const { plan } = checked;
    const turned = (header.orientation ?? 1) >= 5;
    const upright = turned
      ? { width: plan.height, height: plan.width }
      : { width: plan.width, height: plan.height };
    let image = sharp(data, {
      limitInputPixels: width * height,
      failOn: options.failOn ?? "error",
      sequentialRead: true,
      autoOrient: true,
    });
    // A size that is the picture's own over 2 lets libjpeg and libwebp decode at half size directly.
    if (plan.shrink > 1) image = image.resize(upright.width, upright.height, { fit: "fill" });
    try {
      return await make({ image, plan, ...upright });
    } catch (error) {
      // A system error (a full disk) is the shop's, not the file's; libvips' errors carry no code.
      if (error instanceof Error && "code" in error) throw error;
      throw new ImageRefusedError(refusalOfDecodeError(error), header.format);
    }
  }, options.whenBusy);
}

/**
 * A JPEG written as it is decoded. Optimised Huffman tables (sharp's default) need every coefficient of the picture
 * before the first byte is written: re-encoding a 100-megapixel PNG peaked at 668 MB with them and 98 MB without,
 * for files about 7 % smaller.
 */
export function streamingJpeg(image: Sharp, quality: number): Sharp {
  return image.jpeg({ quality, optimiseCoding: false });
}
