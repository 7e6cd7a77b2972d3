import { randomUUID } from "node:crypto";
import type { ImageBackground } from "@shop/contracts/images";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db, Tx } from "../../db/client.ts";
import {
  imageBackgrounds,
  jobs,
  photographers,
  pictureEntitlements,
  pictures,
  subjects,
  userSubjects,
} from "../../db/schema/index.ts";
import type { Storage } from "../../platform/storage.ts";

export type DerivedSize = "320" | "640";

const derivedWidth: Record<DerivedSize, number> = { "320": 320, "640": 640 };
const webpQuality = 78;

export interface ServablePicture {
  id: number;
  uuid: string;
  webshopId: string;
  originalKey: string;
}

/** A released picture of this shop; who may see it is decided by the signature (and, for originals, below). */
export async function findServablePicture(
  db: Db,
  portalId: number,
  pictureUuid: string,
): Promise<ServablePicture | null> {
  const [row] = await db
    .select({
      id: pictures.id,
      uuid: pictures.uuid,
      webshopId: pictures.webshopId,
      originalKey: pictures.originalKey,
    })
    .from(pictures)
    .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(eq(pictures.uuid, pictureUuid), eq(pictures.ready, true), eq(photographers.portalId, portalId)),
    )
    .limit(1);
  return row ?? null;
}

/** The full-resolution file is for a user who owns the set and is entitled to the picture (bought). */
export async function mayDownloadOriginal(db: Db, userId: number, pictureId: number): Promise<boolean> {
  const rows = await db
    .select({ id: pictures.id })
    .from(pictures)
    .innerJoin(
      userSubjects,
      and(eq(userSubjects.subjectId, pictures.subjectId), eq(userSubjects.userId, userId)),
    )
    .innerJoin(
      pictureEntitlements,
      and(eq(pictureEntitlements.pictureId, pictures.id), eq(pictureEntitlements.userId, userId)),
    )
    .where(eq(pictures.id, pictureId))
    .limit(1);
  return rows.length > 0;
}

export function derivedKey(pictureUuid: string, size: DerivedSize): string {
  return `derived/${pictureUuid}-${size}.webp`;
}

/**
 * Makes thumbnails and previews on first request and keeps them in storage. Two requests racing for the same
 * derivative share one sharp job instead of both decoding a 7-megapixel original.
 */
export function createDerivativeMaker(storage: Storage) {
  const inFlight = new Map<string, Promise<Buffer | null>>();

  async function make(picture: ServablePicture, size: DerivedSize, key: string): Promise<Buffer | null> {
    const original = await storage.get(picture.originalKey);
    if (original === null) return null;
    const data = await sharp(original)
      .rotate()
      .resize({ width: derivedWidth[size] })
      .webp({ quality: webpQuality })
      .toBuffer();
    await storage.put(key, data, "image/webp");
    return data;
  }

  return async function derivative(picture: ServablePicture, size: DerivedSize): Promise<Buffer | null> {
    const key = derivedKey(picture.uuid, size);
    const stored = await storage.get(key);
    if (stored !== null) return stored;
    const running = inFlight.get(key);
    if (running) return running;
    const job = make(picture, size, key).finally(() => inFlight.delete(key));
    inFlight.set(key, job);
    return job;
  };
}

export function backgroundUrl(backgroundUuid: string): string {
  return `/api/webshop/image-backgrounds/${backgroundUuid}.jpg`;
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
  const [picture] = await db
    .select({ greenscreen: pictures.greenscreen })
    .from(pictures)
    .innerJoin(
      userSubjects,
      and(eq(userSubjects.subjectId, pictures.subjectId), eq(userSubjects.userId, userId)),
    )
    .where(and(eq(pictures.uuid, pictureUuid), eq(pictures.ready, true)))
    .limit(1);
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

export function photographerLogoUrl(photographerUuid: string): string {
  return `/api/webshop/photographers/${photographerUuid}/logo`;
}

export async function findPhotographerLogoKey(
  db: Db,
  portalId: number,
  photographerUuid: string,
): Promise<string | null> {
  const [row] = await db
    .select({ logoKey: photographers.logoKey })
    .from(photographers)
    .where(and(eq(photographers.uuid, photographerUuid), eq(photographers.portalId, portalId)))
    .limit(1);
  return row?.logoKey ?? null;
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
