import { randomUUID } from "node:crypto";
import type { UploadedImage } from "@shop/contracts/uploads";
import type { ImageFileRefusal } from "@shop/domain/image-file";
import { sizeLimits, uploadFileLimits, uploadLimits } from "@shop/domain/limits";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { uploads } from "../../db/schema/uploads.ts";
import { badRequest, HttpError } from "../../errors.ts";
import { DecodeBusyError } from "../../platform/decode-slots.ts";
import { decodeHandedIn, ImageRefusedError, streamingJpeg } from "../../platform/image-intake.ts";
import type { Storage } from "../../platform/storage.ts";
import { shopProfile } from "../content/service.ts";
import { derivedKey, storeAllDerivatives } from "../images/service.ts";
import { signUploadUrl } from "../images/signing.ts";

/**
 * The parents' own pictures (spec 02 §2 image source and upload, §7; decision 0026). A file is taken only when it
 * passes the shop's checks of a handed-in picture (platform/image-intake.ts, decision 0038: JPEG, PNG, WebP or HEIF by
 * its content, within uploadFileLimits' bytes and pixels, with the bytes its pixels need, not truncated); it is stored
 * re-encoded as JPEG, upright and without any metadata, beside its 320 and 640 previews, and is its user's alone.
 */

/** Every upload carries this keyword (spec 01 picture keywords). */
export const userUploadedKeyword = "user_uploaded";

export const uploadMessages = {
  upload_not_allowed: "This shop does not take pictures of your own",
  upload_not_an_image: "The file is not a JPEG, PNG, WebP or HEIF picture",
  upload_too_large: "The file is larger than the shop takes",
  upload_too_many_pixels: "The picture has more pixels than the shop takes",
  upload_too_few_bytes: "The file is too small for the size of picture it claims to be",
  upload_truncated: "The file is incomplete: it ends before its picture does",
  upload_too_many_files: "Too many files in one upload",
  upload_no_file: "No picture was sent",
  upload_busy: "The shop is busy with other pictures; try again in a few seconds",
  upload_type_not_offered: "This shop takes only pictures of your own here",
} as const;
type UploadRefusal = keyof typeof uploadMessages;

export const maxMegabytes = Math.floor(uploadLimits.maxBytes / (1024 * 1024));
export const maxMegapixels = Math.floor(uploadLimits.maxPixels / 1_000_000);

export function refuseUpload(code: UploadRefusal): HttpError {
  switch (code) {
    case "upload_too_large":
      return new HttpError(413, uploadMessages[code], code, { params: { max: maxMegabytes } });
    case "upload_not_allowed":
      return new HttpError(403, uploadMessages[code], code);
    case "upload_busy":
      return new HttpError(503, uploadMessages[code], code);
    case "upload_too_many_files":
      return badRequest(uploadMessages[code], code, { params: { max: uploadLimits.filesPerRequest } });
    case "upload_too_many_pixels":
      return badRequest(uploadMessages[code], code, { params: { max: maxMegapixels } });
    default:
      return badRequest(uploadMessages[code], code);
  }
}

const refusalCodes: Record<ImageFileRefusal, UploadRefusal> = {
  not_an_image: "upload_not_an_image",
  too_small: "upload_not_an_image",
  too_large: "upload_too_large",
  too_many_pixels: "upload_too_many_pixels",
  too_few_bytes: "upload_too_few_bytes",
  truncated: "upload_truncated",
};

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

/** A re-encoded upload written to a file (`Reencoded` once read back). */
export interface ReencodedFile {
  file: string;
  width: number;
  height: number;
}

/**
 * Checks the file at `path` and writes it re-encoded to `out` (refused with its reason otherwise): flattened on white,
 * upright, at its size or, for a JPEG or WebP above uploadLimits.maxPixels, read at half its size. Written to a file,
 * not kept in memory: a call's ten files are all checked before any is stored.
 */
export async function reencodeUpload(path: string, out: string): Promise<ReencodedFile> {
  try {
    return await decodeHandedIn(
      path,
      uploadFileLimits,
      async ({ image }) => {
        const info = await streamingJpeg(image.flatten({ background: "#ffffff" }), 90).toFile(out);
        return { file: out, width: info.width, height: info.height };
      },
      { whenBusy: "refuse" },
    );
  } catch (error) {
    if (error instanceof ImageRefusedError) throw refuseUpload(refusalCodes[error.reason]);
    if (error instanceof DecodeBusyError) throw refuseUpload("upload_busy");
    throw error;
  }
}

export interface UploadRecord {
  uuid: string;
  /** The uploader: the only user its preview URLs open for (decision 0039). */
  userId: number;
  width: number;
  height: number;
  webshopId: string;
  storageKey: string;
  createdAt: Date;
}

const recordColumns = {
  uuid: uploads.uuid,
  userId: uploads.userId,
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

/** An upload as the editor places it, with previews that open only in its uploader's session. */
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
      thumbnail: signUploadUrl(config, record.uuid, "320", record.userId, now),
      preview: signUploadUrl(config, record.uuid, "640", record.userId, now),
    },
    uploadedAt: record.createdAt.toISOString(),
  };
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
