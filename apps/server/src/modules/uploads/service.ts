import { randomUUID } from "node:crypto";
import type { UploadedImage } from "@shop/contracts/uploads";
import { sizeLimits, uploadLimits } from "@shop/domain/limits";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { uploads } from "../../db/schema/uploads.ts";
import { badRequest, HttpError } from "../../errors.ts";
import { loadSharp } from "../../platform/sharp.ts";
import type { Storage } from "../../platform/storage.ts";
import { shopProfile } from "../content/service.ts";
import { derivedKey, storeAllDerivatives } from "../images/service.ts";
import { signPictureUrl } from "../images/signing.ts";

/**
 * The parents' own pictures (spec 02 §2 image source and upload, §7; decision 0026). A file is taken only when sharp
 * decodes it as JPEG, PNG, WebP or HEIF (its name and type header are never read), within uploadLimits' bytes and
 * pixels; it is stored re-encoded as JPEG with its EXIF orientation applied and every metadata removed, beside its
 * 320 and 640 previews, and is its user's alone.
 */

/** Every upload carries this keyword (spec 01 picture keywords). */
export const userUploadedKeyword = "user_uploaded";

/** The formats sharp names in `metadata().format` that the shop takes; HEIF covers HEIC and AVIF. */
const acceptedFormats: ReadonlySet<string> = new Set(["jpeg", "png", "webp", "heif"]);

/** JPEG cannot hold a side longer than this; a longer one is refused with the pixel limit. */
const maxSide = 65_500;

export const uploadMessages = {
  upload_not_allowed: "This shop does not take pictures of your own",
  upload_not_an_image: "The file is not a JPEG, PNG, WebP or HEIF picture",
  upload_too_large: "The file is larger than the shop takes",
  upload_too_many_pixels: "The picture has more pixels than the shop takes",
  upload_too_many_files: "Too many files in one upload",
  upload_no_file: "No picture was sent",
  upload_type_not_offered: "This shop takes only pictures of your own here",
} as const;
type UploadRefusal = keyof typeof uploadMessages;

export const maxMegabytes = Math.floor(uploadLimits.maxBytes / (1024 * 1024));

export function refuseUpload(code: UploadRefusal): HttpError {
  if (code === "upload_too_large")
    return new HttpError(413, uploadMessages[code], code, { params: { max: maxMegabytes } });
  if (code === "upload_not_allowed") return new HttpError(403, uploadMessages[code], code);
  if (code === "upload_too_many_files")
    return badRequest(uploadMessages[code], code, { params: { max: uploadLimits.filesPerRequest } });
  return badRequest(uploadMessages[code], code);
}

/** Whether the shop takes parents' own pictures (its settings file's `webshop.allowOwnPhotos`). */
export async function ownPhotosAllowed(db: Db, portalId: number): Promise<boolean> {
  return (await shopProfile(db, portalId)).allowOwnPhotos;
}

export interface Reencoded {
  /** A baseline JPEG, upright, without EXIF, XMP, IPTC or ICC data (sharp keeps none unless told to). */
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes the file at `path` and re-encodes it (refused with its reason otherwise). The header is read first: a format
 * the shop does not take, or more pixels than uploadLimits.maxPixels, is refused before any pixel is decoded; the
 * decode itself runs under sharp's limitInputPixels, so a file that lies in its header is stopped as well.
 */
export async function reencodeUpload(path: string): Promise<Reencoded> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  const sharp = await loadSharp();
  try {
    const meta = await sharp(path, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw refuseUpload("upload_not_an_image");
  }
  if (format === undefined || !acceptedFormats.has(format) || width <= 0 || height <= 0)
    throw refuseUpload("upload_not_an_image");
  if (width * height > uploadLimits.maxPixels || width > maxSide || height > maxSide)
    throw refuseUpload("upload_too_many_pixels");
  try {
    const { data, info } = await sharp(path, { limitInputPixels: uploadLimits.maxPixels, failOn: "error" })
      .rotate()
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw refuseUpload(/pixel limit/i.test(message) ? "upload_too_many_pixels" : "upload_not_an_image");
  }
}

export interface UploadRecord {
  uuid: string;
  width: number;
  height: number;
  webshopId: string;
  storageKey: string;
  createdAt: Date;
}

const recordColumns = {
  uuid: uploads.uuid,
  width: uploads.width,
  height: uploads.height,
  webshopId: uploads.webshopId,
  storageKey: uploads.storageKey,
  createdAt: uploads.createdAt,
};

/** 'Picture id' of an upload: U and the first eight hex digits of its uuid. */
function uploadWebshopId(uuid: string): string {
  return `U-${uuid.slice(0, 8).toUpperCase()}`;
}

/** Stores a re-encoded upload for its user: the file and its previews in the storage, then its row. */
export async function storeUpload(
  shop: { db: Db; storage: Storage; portalId: number },
  userId: number,
  picture: Reencoded,
): Promise<UploadRecord> {
  const uuid = randomUUID();
  const storageKey = `uploads/${uuid}.jpg`;
  await shop.storage.put(storageKey, picture.data, "image/jpeg");
  await storeAllDerivatives(shop.storage, uuid, picture.data);
  const [row] = await shop.db
    .insert(uploads)
    .values({
      uuid,
      portalId: shop.portalId,
      userId,
      storageKey,
      width: picture.width,
      height: picture.height,
      webshopId: uploadWebshopId(uuid),
    })
    .returning(recordColumns);
  if (!row) throw new Error("storing an upload returned no row");
  return row;
}

/** The user's own uploads, newest first. */
export async function recentUploads(db: Db, portalId: number, userId: number): Promise<UploadRecord[]> {
  return db
    .select(recordColumns)
    .from(uploads)
    .where(and(eq(uploads.portalId, portalId), eq(uploads.userId, userId)))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(sizeLimits.answerItems);
}

/** Of these uuids, the uploads of this user (a design may place only its own user's uploads). */
export async function uploadsOfUser(
  db: Db,
  portalId: number,
  userId: number,
  uuids: readonly string[],
): Promise<Map<string, UploadRecord>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select(recordColumns)
    .from(uploads)
    .where(
      and(
        eq(uploads.portalId, portalId),
        eq(uploads.userId, userId),
        inArray(uploads.uuid, [...new Set(uuids)]),
      ),
    );
  return new Map(rows.map((row) => [row.uuid, row]));
}

/**
 * Of these uuids, the uploads (whoever's): for a design already checked for its user (a cart line, an order line,
 * a print file), which names its uploads by uuid among its pictures.
 */
export async function uploadsByUuid(db: Db, uuids: readonly string[]): Promise<Map<string, UploadRecord>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select(recordColumns)
    .from(uploads)
    .where(inArray(uploads.uuid, [...new Set(uuids)]));
  return new Map(rows.map((row) => [row.uuid, row]));
}

/** An upload as the editor places it, with signed previews. */
export function uploadedImage(
  config: Pick<Config, "signingSecret">,
  record: UploadRecord,
  now: Date = new Date(),
): UploadedImage {
  return {
    uuid: record.uuid,
    width: record.width,
    height: record.height,
    webshopId: record.webshopId,
    keywords: [userUploadedKeyword],
    urls: {
      thumbnail: signPictureUrl(config, record.uuid, "320", now),
      preview: signPictureUrl(config, record.uuid, "640", now),
    },
    uploadedAt: record.createdAt.toISOString(),
  };
}

/** The signed 640 preview of each upload (a cart or order line's pictureUrls). */
export function uploadPreviewUrls(
  config: Pick<Config, "signingSecret">,
  records: Iterable<UploadRecord>,
  now: Date = new Date(),
): Record<string, string> {
  return Object.fromEntries([...records].map((r) => [r.uuid, signPictureUrl(config, r.uuid, "640", now)]));
}

/** Every upload of the user, oldest first, with its file's key (the data export, decision 0034). */
export async function uploadsForExport(db: Db, portalId: number, userId: number): Promise<UploadRecord[]> {
  return db
    .select(recordColumns)
    .from(uploads)
    .where(and(eq(uploads.portalId, portalId), eq(uploads.userId, userId)))
    .orderBy(uploads.createdAt, uploads.id);
}

/** The storage keys of an upload: its file and every preview made of it. */
export function uploadFileKeys(record: Pick<UploadRecord, "uuid" | "storageKey">): string[] {
  const previews = (["640", "320"] as const).flatMap((size) =>
    (["avif", "webp", "jpeg"] as const).map((format) => derivedKey(record.uuid, size, format)),
  );
  return [record.storageKey, ...previews];
}

/**
 * Deletes the user's uploads' rows inside the caller's transaction (deleting an account, decision 0034) and answers
 * their files' keys, which the caller deletes with deleteUploadFiles once the transaction committed: a rollback then
 * leaves rows and files as they were.
 */
export async function eraseUploadsOf(tx: Db | Tx, portalId: number, userId: number): Promise<string[]> {
  const removed = await tx
    .delete(uploads)
    .where(and(eq(uploads.portalId, portalId), eq(uploads.userId, userId)))
    .returning({ uuid: uploads.uuid, storageKey: uploads.storageKey });
  return removed.flatMap(uploadFileKeys);
}

/** Deletes the files of erased uploads; a file already gone is no failure. */
export async function deleteUploadFiles(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key);
}
