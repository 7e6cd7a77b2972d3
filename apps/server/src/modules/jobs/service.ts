import { randomUUID } from "node:crypto";
import { readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { formatAccessCode } from "@shop/domain/access-code";
import type { JobType } from "@shop/domain/job-type";
import { textIn } from "@shop/domain/localised-text";
import { soldAs } from "@shop/domain/picture-type";
import type { Db, Tx } from "../../db/client.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import { collectPhotoGarbage } from "../../platform/photo-garbage.ts";
import type { Storage } from "../../platform/storage.ts";
import { type AccessCodeKeys, accessCodesOfSubjects, issueAccessCode } from "../access/codes.ts";
import { digitalCatalog } from "../catalog/service.ts";
import { shopLogoKey } from "../content/look.ts";
import { findPortalId, portalName, resolvePortalId } from "../content/portal.ts";
import { getSettings, letterSettings, shopProfile } from "../content/service.ts";
import { addImageBackground } from "../images/service.ts";
import { type JobRow, jobsOfShop, photographerLogoKey, subjectsOfJob } from "../subjects/jobs.ts";
import {
  insertJob,
  insertPictures,
  insertSubject,
  type NewPicture,
  renameSubject,
  replaceSubjectGuardians,
  setJobOrderDeadline,
  shopPhotographer,
} from "../subjects/records.ts";
import { insertGreenScreenBackgrounds } from "../templates/records.ts";
import { formatCsvLine } from "./csv.ts";
import { importProblemLines } from "./import-problem-text.ts";
import type { LetterLanguage, LetterPrice, MakeQr } from "./letters.ts";
import { backgroundFileLimits, checkMaskFile, checkPictureFile, PictureFileError } from "./picture-file.ts";
import { codesFileName, type RosterProblem, type RosterRow, rosterFileName, subjectKey } from "./roster.ts";
import { checkRoster, type SubjectState } from "./roster-check.ts";

export interface JobsContext {
  db: Db;
  storage: Storage;
  keys: AccessCodeKeys;
}

/** The roster or its pictures cannot be imported; nothing was kept. */
export class JobImportError extends Error {
  readonly problems: RosterProblem[];
  constructor(problems: RosterProblem[]) {
    const lines = importProblemLines(problems).map((p) =>
      p.line > 0 ? `  ${rosterFileName} line ${p.line}: ${p.text}` : `  ${p.text}`,
    );
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
  /** The last day to order, which the code letters name; a re-import with another one changes it and says so. */
  orderDeadline?: Date | null;
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
  /** What the import kept, skipped or replaced (checkRoster's warnings). */
  warnings: RosterProblem[];
}

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

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The names of the files in the job folder (a link to a file counts, as the import reads through it). */
async function filesOf(folder: string): Promise<Set<string>> {
  const entries = await readdir(folder, { withFileTypes: true });
  const names = new Set<string>();
  for (const entry of entries) {
    if (entry.isFile() || (entry.isSymbolicLink() && (await isFile(path.join(folder, entry.name)))))
      names.add(entry.name);
  }
  return names;
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
  rows: readonly RosterRow[],
  problems: RosterProblem[],
  stored: string[],
  masks: Map<RosterRow, string>,
  onProgress: (done: number, total: number) => void,
): Promise<Map<string, StoredFile>> {
  const linesOf = new Map<string, number[]>();
  for (const row of rows) {
    const lines = linesOf.get(row.picture) ?? [];
    if (!lines.includes(row.line)) linesOf.set(row.picture, [...lines, row.line]);
  }
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
      for (const line of lines) problems.push({ line, ...error.problemOf(name) });
    }
    collectPhotoGarbage();
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
      problems.push({ line: row.line, ...error.problemOf(row.mask) });
    }
  }
  return files;
}

export interface SubjectCode {
  subjectId: number;
  name: string;
  firstName: string | null;
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
    if (code !== undefined)
      result.push({ subjectId: r.id, name: r.name, firstName: r.firstName, group: r.group, code });
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
    throw new JobImportError([{ line: 0, code: "noRosterInFolder", params: { folder } }]);

  // Read only until everything is checked: even the default portal of an empty database is made only then.
  const existingPortalId = await findPortalId(ctx.db);
  const named =
    existingPortalId === null ? [] : await jobsOfShop(ctx.db, existingPortalId, { name: options.name });
  if (named.length > 1) throw new JobLookupError(`${named.length} jobs are named "${options.name}".`);
  if (named[0] && named[0].jobType !== options.type) {
    throw new JobLookupError(
      `The job "${options.name}" exists with the type ${named[0].jobType}, not ${options.type}.`,
    );
  }
  const check = await checkRoster(ctx.db, {
    roster: await readFile(rosterFile),
    jobName: options.name,
    type: options.type,
    files: await filesOf(folder),
  });
  const problems = [...check.errors];
  if (problems.length > 0) throw new JobImportError(problems);
  const warnings = [...check.warnings];
  const orderDeadlineChanges =
    named[0] !== undefined &&
    options.orderDeadline !== undefined &&
    (named[0].orderDeadline?.getTime() ?? null) !== (options.orderDeadline?.getTime() ?? null);
  if (named[0]) warnings.push(...reimportNotes(named[0], options, orderDeadlineChanges));
  const { existingJob, states, pictures: planned, renames, guardians } = check.plan;
  const rowsOf = (key: string) =>
    check.rows.filter((r) => !r.classPicture && subjectKey(r.subject, r.group) === key);

  const stored: string[] = [];
  let result: { job: JobRow; newSubjects: number; codes: SubjectCode[] };
  try {
    const masks = new Map<RosterRow, string>();
    const files = await checkAndStoreFiles(
      ctx,
      folder,
      planned.map((p) => p.row),
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
          orderDeadline: options.orderDeadline ?? null,
        });
      } else if (orderDeadlineChanges) {
        await setJobOrderDeadline(tx, job.id, options.orderDeadline ?? null);
      }
      const year = job.year;
      for (const { id, row } of renames) await renameSubject(tx, id, { ...row, name: row.subject });
      // Every subject the roster names exists before the pictures: a class picture goes to subjects of later rows too.
      let newSubjects = 0;
      for (const row of check.rows) {
        const key = subjectKey(row.subject, row.group);
        if (row.classPicture || states.has(key)) continue;
        // A subject with only group pictures is a class or team: no favorites or yearbook pose of its own.
        const individual = rowsOf(key).some((r) => r.type !== "GP");
        const subject = await insertSubject(tx, {
          jobId: job.id,
          name: row.subject,
          firstName: row.firstName,
          lastName: row.lastName,
          group: row.group,
          favorites: individual && (options.favorites ?? false),
          yearbook: individual && Boolean(options.yearbookPoseDeadline),
        });
        states.set(key, {
          id: subject.id,
          name: row.subject,
          group: row.group,
          sources: new Set(),
          nextPosition: 0,
        });
        newSubjects++;
      }
      for (const [key, emails] of guardians ?? []) {
        const state = states.get(key);
        if (state) await replaceSubjectGuardians(tx, state.id, emails);
      }
      const pictureRows: NewPicture[] = [];
      for (const { row, key } of planned) {
        const state = states.get(key) as SubjectState;
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
  const importedRows = new Set(planned.map((p) => p.row));
  return {
    jobUuid: result.job.uuid,
    jobName: result.job.name,
    createdJob: existingJob === null,
    newSubjects: result.newSubjects,
    newPictures: planned.length,
    skippedPictures: check.rows.filter((row) => !importedRows.has(row)).length,
    subjectCount: result.codes.length,
    codesFile,
    warnings,
  };
}

const day = (at: Date | null | undefined) => (at ? at.toISOString().slice(0, 10) : null);

/**
 * What a re-import does with the job's options given again: the order deadline changes; the others are the job's
 * (the year names its pictures, the subjects' qualifications were given at their import), and a line says so.
 */
function reimportNotes(
  job: JobRow,
  options: ImportJobOptions,
  orderDeadlineChanges: boolean,
): RosterProblem[] {
  const notes: RosterProblem[] = [];
  if (orderDeadlineChanges) {
    notes.push({ line: 0, code: "orderDeadlineNow", params: { day: day(options.orderDeadline) } });
  }
  if (options.year !== undefined && options.year !== job.year) {
    notes.push({ line: 0, code: "yearStays", params: { year: job.year } });
  }
  const kept = (
    given: Date | null | undefined,
    stored: Date | null,
    deadline: "yearbookPose" | "nameCorrection",
  ) => {
    if (given !== undefined && (given?.getTime() ?? null) !== (stored?.getTime() ?? null))
      notes.push({ line: 0, code: "deadlineStays", params: { deadline, day: day(stored) } });
  };
  kept(options.yearbookPoseDeadline, job.yearbookPoseDeadline, "yearbookPose");
  kept(options.nameCorrectionDeadline, job.nameCorrectionDeadline, "nameCorrection");
  return notes;
}

export interface JobLetters {
  pdf: Uint8Array;
  jobName: string;
  letterCount: number;
}

export interface JobLettersOptions {
  language?: LetterLanguage;
  makeQr?: MakeQr;
  /** Only the letters of this class (group); all when absent. */
  group?: string;
}

/**
 * The letters of a job (one page per subject with its code), all or one class's, as one PDF: in the shop's default
 * language if it is Norwegian, with the shop's letter text and, when the settings say so, its digital prices. The
 * command line and the studio both call it.
 */
export async function jobLetters(
  ctx: Pick<JobsContext, "db" | "keys"> & { storage?: Storage },
  publicUrl: string,
  nameOrUuid: string,
  options: JobLettersOptions = {},
): Promise<JobLetters> {
  const portalId = await resolvePortalId(ctx.db);
  const job = await findJob(ctx.db, portalId, nameOrUuid);
  const codes = (await subjectCodesOfJob(ctx.db, ctx.keys, job.id)).filter(
    (c) => options.group === undefined || c.group === options.group,
  );
  if (codes.length === 0) {
    throw new JobLookupError(
      options.group === undefined
        ? `The job "${job.name}" has no subjects with an access code.`
        : `The job "${job.name}" has no subjects with an access code in the class "${options.group}".`,
    );
  }
  const settings = await getSettings(ctx.db, portalId);
  const { contactInfo } = settings.portal;
  const language =
    options.language ?? (settings.webshop.locale.default_language.startsWith("nb") ? "nb" : "en");
  const letters = await letterSettings(ctx.db, portalId);
  // The job's photographer's own logo, else the shop's from the studio (decision 0071).
  const logoKey = ctx.storage
    ? ((await photographerLogoKey(ctx.db, job.photographerId)) ?? (await shopLogoKey(ctx.db, portalId)))
    : null;
  const logo = logoKey && ctx.storage ? await ctx.storage.get(logoKey) : null;
  // pdf-lib and the QR coder are loaded on the first letters, not with the shop (decision 0016).
  const { buildLetters } = await import("./letters.ts");
  const pdf = await buildLetters(
    { name: settings.portal.name, ...contactInfo, publicUrl },
    codes.map((c) => ({ name: c.name, firstName: c.firstName, group: c.group, code: c.code })),
    {
      language,
      title: options.group === undefined ? job.name : `${job.name} ${options.group}`,
      job: {
        name: job.name,
        groupLabel: job.jobType === "school" || job.jobType === "kindergarten" ? "class" : "group",
        orderDeadline: job.orderDeadline,
      },
      template: letters.template?.[language] ?? null,
      logo: logo ? { bytes: logo } : null,
      prices: letters.prices ? await letterPrices(ctx.db, portalId, language, settings.portal.currency) : [],
      ...(options.makeQr ? { makeQr: options.makeQr } : {}),
    },
  );
  return { pdf, jobName: job.name, letterCount: codes.length };
}

/** The shop's digital prices of individual pictures as the letters list them: a picture, then the whole set. */
async function letterPrices(
  db: Db,
  portalId: number,
  language: LetterLanguage,
  currency: string,
): Promise<LetterPrice[]> {
  const catalog = await digitalCatalog(db, portalId);
  const format = new Intl.NumberFormat(language === "nb" ? "nb-NO" : "en-GB", {
    style: "currency",
    currency,
  });
  const prices: LetterPrice[] = [];
  for (const type of ["IP", "SFP", "GP"] as const) {
    for (const kind of ["file", "set"] as const) {
      const product = catalog.get(type)?.[kind];
      if (!product) continue;
      const name = textIn(product.name, product.translations.name, [language]);
      prices.push({ label: name, price: format.format(product.price.actual / 100) });
    }
  }
  return prices;
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
