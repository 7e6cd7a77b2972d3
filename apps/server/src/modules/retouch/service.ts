import { randomUUID } from "node:crypto";
import type { ImageFileLimits, ImageFileRefusal } from "@shop/domain/image-file";
import { originalFileLimits, uploadLimits } from "@shop/domain/limits";
import { and, asc, eq, isNotNull, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { retouchJobs } from "../../db/schema/retouch.ts";
import { decodeHandedIn, ImageRefusedError, streamingJpeg } from "../../platform/image-intake.ts";
import type { Storage } from "../../platform/storage.ts";
import { picturesByIds } from "../subjects/pictures.ts";

/**
 * Retouch bought and done (decision 0025): the retouch kind records each confirmed retouch line here; the operator
 * lists the jobs (the production list) and uploads each retouched file; picture sets ask which of a buyer's pictures
 * are retouched, and the retouched files are served to their buyer alone (routes.ts).
 */

export interface NewRetouchJob {
  portalId: number;
  orderLineUuid: string;
  orderId: number;
  orderUuid: string;
  userId: number;
  pictureId: number;
  tasks: Array<{ uuid: string; name: string }>;
}

/** An order with retouch lines was paid or invoiced (inside its transaction): its jobs wait for their files. */
export async function recordRetouchJobs(tx: Db, jobs: readonly NewRetouchJob[], now: Date): Promise<void> {
  if (jobs.length === 0) return;
  await tx
    .insert(retouchJobs)
    .values(jobs.map((j) => ({ ...j, confirmedAt: now })))
    .onConflictDoNothing();
}

/** An invoiced order was cancelled (inside its transaction): its retouch is no longer bought. */
export async function removeRetouchJobs(tx: Db, orderId: number): Promise<void> {
  await tx.delete(retouchJobs).where(eq(retouchJobs.orderId, orderId));
}

/** What a buyer bought retouched of one picture, and the retouched file once there is one. */
export interface BoughtRetouch {
  /** Every task bought for the picture, over all the buyer's orders. */
  tasks: Array<{ uuid: string; name: string }>;
  /** The job whose file is the newest retouched file of the picture; null until one is uploaded. */
  retouched: { jobUuid: string; fileKey: string } | null;
}

/** One of a buyer's retouch jobs of a picture, as boughtRetouchColumn gives them. */
export interface RetouchJobFacts {
  uuid: string;
  tasks: Array<{ uuid: string; name: string }>;
  fileKey: string | null;
}

/**
 * The user's retouch jobs of the picture whose id the caller's query holds (null: none), oldest file first, as a
 * column of that query: the picture sets read every picture's flags in one statement. Read it with toBoughtRetouch.
 */
export function boughtRetouchColumn(
  userId: number | SQLWrapper,
  pictureId: SQLWrapper,
): SQL<RetouchJobFacts[] | null> {
  return sql<
    RetouchJobFacts[] | null
  >`(select jsonb_agg(jsonb_build_object('uuid', ${retouchJobs.uuid}, 'tasks', ${retouchJobs.tasks}, 'fileKey', ${retouchJobs.fileKey}) order by ${retouchJobs.retouchedAt} nulls first, ${retouchJobs.id}) from ${retouchJobs} where ${retouchJobs.userId} = ${userId} and ${retouchJobs.pictureId} = ${pictureId})`;
}

/** What the buyer's jobs of one picture (boughtRetouchColumn) come to; undefined when there are none. */
export function toBoughtRetouch(jobs: readonly RetouchJobFacts[] | null): BoughtRetouch | undefined {
  if (jobs === null || jobs.length === 0) return undefined;
  const entry: BoughtRetouch = { tasks: [], retouched: null };
  for (const job of jobs) {
    for (const task of job.tasks) if (!entry.tasks.some((t) => t.uuid === task.uuid)) entry.tasks.push(task);
    if (job.fileKey !== null) entry.retouched = { jobUuid: job.uuid, fileKey: job.fileKey };
  }
  return entry;
}

/** A retouched file's job, by its uuid, for serving it to its buyer. */
export async function retouchedFile(
  db: Db,
  portalId: number,
  jobUuid: string,
): Promise<{ userId: number | null; pictureId: number; fileKey: string; webshopId: string } | null> {
  const [row] = await db
    .select({ userId: retouchJobs.userId, pictureId: retouchJobs.pictureId, fileKey: retouchJobs.fileKey })
    .from(retouchJobs)
    .where(
      and(eq(retouchJobs.uuid, jobUuid), eq(retouchJobs.portalId, portalId), isNotNull(retouchJobs.fileKey)),
    )
    .limit(1);
  if (!row || row.fileKey === null) return null;
  const picture = (await picturesByIds(db, [row.pictureId])).get(row.pictureId);
  return {
    userId: row.userId,
    pictureId: row.pictureId,
    fileKey: row.fileKey,
    webshopId: picture?.webshopId ?? "",
  };
}

/** One line of the operator's production list of retouch. */
export interface RetouchListItem {
  orderUuid: string;
  pictureUuid: string;
  webshopId: string;
  tasks: string[];
  confirmedAt: Date;
  retouchedAt: Date | null;
}

/**
 * The production list of retouch: per picture of a paid or invoiced order the tasks to do, oldest first. `open`:
 * only the jobs still waiting for their retouched file; else those of one order (its id).
 */
export async function retouchList(
  db: Db,
  portalId: number,
  which: { open: true } | { orderId: number },
): Promise<RetouchListItem[]> {
  const rows = await db
    .select({
      orderUuid: retouchJobs.orderUuid,
      pictureId: retouchJobs.pictureId,
      tasks: retouchJobs.tasks,
      confirmedAt: retouchJobs.confirmedAt,
      retouchedAt: retouchJobs.retouchedAt,
    })
    .from(retouchJobs)
    .where(
      and(
        eq(retouchJobs.portalId, portalId),
        "open" in which ? isNull(retouchJobs.fileKey) : eq(retouchJobs.orderId, which.orderId),
      ),
    )
    .orderBy(asc(retouchJobs.confirmedAt), asc(retouchJobs.id));
  const pictures = await picturesByIds(
    db,
    rows.map((r) => r.pictureId),
  );
  return rows.map((r) => ({
    orderUuid: r.orderUuid,
    pictureUuid: pictures.get(r.pictureId)?.uuid ?? "",
    webshopId: pictures.get(r.pictureId)?.webshopId ?? "",
    tasks: r.tasks.map((t) => t.name),
    confirmedAt: r.confirmedAt,
    retouchedAt: r.retouchedAt,
  }));
}

/** Why a retouched file was not taken. */
export class RetouchUploadError extends Error {
  readonly code: "retouch_order_not_found" | "retouch_file_invalid";
  /** Why the file was refused (retouch_file_invalid): the studio says each in its own words. */
  readonly reason: ImageFileRefusal | undefined;
  constructor(
    message: string,
    code: "retouch_order_not_found" | "retouch_file_invalid",
    reason?: ImageFileRefusal,
  ) {
    super(message);
    this.code = code;
    this.reason = reason;
    this.name = "RetouchUploadError";
  }
}

/**
 * A retouched file stands for the original it retouches, so it may have an original's pixels (never shrunk), within
 * the byte limit of the operator's upload.
 */
const retouchedFileLimits: ImageFileLimits = {
  maxBytes: uploadLimits.maxBytes,
  maxPixels: originalFileLimits.maxPixels,
  formats: ["jpeg", "png", "webp", "heif"],
  shrinkOnLoad: 1,
};

const refusalTexts: Record<ImageFileRefusal, string> = {
  not_an_image: "not a picture it can read",
  too_large: `larger than ${uploadLimits.maxBytes / 1024 / 1024} MB`,
  too_many_pixels: `more than ${originalFileLimits.maxPixels / 1_000_000} megapixels`,
  too_small: "too small",
  too_few_bytes: "too few bytes for the pixels it claims",
  truncated: "incomplete: it ends before its picture does",
};

/**
 * The retouched file as the shop keeps it: checked and decoded as every handed-in file is (platform/image-intake.ts;
 * JPEG, PNG, WebP or HEIF, the name and type not trusted), turned upright by its EXIF orientation and written again as
 * a JPEG without any other metadata.
 */
export async function checkedRetouchedFile(file: Buffer): Promise<Buffer> {
  try {
    return await decodeHandedIn(
      file,
      retouchedFileLimits,
      ({ image }) => streamingJpeg(image, 92).toBuffer(),
      { whenBusy: "wait" },
    );
  } catch (error) {
    if (!(error instanceof ImageRefusedError)) throw error;
    throw new RetouchUploadError(
      `The file is not a JPEG, PNG, WebP or HEIF picture the shop can take (${refusalTexts[error.reason]}).`,
      "retouch_file_invalid",
      error.reason,
    );
  }
}

/**
 * Stores the retouched file of a picture of a paid or invoiced order (the order's id; the picture by uuid or
 * 'Picture id'): checked, kept in the storage, and from then on the buyer's picture. Uploading again replaces it.
 * Answers the job's uuid and the tasks it was for. `alongside` runs in the transaction that keeps the file (the
 * studio's record of the upload).
 */
export async function uploadRetouchedFile(
  db: Db,
  storage: Storage,
  portalId: number,
  orderId: number,
  picture: string,
  file: Buffer,
  now: Date = new Date(),
  alongside?: (tx: Tx) => Promise<void>,
): Promise<{ jobUuid: string; webshopId: string; tasks: string[] }> {
  const jobs = await db
    .select({
      id: retouchJobs.id,
      uuid: retouchJobs.uuid,
      pictureId: retouchJobs.pictureId,
      tasks: retouchJobs.tasks,
      fileKey: retouchJobs.fileKey,
    })
    .from(retouchJobs)
    .where(and(eq(retouchJobs.orderId, orderId), eq(retouchJobs.portalId, portalId)));
  const pictures = await picturesByIds(
    db,
    jobs.map((j) => j.pictureId),
  );
  const wanted = picture.trim().toLowerCase();
  const job = jobs.find((j) => {
    const p = pictures.get(j.pictureId);
    return p !== undefined && (p.uuid === wanted || p.webshopId.toLowerCase() === wanted);
  });
  if (!job) {
    throw new RetouchUploadError(
      `The order has no retouch of picture ${picture} (or is not paid or invoiced).`,
      "retouch_order_not_found",
    );
  }
  const jpeg = await checkedRetouchedFile(file);
  // A new key for every upload: the retouched file's derivatives are kept by it, so none of an earlier file is shown.
  const fileKey = `retouched/${job.uuid}-${randomUUID()}.jpg`;
  await storage.put(fileKey, jpeg, "image/jpeg");
  await db.transaction(async (tx) => {
    await tx.update(retouchJobs).set({ fileKey, retouchedAt: now }).where(eq(retouchJobs.id, job.id));
    await alongside?.(tx);
  });
  // The file it replaces goes, with the thumbnails and previews made of it (kept beside it: `<key>-<size>.<format>`).
  if (job.fileKey !== null) {
    const stale = job.fileKey.replace(/\.jpg$/, "");
    const keys: string[] = [];
    for await (const file of storage.list(stale)) keys.push(file.key);
    for (const key of keys) await storage.delete(key);
  }
  return {
    jobUuid: job.uuid,
    webshopId: pictures.get(job.pictureId)?.webshopId ?? "",
    tasks: job.tasks.map((t) => t.name),
  };
}
