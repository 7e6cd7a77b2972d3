import { randomUUID } from "node:crypto";
import {
  type GreenScreenBackgroundView,
  type ImageBackground,
  imageBackgroundPath,
} from "@shop/contracts/images";
import type { PictureEffect } from "@shop/domain/template-text";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Sharp } from "sharp";
import type { Db, Tx } from "../../db/client.ts";
import { imageBackgrounds } from "../../db/schema/images.ts";
import { decodeSlots } from "../../platform/decode-slots.ts";
import { loadSharp } from "../../platform/sharp.ts";
import type { Storage } from "../../platform/storage.ts";
import type { ServablePicture } from "../subjects/pictures.ts";
import { visiblePicture } from "../subjects/scope.ts";

/** 640c: the 640 preview of a green-screen picture cut out along its mask (transparent around the person). */
export type DerivedSize = "320" | "640" | "640c";
export type DerivedFormat = "avif" | "webp" | "jpeg" | "png";

export const derivedWidth: Record<DerivedSize, number> = { "320": 320, "640": 640, "640c": 640 };

/**
 * AVIF at effort 0 was measured on this 2-core machine against WebP at quality 78 on a 7-megapixel photo: about
 * half the bytes and no slower to make (a 640 preview 44 ms and 62 KB against 71 ms and 105 KB); higher efforts
 * saved little more for 3 to 40 times the time. JPEG is for a browser that takes neither.
 */
export const encoders: Record<DerivedFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 78 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9 }),
};

export const derivedContentType: Record<DerivedFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** The smallest format the browser says it takes; browsers name AVIF and WebP in Accept when they decode them. */
export function derivedFormatFor(accept: string | undefined): DerivedFormat {
  const types = (accept ?? "").split(",").map((part) => part.split(";")[0]?.trim().toLowerCase());
  if (types.includes("image/avif")) return "avif";
  if (types.includes("image/webp")) return "webp";
  return "jpeg";
}

/** A cut-out needs transparency, which JPEG has not: a browser that takes neither AVIF nor WebP gets PNG. */
export function formatForSize(size: DerivedSize, format: DerivedFormat): DerivedFormat {
  return size === "640c" && format === "jpeg" ? "png" : format;
}

/**
 * A green-screen picture cut out along its mask: the upright original (scaled to `width`, or at full size) with the
 * mask as its alpha channel; null when the picture has no mask or a file is missing.
 */
export async function cutout(
  storage: Storage,
  picture: { originalKey: string; maskKey: string | null },
  width: number | null,
): Promise<Sharp | null> {
  if (picture.maskKey === null) return null;
  const [original, mask] = await Promise.all([
    storage.get(picture.originalKey),
    storage.get(picture.maskKey),
  ]);
  if (original === null || mask === null) return null;
  const sharp = await loadSharp();
  const base = sharp(original).rotate();
  const { data, info } = await (width === null ? base : base.resize({ width }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const alpha = await sharp(mask)
    .rotate()
    .resize({ width: info.width, height: info.height, fit: "fill" })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return sharp(data, {
    raw: { width: info.width, height: info.height, channels: info.channels },
  }).joinChannel(alpha, { raw: { width: info.width, height: info.height, channels: 1 } });
}

export function derivedKey(pictureUuid: string, size: DerivedSize, format: DerivedFormat): string {
  return `derived/${pictureUuid}-${size}.${format === "jpeg" ? "jpg" : format}`;
}

/**
 * A thumbnail or preview already made, by the picture's uuid alone. It is only ever made for a released picture of
 * the shop, and nothing takes a picture back, so its signed URL needs no database lookup to serve it.
 */
export function storedDerivative(
  storage: Storage,
  pictureUuid: string,
  size: DerivedSize,
  format: DerivedFormat,
): Promise<Buffer | null> {
  return storage.get(derivedKey(pictureUuid, size, format));
}

/** Reports a derived picture that could not be kept in storage (the next request makes it again). */
export function logNotStored(log: Pick<FastifyBaseLogger, "warn">): (error: unknown) => void {
  return (error) => log.warn({ err: error }, "a derived picture could not be kept in storage");
}

/** What a derived picture is made from: the picture's uuid (its stored copies' keys), its original and its mask. */
export type DerivedFrom = Pick<ServablePicture, "uuid" | "originalKey" | "maskKey">;

/**
 * Makes thumbnails and previews on first request and keeps them in storage, one per format. Two requests racing
 * for the same derivative share one sharp job instead of both decoding a 7-megapixel original. The answer does not
 * wait for the copy to be stored (on S3 a round trip of its own): until it is, later requests share the job's bytes,
 * and a copy that could not be stored is only reported (`notStored`): the next request makes it again.
 */
export function createDerivativeMaker(storage: Storage, notStored: (error: unknown) => void) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function make(
    picture: DerivedFrom,
    size: DerivedSize,
    format: DerivedFormat,
  ): Promise<Buffer | null> {
    let image: Sharp | null;
    if (size === "640c") {
      image = await cutout(storage, picture, derivedWidth[size]);
    } else {
      const [original, sharp] = await Promise.all([storage.get(picture.originalKey), loadSharp()]);
      image = original === null ? null : sharp(original).rotate().resize({ width: derivedWidth[size] });
    }
    if (image === null) return null;
    return encoders[format](image).toBuffer();
  }

  /**
   * The derived picture, from storage or made. `notInStorage`: the caller has just looked in storage itself (the
   * picture route, before it reads the picture's row) and found nothing, so it is not asked again (on S3 a round trip).
   */
  return async function derivative(
    picture: DerivedFrom,
    size: DerivedSize,
    format: DerivedFormat,
    options: { notInStorage?: true } = {},
  ): Promise<Buffer | null> {
    const key = derivedKey(picture.uuid, size, format);
    if (options.notInStorage !== true) {
      const stored = await storage.get(key);
      if (stored !== null) return stored;
    }
    const running = inFlight.get(key);
    if (running) return running;
    const job = make(picture, size, format);
    inFlight.set(key, job);
    void job
      .then(
        (data) =>
          data === null ? undefined : storage.put(key, data, derivedContentType[format]).catch(notStored),
        // A job that failed is the asking request's error, answered there.
        () => undefined,
      )
      .finally(() => inFlight.delete(key));
    return job;
  };
}

export function backgroundUrl(backgroundUuid: string): string {
  return imageBackgroundPath(backgroundUuid);
}

/**
 * The backgrounds a greenscreen picture can be put on; none for other pictures. Null when the picture is not
 * in one of the user's picture sets.
 */
export async function backgroundsForPicture(
  db: Db,
  portalId: number,
  userId: number,
  pictureUuid: string,
): Promise<ImageBackground[] | null> {
  const picture = await visiblePicture(db, { userId, portalId }, "see", pictureUuid);
  if (!picture) return null;
  if (!picture.greenscreen) return [];
  const rows = await db
    .select({ uuid: imageBackgrounds.uuid, isDefault: imageBackgrounds.isDefault })
    .from(imageBackgrounds)
    .where(eq(imageBackgrounds.portalId, portalId))
    .orderBy(asc(imageBackgrounds.id));
  return rows.map((b) => ({ uuid: b.uuid, src: backgroundUrl(b.uuid), default: b.isDefault }));
}

/**
 * Adds a background greenscreen pictures can be put on: its file in storage, then its row. The demo seed and the
 * tests' factories add them here.
 */
export async function addImageBackground(
  db: Db | Tx,
  storage: Storage,
  portalId: number,
  background: { name: string; jpeg: Buffer; isDefault: boolean },
): Promise<{ uuid: string; storageKey: string }> {
  const uuid = randomUUID();
  const storageKey = `backgrounds/${uuid}.jpg`;
  await storage.put(storageKey, background.jpeg, "image/jpeg");
  await db
    .insert(imageBackgrounds)
    .values({ uuid, portalId, name: background.name, storageKey, isDefault: background.isDefault });
  return { uuid, storageKey };
}

export async function findBackgroundKey(
  db: Db,
  portalId: number,
  backgroundUuid: string,
): Promise<string | null> {
  const [row] = await db
    .select({ storageKey: imageBackgrounds.storageKey })
    .from(imageBackgrounds)
    .where(and(eq(imageBackgrounds.uuid, backgroundUuid), eq(imageBackgrounds.portalId, portalId)))
    .limit(1);
  return row?.storageKey ?? null;
}

/** The CSS weights the renderer's filters use (packages/render), so a background looks as the design draws it. */
const effectMatrices: Record<
  Exclude<PictureEffect, "original">,
  [[number, number, number], [number, number, number], [number, number, number]]
> = {
  bw: [
    [0.2126, 0.7152, 0.0722],
    [0.2126, 0.7152, 0.0722],
    [0.2126, 0.7152, 0.0722],
  ],
  sepia: [
    [0.393, 0.769, 0.189],
    [0.349, 0.686, 0.168],
    [0.272, 0.534, 0.131],
  ],
};

/**
 * A job's green-screen background as the job shows it (spec 02 §7 /system/gsbackground.php): the shop's image turned
 * and with its effect, as a JPEG made once and kept in the storage beside the thumbnails (every process finds it).
 * Null when the shop has no such background.
 */
export async function greenScreenBackgroundImage(
  db: Db,
  storage: Storage,
  portalId: number,
  view: GreenScreenBackgroundView,
): Promise<Buffer | null> {
  const key = `derived/gsbackground/${view.uuid}-${view.rotation}-${view.effect}.jpg`;
  const stored = await storage.get(key);
  if (stored !== null) return stored;
  const sourceKey = await findBackgroundKey(db, portalId, view.uuid);
  const source = sourceKey === null ? null : await storage.get(sourceKey);
  if (source === null) return null;
  const sharp = await loadSharp();
  let image = sharp(source, { failOn: "error" }).rotate(view.rotation);
  if (view.effect !== "original") image = image.recomb(effectMatrices[view.effect]);
  const made = await image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  await storage.put(key, made, "image/jpeg");
  return made;
}

export function photographerLogoUrl(photographerUuid: string): string {
  return `/api/webshop/photographers/${photographerUuid}/logo`;
}

/** The content type of a stored file, from its first bytes: backgrounds and logos may be JPEG, PNG or WebP. */
export function sniffImageType(data: Buffer): string {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  ) {
    return "image/webp";
  }
  return "image/jpeg";
}

/** Image backgrounds of this shop by id, with their names and URLs (a job's green-screen backgrounds name them). */
export async function imageBackgroundsByIds(
  db: Db,
  portalId: number,
  ids: readonly number[],
): Promise<Map<number, { uuid: string; name: string; src: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: imageBackgrounds.id, uuid: imageBackgrounds.uuid, name: imageBackgrounds.name })
    .from(imageBackgrounds)
    .where(and(inArray(imageBackgrounds.id, [...new Set(ids)]), eq(imageBackgrounds.portalId, portalId)));
  return new Map(rows.map((r) => [r.id, { uuid: r.uuid, name: r.name, src: backgroundUrl(r.uuid) }]));
}

/** The ids of image backgrounds of this shop by uuid. */
export async function imageBackgroundIdsByUuid(
  db: Db | Tx,
  portalId: number,
  uuids: readonly string[],
): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: imageBackgrounds.id, uuid: imageBackgrounds.uuid })
    .from(imageBackgrounds)
    .where(and(inArray(imageBackgrounds.uuid, [...new Set(uuids)]), eq(imageBackgrounds.portalId, portalId)));
  return new Map(rows.map((r) => [r.uuid, r.id]));
}

/**
 * Makes and stores every 320 and 640 derivative of a picture at once (each format the route may answer), so its
 * signed URLs are served from the storage by uuid alone, as a shop picture's derivatives are once made. The parents'
 * own pictures (modules/uploads) are stored this way: their row is not a picture of a set, which the route would
 * look up to make a derivative on first request.
 */
export async function storeAllDerivatives(
  storage: Storage,
  pictureUuid: string,
  upright: Buffer,
): Promise<void> {
  const sharp = await loadSharp();
  // The picture is decoded once, at the larger size; the smaller is made from those pixels, not from the file again
  // (a full-size JPEG's decode is most of the work: the thumbnails of a job import took 0.37 s a photo).
  let source: { input: Buffer; raw?: { width: number; height: number; channels: 1 | 2 | 3 | 4 } } = {
    input: upright,
  };
  for (const size of ["640", "320"] as const) {
    const { data, info } = await sharp(source.input, source.raw ? { raw: source.raw } : {})
      // A very tall picture keeps its shape inside a bound, so its preview stays small whatever it claims.
      .resize({ width: derivedWidth[size], height: derivedWidth[size] * 4, fit: "inside" })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    source = { input: data, raw };
    for (const format of ["avif", "webp", "jpeg"] as const) {
      const encoded = await encoders[format](sharp(data, { raw })).toBuffer();
      await storage.put(derivedKey(pictureUuid, size, format), encoded, derivedContentType[format]);
    }
  }
}

/**
 * A green-screen picture at full size on one of the shop's backgrounds (the download of `digitalcopies.php` with its
 * `background` parameter): the cut-out over the background, covered to the picture's size, as a JPEG. Null when the
 * picture has no mask, the background is not this shop's, or a file is missing; the caller then serves the original.
 *
 * Each request decodes a full-size original, its mask and the background, so it takes one of the process's decode
 * slots (decision 0038), or throws DecodeBusyError at once when their queue is full: a parent with a bought picture
 * cannot load the process with parallel requests.
 */
export async function pictureOnBackground(
  db: Db,
  storage: Storage,
  portalId: number,
  picture: Pick<ServablePicture, "originalKey" | "maskKey">,
  backgroundUuid: string,
): Promise<Buffer | null> {
  if (picture.maskKey === null) return null;
  const backgroundKey = await findBackgroundKey(db, portalId, backgroundUuid);
  if (backgroundKey === null) return null;
  return decodeSlots.run(async () => {
    const [person, background] = await Promise.all([
      cutout(storage, picture, null),
      storage.get(backgroundKey),
    ]);
    if (person === null || background === null) return null;
    const { data, info } = await person.png().toBuffer({ resolveWithObject: true });
    const sharp = await loadSharp();
    return sharp(background)
      .rotate()
      .resize({ width: info.width, height: info.height, fit: "cover" })
      .composite([{ input: data }])
      .jpeg({ quality: 92 })
      .toBuffer();
  }, "refuse");
}
