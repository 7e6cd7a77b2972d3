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

const name = z.string().max(2000);
const count = z.number().int().min(0);
const lineNumber = z.number().int().min(0);

/**
 * A problem or warning of the roster or its files: a code and its values, so the studio says it in its own language
 * (and the command line in English). Line 0 is not of one line of roster.csv.
 */
function problem<const C extends string, P extends z.ZodRawShape>(code: C, params: P) {
  return z.object({ line: lineNumber, code: z.literal(code), params: z.object(params) });
}

export const ImportProblem = z.discriminatedUnion("code", [
  // roster.csv as a whole
  problem("quoteNotClosed", {}),
  problem("rosterEmpty", {}),
  problem("noPictures", {}),
  problem("unknownColumn", { column: name }),
  problem("columnTwice", { column: name }),
  problem("groupAndClass", {}),
  problem("columnMissing", { column: z.enum(["subject", "picture"]) }),
  // one row
  problem("moreFields", {}),
  problem("classPictureWithoutClass", {}),
  problem("subjectEmpty", {}),
  problem("classPictureGuardians", {}),
  problem("pictureEmpty", {}),
  problem("notAFileName", { name }),
  problem("maskIsPicture", {}),
  problem("unknownType", { type: name }),
  /** The places (from 1) in the cell, never the addresses: personal data. */
  problem("guardianEmailsInvalid", { places: z.array(count).max(1000) }),
  problem("samePictureOfSubject", { earlierLine: lineNumber }),
  problem("samePictureOfClass", { earlierLine: lineNumber }),
  problem("controlCharacter", {}),
  problem("subjectTooLong", { max: count }),
  problem("groupTooLong", { max: count }),
  problem("fileNameTooLong", { max: count }),
  // the roster against the job and the files
  problem("jobNamedTwice", { name, count }),
  problem("jobOfOtherType", { name, type: name, wanted: name }),
  problem("classWithoutSubjects", { group: name }),
  problem("fileMissing", { file: name }),
  problem("noRoster", {}),
  problem("noRosterInFolder", { folder: name }),
  problem("severalZips", {}),
  /** The zip library's or the shop's own English words (a damaged zip is rare): shown as they are. */
  problem("zipRefused", { file: name, detail: name }),
  problem("jobRefused", { detail: name }),
  // the pictures, as the import decodes them
  problem("pictureRefused", {
    file: name,
    what: z.enum(["photograph", "mask"]),
    reason: z.enum([
      "not_an_image",
      "too_large",
      "too_many_pixels",
      "too_small",
      "too_few_bytes",
      "truncated",
    ]),
    /** The file's own format when it is an image of a format the shop does not take. */
    format: name.optional(),
    /** The limit the file is over or under (MB, megapixels or pixels), for those reasons. */
    limit: z.number().min(0).optional(),
  }),
  problem("maskSize", {
    file: name,
    width: count,
    height: count,
    pictureWidth: count,
    pictureHeight: count,
  }),
  // warnings: what the import keeps, skips or replaces
  problem("subjectRenamed", { from: name, to: name }),
  /** The first lines of those rows (at most 10) and how many there are. */
  problem("rowsImportedAlready", { count, lines: z.array(lineNumber).max(10) }),
  problem("subjectNotInRoster", { name, group: name.nullable() }),
  problem("guardiansRemoved", { name, count }),
  problem("orderDeadlineNow", { day: name.nullable() }),
  problem("yearStays", { year: count }),
  problem("deadlineStays", { deadline: z.enum(["yearbookPose", "nameCorrection"]), day: name.nullable() }),
  /** A line stored before problems had codes (English): shown as written. */
  problem("written", { text: name }),
]);
export type ImportProblem = z.infer<typeof ImportProblem>;
export type ImportProblemCode = ImportProblem["code"];
export const importProblemCodes: readonly ImportProblemCode[] = ImportProblem.options.map(
  (option) => option.shape.code.value,
);
/** A problem of one code: its values. */
export type ImportProblemOf<C extends ImportProblemCode> = Extract<ImportProblem, { code: C }>;

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
