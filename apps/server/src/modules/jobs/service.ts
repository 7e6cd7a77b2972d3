import { randomUUID } from "node:crypto";
import { readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatAccessCode } from "@shop/domain/access-code";
import type { JobType } from "@shop/domain/job-type";
import { soldAs } from "@shop/domain/picture-type";
import type { Db, Tx } from "../../db/client.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import type { Storage } from "../../platform/storage.ts";
import { type AccessCodeKeys, accessCodesOfSubjects, issueAccessCode } from "../access/codes.ts";
import { findPortalId, portalName, resolvePortalId } from "../content/portal.ts";
import { getSettings, shopProfile } from "../content/service.ts";
import { addImageBackground } from "../images/service.ts";
import { importedPictures, type JobRow, jobsOfShop, subjectsOfJob } from "../subjects/jobs.ts";
import {
  insertJob,
  insertPictures,
  insertSubject,
  type NewPicture,
  shopPhotographer,
} from "../subjects/records.ts";
import { insertGreenScreenBackgrounds } from "../templates/records.ts";
import { decodeCsvText, formatCsvLine } from "./csv.ts";
import type { LetterLanguage, MakeQr } from "./letters.ts";
import { backgroundFileLimits, checkMaskFile, checkPictureFile, PictureFileError } from "./picture-file.ts";
import {
  codesFileName,
  type RosterProblem,
  type RosterRow,
  readRoster,
  rosterFileName,
  subjectKey,
} from "./roster.ts";

export interface JobsContext {
  db: Db;
  storage: Storage;
  keys: AccessCodeKeys;
}

/** The roster or its pictures cannot be imported; nothing was kept. */
export class JobImportError extends Error {
  readonly problems: RosterProblem[];
  constructor(problems: RosterProblem[]) {
    const lines = problems
      .toSorted((a, b) => a.line - b.line)
      .map((p) => (p.line > 0 ? `  ${rosterFileName} line ${p.line}: ${p.message}` : `  ${p.message}`));
    super(`The job was not imported; nothing was changed.\n${lines.join("\n")}`);
    this.name = "JobImportError";
    this.problems = problems;
  }
}

/** The job named on the command line cannot be used (unknown, ambiguous, of another type). */
export class JobLookupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JobLookupError";
  }
}

export interface ImportJobOptions {
  folder: string;
  name: string;
  type: JobType;
  /** The school year the pictures belong to; the current year by default. */
  year?: number;
  /** When set, the job's subjects may choose a yearbook pose until then. */
  yearbookPoseDeadline?: Date | null;
  /** Whether the job's subjects may mark their own favorites. */
  favorites?: boolean;
  /** When set, parents may correct their child's name and group until then (decision 0035). */
  nameCorrectionDeadline?: Date | null;
  now?: Date;
  /** Called after each picture file is checked: done of total. */
  onProgress?: (done: number, total: number) => void;
  /** Draws a new access code (tests pass a fixed sequence). */
  generateCode?: () => string;
}

export interface ImportJobResult {
  jobUuid: string;
  jobName: string;
  createdJob: boolean;
  newSubjects: number;
  newPictures: number;
  /** Rows of the roster already imported by an earlier run. */
  skippedPictures: number;
  /** Subjects of the job, all runs together. */
  subjectCount: number;
  codesFile: string;
}

const maxSubjectLength = 200;
const maxGroupLength = 100;
const maxFileNameLength = 255;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f]/;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The job of this shop with this uuid or, failing that, this exact name. */
export async function findJob(db: Db, portalId: number, nameOrUuid: string): Promise<JobRow> {
  if (uuidPattern.test(nameOrUuid)) {
    const [byUuid] = await jobsOfShop(db, portalId, { uuid: nameOrUuid.toLowerCase() });
    if (byUuid) return byUuid;
  }
  const named = await jobsOfShop(db, portalId, { name: nameOrUuid });
  if (named.length === 0) throw new JobLookupError(`No job is named "${nameOrUuid}".`);
  if (named.length > 1) {
    throw new JobLookupError(
      `${named.length} jobs are named "${nameOrUuid}"; name one by its uuid: ${named.map((j) => j.uuid).join(", ")}`,
    );
  }
  return named[0] as JobRow;
}

/** Names the shop can store and show: no control characters (a NUL cannot be stored), of a sensible length. */
export function textProblems(row: RosterRow): string[] {
  const problems: string[] = [];
  if (controlCharacters.test(row.subject) || controlCharacters.test(row.group ?? "")) {
    problems.push("the subject or group holds a control character");
  }
  if (row.subject.length > maxSubjectLength) problems.push(`the subject is longer than ${maxSubjectLength}`);
  if ((row.group ?? "").length > maxGroupLength) problems.push(`the group is longer than ${maxGroupLength}`);
  if (row.picture.length > maxFileNameLength)
    problems.push(`the file name is longer than ${maxFileNameLength}`);
  return problems;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

export interface SubjectState {
  id: number;
  /** File names already imported for the subject. */
  sources: Set<string>;
  nextPosition: number;
}

/** The subjects of an existing job with what each already holds, by subjectKey. */
export async function subjectStates(db: Db, jobId: number): Promise<Map<string, SubjectState>> {
  const rows = await subjectsOfJob(db, jobId);
  const held = await importedPictures(
    db,
    rows.map((r) => r.id),
  );
  const states = new Map<string, SubjectState>();
  for (const r of rows) {
    const pictures = held.get(r.id);
    states.set(subjectKey(r.name, r.group), {
      id: r.id,
      sources: pictures?.sources ?? new Set(),
      nextPosition: (pictures?.lastPosition ?? -1) + 1,
    });
  }
  return states;
}

interface StoredFile {
  key: string;
  width: number;
  height: number;
}

/**
 * Decodes every new picture file once (a group picture on many rows is one file), and stores it while no problem
 * has been found; after the first problem it only checks the rest, so the operator sees every broken row at once.
 * The caller deletes `stored` when anything failed.
 */
async function checkAndStoreFiles(
  ctx: JobsContext,
  folder: string,
  rows: RosterRow[],
  problems: RosterProblem[],
  stored: string[],
  masks: Map<RosterRow, string>,
  onProgress: (done: number, total: number) => void,
): Promise<Map<string, StoredFile>> {
  const linesOf = new Map<string, number[]>();
  for (const row of rows) linesOf.set(row.picture, [...(linesOf.get(row.picture) ?? []), row.line]);
  const files = new Map<string, StoredFile>();
  let done = 0;
  for (const [name, lines] of linesOf) {
    try {
      const checked = await checkPictureFile(await readFile(path.join(folder, name)));
      if (problems.length === 0) {
        const key = `originals/${randomUUID()}.jpg`;
        stored.push(key);
        await ctx.storage.put(key, checked.jpeg, "image/jpeg");
        files.set(name, { key, width: checked.width, height: checked.height });
      }
    } catch (error) {
      if (!(error instanceof PictureFileError)) throw error;
      for (const line of lines) problems.push({ line, message: `${name}: ${error.message}` });
    }
    onProgress(++done, linesOf.size);
  }
  // A green-screen picture's mask, checked against its picture's size and kept beside it.
  for (const row of rows) {
    const picture = files.get(row.picture);
    if (row.mask === null || picture === undefined || masks.has(row)) continue;
    try {
      const png = await checkMaskFile(await readFile(path.join(folder, row.mask)), picture);
      if (problems.length === 0) {
        const key = `masks/${randomUUID()}.png`;
        stored.push(key);
        await ctx.storage.put(key, png, "image/png");
        masks.set(row, key);
      }
    } catch (error) {
      if (!(error instanceof PictureFileError)) throw error;
      problems.push({ line: row.line, message: `${row.mask}: ${error.message}` });
    }
  }
  return files;
}

export interface SubjectCode {
  subjectId: number;
  name: string;
  group: string | null;
  /** Normalized; formatAccessCode groups it for print. */
  code: string;
}

/** Subjects sorted as letters are handed out: by group, then by name. */
function byGroupAndName(
  a: { name: string; group: string | null },
  b: { name: string; group: string | null },
) {
  return (a.group ?? "").localeCompare(b.group ?? "", "nb") || a.name.localeCompare(b.name, "nb");
}

/**
 * Every subject of the job with its access code (decrypted), by group and name. With `issueMissing` a subject
 * without a code gets one; without it such a subject is left out.
 */
async function subjectCodesOfJob(
  db: Db | Tx,
  keys: AccessCodeKeys,
  jobId: number,
  issueMissing?: { generate: (() => string) | undefined },
): Promise<SubjectCode[]> {
  const rows = await subjectsOfJob(db, jobId);
  const codes = await accessCodesOfSubjects(
    db,
    keys,
    rows.map((r) => r.id),
  );
  const result: SubjectCode[] = [];
  for (const r of rows) {
    let code = codes.get(r.id);
    if (code === undefined && issueMissing)
      code = await issueAccessCode(db, keys, r.id, issueMissing.generate);
    if (code !== undefined) result.push({ subjectId: r.id, name: r.name, group: r.group, code });
  }
  return result.sort(byGroupAndName);
}

/** codes.csv beside the roster: written beside and renamed, readable by the operator only (it opens picture sets). */
async function writeCodesFile(folder: string, codes: SubjectCode[]): Promise<string> {
  const file = path.join(folder, codesFileName);
  const text = [
    formatCsvLine(["subject", "group", "code"]),
    ...codes.map((c) => formatCsvLine([c.name, c.group ?? "", formatAccessCode(c.code)])),
  ].join("");
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, text, { mode: 0o600 });
  await rename(temp, file);
  return file;
}

/**
 * Imports a job from a folder with roster.csv and the picture files: the job (found again by its name on a later
 * run), its subjects, their pictures (decoded, checked and re-encoded, in storage) and an access code for each new
 * subject, then writes codes.csv. Rows already imported (same subject, same file name) are skipped, so a second run
 * adds pictures without changing a code. Any broken row stops the import before the database changes, and the files
 * stored so far are removed.
 */
export async function importJob(ctx: JobsContext, options: ImportJobOptions): Promise<ImportJobResult> {
  const folder = path.resolve(options.folder);
  const now = options.now ?? new Date();
  const rosterFile = path.join(folder, rosterFileName);
  if (!(await isFile(rosterFile)))
    throw new JobImportError([{ line: 0, message: `no ${rosterFileName} in ${folder}` }]);

  const roster = readRoster(decodeCsvText(await readFile(rosterFile)));
  const problems = [...roster.problems];
  for (const row of roster.rows) {
    const found = textProblems(row);
    if (found.length > 0) problems.push({ line: row.line, message: found.join("; ") });
  }

  // Read only until everything is checked: even the default portal of an empty database is made only then.
  const existingPortalId = await findPortalId(ctx.db);
  const named =
    existingPortalId === null ? [] : await jobsOfShop(ctx.db, existingPortalId, { name: options.name });
  if (named.length > 1) throw new JobLookupError(`${named.length} jobs are named "${options.name}".`);
  const existingJob = named[0] ?? null;
  if (existingJob && existingJob.jobType !== options.type) {
    throw new JobLookupError(
      `The job "${options.name}" exists with the type ${existingJob.jobType}, not ${options.type}.`,
    );
  }
  const states = existingJob ? await subjectStates(ctx.db, existingJob.id) : new Map<string, SubjectState>();
  const isImported = (row: RosterRow) =>
    states.get(subjectKey(row.subject, row.group))?.sources.has(row.picture) ?? false;
  const newRows = roster.rows.filter((row) => !isImported(row));

  for (const row of newRows) {
    for (const name of row.mask === null ? [row.picture] : [row.picture, row.mask]) {
      if (!(await isFile(path.join(folder, name)))) {
        problems.push({ line: row.line, message: `the file ${name} is not in the folder` });
      }
    }
  }
  if (problems.length > 0) throw new JobImportError(problems);

  const stored: string[] = [];
  let result: { job: JobRow; newSubjects: number; codes: SubjectCode[] };
  try {
    const masks = new Map<RosterRow, string>();
    const files = await checkAndStoreFiles(
      ctx,
      folder,
      newRows,
      problems,
      stored,
      masks,
      options.onProgress ?? (() => {}),
    );
    if (problems.length > 0) throw new JobImportError(problems);

    const portalId = existingPortalId ?? (await resolvePortalId(ctx.db));
    // A shop that merges individual and sibling pictures sells the new sibling pictures as individual ones too.
    const { mergeSiblingPictures } = await shopProfile(ctx.db, portalId);
    result = await ctx.db.transaction(async (tx) => {
      let job = existingJob;
      if (!job) {
        job = await insertJob(tx, {
          photographerId: await shopPhotographer(tx, portalId, await portalName(tx, portalId)),
          name: options.name,
          type: options.type,
          year: options.year ?? now.getUTCFullYear(),
          creationTime: now,
          yearbookPoseDeadline: options.yearbookPoseDeadline ?? null,
          nameCorrectionDeadline: options.nameCorrectionDeadline ?? null,
        });
      }
      const year = job.year;
      let newSubjects = 0;
      const pictureRows: NewPicture[] = [];
      for (const row of newRows) {
        const key = subjectKey(row.subject, row.group);
        let state = states.get(key);
        if (!state) {
          // A subject with only group pictures is a class or team: no favorites or yearbook pose of its own.
          const individual = newRows.some((r) => subjectKey(r.subject, r.group) === key && r.type !== "GP");
          const subject = await insertSubject(tx, {
            jobId: job.id,
            name: row.subject,
            group: row.group,
            favorites: individual && (options.favorites ?? false),
            yearbook: individual && Boolean(options.yearbookPoseDeadline),
          });
          state = { id: subject.id, sources: new Set(), nextPosition: 0 };
          states.set(key, state);
          newSubjects++;
        }
        const file = files.get(row.picture) as StoredFile;
        const position = state.nextPosition++;
        state.sources.add(row.picture);
        pictureRows.push({
          subjectId: state.id,
          position,
          year,
          width: file.width,
          height: file.height,
          pictureType: row.type,
          soldAs: soldAs(row.type, mergeSiblingPictures),
          originalKey: file.key,
          sourceName: row.picture,
          // A picture with a mask is a green-screen picture: a parent may put it on a background.
          ...(masks.has(row) ? { greenscreen: true, maskKey: masks.get(row) } : {}),
        });
      }
      await insertPictures(tx, pictureRows);
      // The pictures' filled previews of 'Exclusive deals' are made ahead, by a running server (decision 0046).
      if (pictureRows.length > 0) {
        await enqueueBackgroundWork(tx, backgroundWorkKinds.jobChanged, [{ jobId: job.id }]);
      }
      const codes = await subjectCodesOfJob(tx, ctx.keys, job.id, { generate: options.generateCode });
      return { job, newSubjects, codes };
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }

  // After the commit: codes.csv can be written again by another run, the rows and files are kept.
  const codesFile = await writeCodesFile(folder, result.codes);
  return {
    jobUuid: result.job.uuid,
    jobName: result.job.name,
    createdJob: existingJob === null,
    newSubjects: result.newSubjects,
    newPictures: newRows.length,
    skippedPictures: roster.rows.length - newRows.length,
    subjectCount: result.codes.length,
    codesFile,
  };
}

export interface JobLetters {
  pdf: Uint8Array;
  jobName: string;
  letterCount: number;
}

/** The letters of a job (one page per subject with its code), in the shop's default language if it is Norwegian. */
export async function jobLetters(
  ctx: Pick<JobsContext, "db" | "keys">,
  publicUrl: string,
  nameOrUuid: string,
  options: { language?: LetterLanguage; makeQr?: MakeQr } = {},
): Promise<JobLetters> {
  const portalId = await resolvePortalId(ctx.db);
  const job = await findJob(ctx.db, portalId, nameOrUuid);
  const codes = await subjectCodesOfJob(ctx.db, ctx.keys, job.id);
  if (codes.length === 0)
    throw new JobLookupError(`The job "${job.name}" has no subjects with an access code.`);
  const settings = await getSettings(ctx.db, portalId);
  const { contactInfo } = settings.portal;
  const language =
    options.language ?? (settings.webshop.locale.default_language.startsWith("nb") ? "nb" : "en");
  // pdf-lib and the QR coder are loaded on the first letters, not with the shop (decision 0016).
  const { buildLetters } = await import("./letters.ts");
  const pdf = await buildLetters(
    { name: settings.portal.name, ...contactInfo, publicUrl },
    codes.map((c) => ({ name: c.name, group: c.group, code: c.code })),
    { language, title: job.name, ...(options.makeQr ? { makeQr: options.makeQr } : {}) },
  );
  return { pdf, jobName: job.name, letterCount: codes.length };
}

/** A background picture for a job's green-screen pictures: its name (shown in the editor) and its file. */
export interface BackgroundFile {
  name: string;
  data: Buffer;
}

/**
 * Gives a job's green-screen pictures the backgrounds a parent may put them on (the editor's Backgrounds tab): each
 * file is checked and stored as an image background of the shop, then offered to the job in the given order, the
 * first as the default. Nothing is kept when a file does not decode.
 */
export async function addJobBackgrounds(
  ctx: Pick<JobsContext, "db" | "storage">,
  nameOrUuid: string,
  files: readonly BackgroundFile[],
): Promise<{ jobName: string; added: number }> {
  if (files.length === 0) throw new JobLookupError("Give at least one background picture.");
  const portalId = await resolvePortalId(ctx.db);
  const job = await findJob(ctx.db, portalId, nameOrUuid);
  const checked: Array<{ name: string; jpeg: Buffer }> = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      checked.push({ name: file.name, jpeg: (await checkPictureFile(file.data, backgroundFileLimits)).jpeg });
    } catch (error) {
      if (!(error instanceof PictureFileError)) throw error;
      problems.push(`${file.name}: ${error.message}`);
    }
  }
  if (problems.length > 0) {
    throw new JobLookupError(["No background was added:", ...problems.map((p) => `  ${p}`)].join("\n"));
  }
  const stored: string[] = [];
  try {
    await ctx.db.transaction(async (tx) => {
      const added: string[] = [];
      for (const file of checked) {
        const background = await addImageBackground(tx, ctx.storage, portalId, { ...file, isDefault: false });
        stored.push(background.storageKey);
        added.push(background.uuid);
      }
      await insertGreenScreenBackgrounds(
        tx,
        portalId,
        job.id,
        added.map((backgroundUuid, i) => ({ backgroundUuid, isDefault: i === 0 })),
      );
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => ctx.storage.delete(key)));
    throw error;
  }
  return { jobName: job.name, added: checked.length };
}
