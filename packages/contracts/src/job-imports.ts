import { jobTypes } from "@shop/domain/job-type";
import { z } from "zod";

/**
 * The studio's job imports (issue 30, decision 0062): a batch is created, its files go up by tus to
 * /api/studio/uploads/ (each upload names its batch in its `batch` metadata), the roster is checked, and once
 * confirmed the import runs in the background while the page shows its progress.
 */

/** POST /api/studio/jobs/imports — what the import will be asked for. */
export const CreateImportBatchRequest = z.object({
  /** A job of this name is added to (a re-import keeps its codes); otherwise made. */
  name: z.string().trim().min(1).max(200),
  type: z.enum(jobTypes),
  year: z.number().int().min(2000).max(2100).optional(),
  yearbookPoseDeadline: z.iso.datetime({ offset: true }).nullable().optional(),
  favorites: z.boolean().optional(),
  nameCorrectionDeadline: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type CreateImportBatchRequest = z.infer<typeof CreateImportBatchRequest>;

export const ImportBatchParams = z.object({ batchUuid: z.uuid() });
export type ImportBatchParams = z.infer<typeof ImportBatchParams>;

export const importBatchStates = [
  /** Files go up; the roster may be checked once they are all there. */
  "uploading",
  /** Checked without problems: waits for the photographer's confirmation. */
  "checked",
  /** Checked with problems (`problems`): files may be sent again and checked again. */
  "refused",
  /** Confirmed: waits for a process to take it. */
  "queued",
  "importing",
  "imported",
  /** The import found problems the check could not (a picture that does not decode): nothing was kept. */
  "failed",
] as const;
export const ImportBatchState = z.enum(importBatchStates);
export type ImportBatchState = z.infer<typeof ImportBatchState>;

/** A problem of the roster or its files; line 0 is not of one line of roster.csv. */
export const ImportProblem = z.object({ line: z.number().int().min(0), message: z.string().max(2000) });
export type ImportProblem = z.infer<typeof ImportProblem>;

export const ImportBatchFile = z.object({
  name: z.string().max(255),
  size: z.number().int().min(0),
  uploaded: z.boolean(),
});

/** GET /api/studio/jobs/imports/{batchUuid}, and the answer of each call on a batch. */
export const ImportBatchResponse = z.object({
  uuid: z.uuid(),
  state: ImportBatchState,
  name: z.string().max(200),
  /** Where the batch's files go: a tus endpoint (creation, termination, expiration). */
  uploadUrl: z.string().max(200),
  files: z.array(ImportBatchFile).max(20_000),
  problems: z.array(ImportProblem).max(20_000),
  /** What the checked roster's import keeps, skips or replaces (a subject renamed, guardians removed), by line. */
  warnings: z.array(ImportProblem).max(20_000),
  /** Picture files checked and stored by the import, of all it will store. */
  progress: z.object({
    filesDone: z.number().int().min(0),
    filesTotal: z.number().int().min(0),
    thumbnailsDone: z.number().int().min(0),
    thumbnailsTotal: z.number().int().min(0),
  }),
  /** Once imported: the job, and what the import added. */
  job: z
    .object({
      uuid: z.uuid(),
      createdJob: z.boolean(),
      newSubjects: z.number().int().min(0),
      newPictures: z.number().int().min(0),
      skippedPictures: z.number().int().min(0),
      subjectCount: z.number().int().min(0),
    })
    .nullable(),
});
export type ImportBatchResponse = z.infer<typeof ImportBatchResponse>;
