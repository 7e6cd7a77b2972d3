import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import {
  type CreateImportBatchRequest,
  type ImportBatchResponse,
  type ImportBatchState,
  ImportProblem,
} from "@shop/contracts/job-imports";
import { originalFileLimits } from "@shop/domain/limits";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { importBatches, importBatchFiles } from "../../db/schema/jobs.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import { collectAllGarbage, collectPhotoGarbage } from "../../platform/photo-garbage.ts";
import { LocalStorage, type Storage } from "../../platform/storage.ts";
import { derivedKey, storeAllDerivatives } from "../images/service.ts";
import { recordStudioChange, type StudioActor } from "../staff/service.ts";
import { type JobPicture, picturesOfJob } from "../subjects/job-pictures.ts";
import { jobsOfShop } from "../subjects/jobs.ts";
import { type DistributiveOmit, rosterFileName } from "./roster.ts";
import { checkRoster } from "./roster-check.ts";
import {
  type ImportJobResult,
  importJob,
  JobImportError,
  JobLookupError,
  type JobsContext,
} from "./service.ts";
import { forgetUploads } from "./tus-store.ts";
import { eachZipFile, unpackZip, ZipFolderError } from "./zip-folder.ts";

/**
 * The studio's job import (decision 0062): a batch's files go up by tus, the roster is checked as the command's import
 * checks it, and the photographer's confirmation queues the import as background work, which any process takes; it
 * calls the same importJob the command does, on the batch's files laid out as the job folder, and stores its progress
 * in the batch's row so a page can show it and be left. Thumbnails follow as background work of their own.
 */

/** What the tus route answers with when an upload is refused: its status and text, as @tus/server sends them. */
export class UploadRefusedError extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, message: string) {
    super(message);
    this.name = "UploadRefusedError";
    this.status_code = status;
    this.body = `${message}\n`;
  }
}

export const importBatchLimits = {
  filesPerBatch: 20_000,
  rosterBytes: 5 * 1024 * 1024,
  pictureBytes: originalFileLimits.maxBytes,
  zipBytes: 50 * 1024 * 1024 * 1024,
} as const;

type FileKind = "roster" | "picture" | "zip";

const pictureExtensions = new Set(["jpg", "jpeg", "png", "tif", "tiff", "webp", "heic", "heif"]);

/** What a file of a batch is, by its name; undefined for a name the import never reads. */
export function fileKindOf(name: string): FileKind | undefined {
  if (name === rosterFileName) return "roster";
  const extension = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  if (extension === "zip") return "zip";
  return pictureExtensions.has(extension) ? "picture" : undefined;
}

const maxBytes: Record<FileKind, number> = {
  roster: importBatchLimits.rosterBytes,
  picture: importBatchLimits.pictureBytes,
  zip: importBatchLimits.zipBytes,
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const unsafeName = /[\u0000-\u001f\u007f/\\]/;

/** States in which files may still be sent: before the import is confirmed. */
const openStates: readonly ImportBatchState[] = ["uploading", "checked", "refused"];

export interface ImportBatchOptions {
  name: string;
  type: CreateImportBatchRequest["type"];
  year?: number;
  yearbookPoseDeadline?: string | null;
  favorites?: boolean;
  nameCorrectionDeadline?: string | null;
}

type BatchRow = typeof importBatches.$inferSelect;

export class ImportBatchError extends Error {
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.name = "ImportBatchError";
    this.status = status;
  }
}

export async function createImportBatch(
  db: Db,
  portalId: number,
  options: CreateImportBatchRequest,
  actor: StudioActor,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(importBatches)
      .values({ portalId, options: { ...options } })
      .returning({ uuid: importBatches.uuid });
    const uuid = (row as { uuid: string }).uuid;
    await recordStudioChange(tx, {
      staff: actor,
      action: "job.import-start",
      objectType: "import",
      objectId: uuid,
      detail: { name: options.name, type: options.type },
    });
    return uuid;
  });
}

async function batchOf(db: Db, portalId: number, batchUuid: string): Promise<BatchRow> {
  const [row] = await db
    .select()
    .from(importBatches)
    .where(and(eq(importBatches.portalId, portalId), eq(importBatches.uuid, batchUuid)));
  if (!row) throw new ImportBatchError(404, "No such import");
  return row;
}

/**
 * A new tus upload for a batch (its `batch` and `filename` metadata): refused unless the batch still takes files and
 * the file is one the import reads, within its kind's size. The upload is bound to the batch from here on; a file of
 * a name the batch has is sent again (a corrected roster), and the newer one counts.
 */
export async function addBatchUpload(
  db: Db,
  portalId: number,
  upload: { id: string; size: number | undefined; metadata: Record<string, string | null> | undefined },
): Promise<void> {
  const batchUuid = upload.metadata?.batch ?? "";
  const name = upload.metadata?.filename ?? "";
  if (!/^[0-9a-f-]{36}$/i.test(batchUuid)) throw new UploadRefusedError(400, "The upload names no import");
  if (name === "" || name.length > 255 || unsafeName.test(name) || name.startsWith(".")) {
    throw new UploadRefusedError(400, "The upload names no file");
  }
  const kind = fileKindOf(name);
  if (kind === undefined) {
    throw new UploadRefusedError(
      415,
      `${name}: the import takes roster.csv, photos (JPEG, PNG, TIFF, WebP, HEIF) and zip`,
    );
  }
  if (upload.size === undefined) throw new UploadRefusedError(400, "The upload's length must be given");
  if (upload.size > maxBytes[kind])
    throw new UploadRefusedError(413, `${name} is larger than the import takes`);
  const batch = await batchOf(db, portalId, batchUuid).catch(() => {
    throw new UploadRefusedError(404, "No such import");
  });
  if (!openStates.includes(batch.state as ImportBatchState)) {
    throw new UploadRefusedError(409, "The import no longer takes files");
  }
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importBatchFiles)
    .where(eq(importBatchFiles.batchId, batch.id));
  if ((count?.n ?? 0) >= importBatchLimits.filesPerBatch) {
    throw new UploadRefusedError(413, "The import holds as many files as it takes");
  }
  await db.transaction(async (tx) => {
    await tx.insert(importBatchFiles).values({
      batchId: batch.id,
      uploadId: upload.id,
      name,
      size: upload.size ?? 0,
      storageKey: upload.id,
    });
    // A file sent again makes the batch's check stale.
    await tx
      .update(importBatches)
      .set({ state: "uploading", problems: [], warnings: [], updatedAt: new Date() })
      .where(eq(importBatches.id, batch.id));
  });
}

/**
 * Whether a request may go on with this upload (HEAD, PATCH, DELETE): it belongs to a batch of this shop that still
 * takes files. HEAD is let through later too, so a client learns the upload is whole.
 */
export async function checkBatchUpload(
  db: Db,
  portalId: number,
  uploadId: string,
  method: string,
): Promise<void> {
  const [row] = await db
    .select({ state: importBatches.state })
    .from(importBatchFiles)
    .innerJoin(importBatches, eq(importBatches.id, importBatchFiles.batchId))
    .where(and(eq(importBatchFiles.uploadId, uploadId), eq(importBatches.portalId, portalId)));
  if (!row) throw new UploadRefusedError(404, "The file for this url was not found");
  if (method !== "HEAD" && !openStates.includes(row.state as ImportBatchState)) {
    throw new UploadRefusedError(409, "The import no longer takes files");
  }
}

export async function finishBatchUpload(db: Db, uploadId: string): Promise<void> {
  await db
    .update(importBatchFiles)
    .set({ finishedAt: new Date() })
    .where(eq(importBatchFiles.uploadId, uploadId));
}

interface BatchFile {
  name: string;
  size: number;
  storageKey: string;
  finished: boolean;
}

/** The batch's files by name, the newest upload of each name. */
async function filesOf(db: Db, batchId: number): Promise<Map<string, BatchFile>> {
  const rows = await db
    .select()
    .from(importBatchFiles)
    .where(eq(importBatchFiles.batchId, batchId))
    .orderBy(asc(importBatchFiles.id));
  const files = new Map<string, BatchFile>();
  for (const row of rows) {
    files.set(row.name, {
      name: row.name,
      size: row.size,
      storageKey: row.storageKey,
      finished: row.finishedAt !== null,
    });
  }
  return files;
}

/**
 * A batch's stored problems or warnings: codes with their values, or, stored before they had codes (migration 0031's
 * rows), `{ line, message }` in English, shown as written.
 */
export function storedProblems(stored: readonly unknown[]): ImportProblem[] {
  return stored.flatMap((item) => {
    const coded = ImportProblem.safeParse(item);
    if (coded.success) return [coded.data];
    const { line, message } = (item ?? {}) as { line?: unknown; message?: unknown };
    if (typeof message !== "string") return [];
    return [
      { line: typeof line === "number" && line >= 0 ? line : 0, code: "written", params: { text: message } },
    ];
  });
}

function toResponse(batch: BatchRow, files: Map<string, BatchFile>, uploadUrl: string): ImportBatchResponse {
  const options = batch.options as unknown as ImportBatchOptions;
  const result = batch.result as unknown as Omit<ImportJobResult, "codesFile"> | null;
  return {
    uuid: batch.uuid,
    state: batch.state as ImportBatchState,
    name: options.name,
    uploadUrl,
    files: [...files.values()].map((f) => ({ name: f.name, size: f.size, uploaded: f.finished })),
    problems: storedProblems(batch.problems),
    warnings: storedProblems(batch.warnings),
    progress: {
      filesDone: batch.filesDone,
      filesTotal: batch.filesTotal,
      thumbnailsDone: batch.thumbnailsDone,
      thumbnailsTotal: batch.thumbnailsTotal,
    },
    job:
      result && batch.jobUuid
        ? {
            uuid: batch.jobUuid,
            createdJob: result.createdJob,
            newSubjects: result.newSubjects,
            newPictures: result.newPictures,
            skippedPictures: result.skippedPictures,
            subjectCount: result.subjectCount,
          }
        : null,
  };
}

export async function importBatchState(
  db: Db,
  portalId: number,
  batchUuid: string,
  uploadUrl: string,
): Promise<ImportBatchResponse> {
  const batch = await batchOf(db, portalId, batchUuid);
  return toResponse(batch, await filesOf(db, batch.id), uploadUrl);
}

/** The storage's own file of a key where there is one (local storage), so nothing is copied to read it. */
function localFileOf(storage: Storage, key: string): string | null {
  return storage instanceof LocalStorage ? path.join(storage.root, key) : null;
}

/** A file of the batch on this machine's disk: the stored file itself, or a copy in `scratch`. */
async function onDisk(storage: Storage, file: BatchFile, scratch: string): Promise<string> {
  const local = localFileOf(storage, file.storageKey);
  if (local !== null) return local;
  const stream = await storage.stream(file.storageKey);
  if (stream === null) throw new Error(`the upload of ${file.name} is missing from the storage`);
  const copy = path.join(scratch, `download-${path.basename(file.storageKey)}`);
  await pipeline(stream, createWriteStream(copy));
  return copy;
}

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The zip of the batch, if it is one; a batch holds one zip at most. */
function zipOf(files: Map<string, BatchFile>): BatchFile | undefined {
  return [...files.values()].find((f) => fileKindOf(f.name) === "zip");
}

/**
 * Checks a batch whose files are all up, as the job import checks a folder before it changes anything: the roster's
 * own problems (by line), names it cannot store, the files its new rows name and the batch lacks, and a job of the
 * name but another type; and, stored beside them, its warnings (what the import keeps, skips or replaces). Pictures
 * are decoded by the import itself (a broken one fails it, and nothing is kept).
 */
export async function checkImportBatch(
  ctx: Pick<JobsContext, "db" | "storage">,
  portalId: number,
  batchUuid: string,
): Promise<void> {
  const batch = await batchOf(ctx.db, portalId, batchUuid);
  if (!openStates.includes(batch.state as ImportBatchState)) {
    throw new ImportBatchError(409, "The import has been confirmed already");
  }
  const files = await filesOf(ctx.db, batch.id);
  const unfinished = [...files.values()].filter((f) => !f.finished).map((f) => f.name);
  if (unfinished.length > 0) {
    throw new ImportBatchError(409, `Not all files are uploaded yet: ${unfinished.slice(0, 5).join(", ")}`);
  }
  const { errors, warnings } = await rosterCheckOf(ctx, batch, files);
  await ctx.db
    .update(importBatches)
    .set({
      state: errors.length === 0 ? "checked" : "refused",
      problems: errors,
      warnings,
      updatedAt: new Date(),
    })
    .where(eq(importBatches.id, batch.id));
}

interface BatchCheck {
  errors: ImportProblem[];
  warnings: ImportProblem[];
}

const refusedBy = (problem: DistributiveOmit<ImportProblem, "line">): BatchCheck => ({
  errors: [{ line: 0, ...problem } as ImportProblem],
  warnings: [],
});

async function rosterCheckOf(
  ctx: Pick<JobsContext, "db" | "storage">,
  batch: BatchRow,
  files: Map<string, BatchFile>,
): Promise<BatchCheck> {
  const zips = [...files.values()].filter((f) => fileKindOf(f.name) === "zip");
  if (zips.length > 1) return refusedBy({ code: "severalZips", params: {} });
  const zip = zips[0];
  let names = new Set([...files.keys()]);
  let roster: Buffer | null = null;
  if (files.has(rosterFileName)) {
    const stream = await ctx.storage.stream((files.get(rosterFileName) as BatchFile).storageKey);
    roster = stream === null ? null : await readStream(stream);
  }
  if (zip) {
    const scratch = await mkdtemp(path.join(tmpdir(), "job-check-"));
    try {
      const zipFile = await onDisk(ctx.storage, zip, scratch);
      names = new Set(names);
      await eachZipFile(zipFile, async (name, size, open) => {
        names.add(name);
        // A roster sent beside the zip is the newer one.
        if (name === rosterFileName && roster === null && size <= importBatchLimits.rosterBytes) {
          roster = await readStream(await open());
        }
      });
    } catch (error) {
      if (error instanceof ZipFolderError)
        return refusedBy({ code: "zipRefused", params: { file: zip.name, detail: error.message } });
      throw error;
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }
  if (roster === null) return refusedBy({ code: "noRoster", params: {} });

  const options = batch.options as unknown as ImportBatchOptions;
  // The check the command's import makes (errors and warnings by line), on the batch's file names.
  const check = await checkRoster(ctx.db, {
    roster,
    jobName: options.name,
    type: options.type,
    files: names,
  });
  return { errors: check.errors.toSorted((a, b) => a.line - b.line), warnings: check.warnings };
}

/** The photographer confirms a checked batch: its import is queued as background work. */
export async function confirmImportBatch(
  db: Db,
  portalId: number,
  batchUuid: string,
  actor: StudioActor,
): Promise<void> {
  const batch = await batchOf(db, portalId, batchUuid);
  if (batch.state !== "checked") {
    throw new ImportBatchError(409, "Only a checked import without problems can be confirmed");
  }
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(importBatches)
      .set({ state: "queued", updatedAt: new Date() })
      .where(and(eq(importBatches.id, batch.id), eq(importBatches.state, "checked")))
      .returning({ id: importBatches.id });
    if (moved.length === 0) throw new ImportBatchError(409, "The import has been confirmed already");
    await enqueueBackgroundWork(tx, backgroundWorkKinds.jobImport, [{ batchId: batch.id }]);
    await recordStudioChange(tx, {
      staff: actor,
      action: "job.import",
      objectType: "import",
      objectId: batchUuid,
      detail: { name: (batch.options as unknown as ImportBatchOptions).name },
    });
  });
}

/** A process that imports touches the batch about this often; one untouched for longer than takeOverAfterMs is taken over. */
const progressEveryMs = 1_000;
const takeOverAfterMs = 120_000;

/** Pictures per row of thumbnail work: a row is done in well under the outbox's lease. */
export const thumbnailChunk = 20;

/**
 * The background work of a confirmed batch: lays its files out as the job folder (links to the stored files on local
 * storage, copies from S3, a zip unpacked), runs importJob on it with progress into the batch, and queues the
 * thumbnails. A batch another process is importing (touched lately) is left for later; one whose process died is
 * taken over, and the import's own rule (rows already imported are skipped) makes the second run safe.
 */
export async function runImportBatch(ctx: JobsContext, batchId: number): Promise<void> {
  const [batch] = await ctx.db.select().from(importBatches).where(eq(importBatches.id, batchId));
  if (!batch || (batch.state !== "queued" && batch.state !== "importing")) return;
  if (
    batch.state === "importing" &&
    batch.heartbeatAt !== null &&
    Date.now() - batch.heartbeatAt.getTime() < takeOverAfterMs
  ) {
    throw new Error("the import is running in another process");
  }
  const touch = (values: Partial<BatchRow>) =>
    ctx.db
      .update(importBatches)
      .set({ ...values, heartbeatAt: new Date(), updatedAt: new Date() })
      .where(eq(importBatches.id, batchId));
  await touch({ state: "importing", filesDone: 0, filesTotal: 0 });

  const files = await filesOf(ctx.db, batchId);
  const scratch = await mkdtemp(path.join(tmpdir(), "job-import-"));
  try {
    const folder = path.join(scratch, "job");
    await layOutFolder(ctx.storage, files, folder, scratch);
    const options = batch.options as unknown as ImportBatchOptions;
    let lastTouch = Date.now();
    let pending: Promise<unknown> = Promise.resolve();
    const { codesFile: _local, ...result } = await importJob(ctx, {
      folder,
      name: options.name,
      type: options.type,
      ...(options.year === undefined ? {} : { year: options.year }),
      ...(options.favorites === undefined ? {} : { favorites: options.favorites }),
      yearbookPoseDeadline: options.yearbookPoseDeadline ? new Date(options.yearbookPoseDeadline) : null,
      nameCorrectionDeadline: options.nameCorrectionDeadline
        ? new Date(options.nameCorrectionDeadline)
        : null,
      onProgress: (done, total) => {
        if (done < total && Date.now() - lastTouch < progressEveryMs) return;
        lastTouch = Date.now();
        pending = pending.then(() => touch({ filesDone: done, filesTotal: total }));
      },
    });
    await pending;
    const [job] = await jobsOfShop(ctx.db, batch.portalId, { uuid: result.jobUuid });
    const pictures = job ? await picturesOfJob(ctx.db, job.id) : [];
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(importBatches)
        .set({
          state: "imported",
          jobUuid: result.jobUuid,
          result,
          problems: [],
          heartbeatAt: null,
          thumbnailsDone: 0,
          thumbnailsTotal: pictures.length,
          updatedAt: new Date(),
        })
        .where(eq(importBatches.id, batchId));
      const chunks: Record<string, unknown>[] = [];
      for (let i = 0; i < pictures.length; i += thumbnailChunk) {
        chunks.push({ batchId, pictures: pictures.slice(i, i + thumbnailChunk) });
      }
      await enqueueBackgroundWork(tx, backgroundWorkKinds.jobThumbnails, chunks);
    });
    // The job holds its pictures now (re-encoded, under keys of their own): the uploads only took room.
    await removeUploads(ctx, [...files.values()]);
  } catch (error) {
    const problems = importProblemsOf(error, zipOf(files)?.name ?? "zip");
    if (problems === null) {
      // Tried again by the outbox: the batch waits as queued, free for any process.
      await touch({ state: "queued", heartbeatAt: null });
      throw error;
    }
    await touch({ state: "failed", problems, heartbeatAt: null });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Deletes the stored uploads of an imported batch and what the tus stores kept of them; the rows stay, as its record. */
async function removeUploads(
  ctx: Pick<JobsContext, "db" | "storage">,
  files: readonly BatchFile[],
): Promise<void> {
  await Promise.allSettled(
    files.flatMap((file) => [
      ctx.storage.delete(file.storageKey),
      ctx.storage.delete(`${file.storageKey}.info`),
    ]),
  );
  await forgetUploads(
    ctx.db,
    files.map((file) => file.storageKey),
  );
}

/** The problems a failed import reports to the photographer; null for an error of the shop (tried again). */
function importProblemsOf(error: unknown, zipName: string): ImportProblem[] | null {
  if (error instanceof JobImportError) return error.problems;
  if (error instanceof JobLookupError)
    return [{ line: 0, code: "jobRefused", params: { detail: error.message } }];
  if (error instanceof ZipFolderError)
    return [{ line: 0, code: "zipRefused", params: { file: zipName, detail: error.message } }];
  return null;
}

/** The batch's files under their own names in `folder`, as the command's import reads a job folder. */
async function layOutFolder(
  storage: Storage,
  files: Map<string, BatchFile>,
  folder: string,
  scratch: string,
): Promise<void> {
  await mkdir(folder);
  const zip = zipOf(files);
  if (zip) await unpackZip(await onDisk(storage, zip, scratch), folder);
  for (const file of files.values()) {
    if (file === zip) continue;
    const target = path.join(folder, file.name);
    // A roster sent beside a zip replaces the zip's.
    await rm(target, { force: true });
    const local = localFileOf(storage, file.storageKey);
    if (local !== null) await symlink(local, target);
    else {
      const stream = await storage.stream(file.storageKey);
      if (stream === null) throw new Error(`the upload of ${file.name} is missing from the storage`);
      await pipeline(stream, createWriteStream(target));
    }
  }
}

/**
 * One row of thumbnail work: each picture's 320 and 640 derivatives in every format the picture route answers
 * (images' storeAllDerivatives), skipped when made already (a re-import, a row taken over), counted into the batch.
 */
export async function makeBatchThumbnails(
  ctx: Pick<JobsContext, "db" | "storage">,
  batchId: number,
  pictures: readonly JobPicture[],
): Promise<void> {
  for (const picture of pictures) {
    if (!(await ctx.storage.exists(derivedKey(picture.uuid, "320", "jpeg")))) {
      const original = await ctx.storage.get(picture.originalKey);
      if (original !== null) await storeAllDerivatives(ctx.storage, picture.uuid, original);
      collectPhotoGarbage();
    }
  }
  collectAllGarbage();
  await ctx.db
    .update(importBatches)
    .set({
      thumbnailsDone: sql`least(${importBatches.thumbnailsDone} + ${pictures.length}, ${importBatches.thumbnailsTotal})`,
      updatedAt: new Date(),
    })
    .where(eq(importBatches.id, batchId));
}
