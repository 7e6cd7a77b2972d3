import type { JobType } from "@shop/domain/job-type";
import type { Db, Tx } from "../../db/client.ts";
import { findPortalId } from "../content/portal.ts";
import { importedPictures, type JobRow, jobsOfShop, subjectsOfJob } from "../subjects/jobs.ts";
import { guardiansOfSubjects } from "../subjects/records.ts";
import { decodeCsvText } from "./csv.ts";
import { type RosterProblem, type RosterRow, readRoster, subjectKey } from "./roster.ts";

const maxSubjectLength = 200;
const maxGroupLength = 100;
const maxFileNameLength = 255;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** Names the shop can store and show: no control characters (a NUL cannot be stored), of a sensible length. */
function textProblems(row: RosterRow): RosterProblem[] {
  const problems: RosterProblem[] = [];
  const { line } = row;
  if (controlCharacters.test(row.subject) || controlCharacters.test(row.group ?? "")) {
    problems.push({ line, code: "controlCharacter", params: {} });
  }
  if (row.subject.length > maxSubjectLength)
    problems.push({ line, code: "subjectTooLong", params: { max: maxSubjectLength } });
  if ((row.group ?? "").length > maxGroupLength)
    problems.push({ line, code: "groupTooLong", params: { max: maxGroupLength } });
  if (row.picture.length > maxFileNameLength)
    problems.push({ line, code: "fileNameTooLong", params: { max: maxFileNameLength } });
  return problems;
}

/** A subject of the job as the roster finds it again. */
export interface SubjectState {
  id: number;
  name: string;
  group: string | null;
  /** File names already imported for the subject. */
  sources: Set<string>;
  nextPosition: number;
}

/** A picture the import adds: a roster row for the subject of `key` (a class picture's row once per subject). */
export interface PlannedPicture {
  row: RosterRow;
  key: string;
}

/** What an import of this roster does, worked out before anything is stored. */
export interface RosterPlan {
  existingJob: JobRow | null;
  /** The job's subjects before the import, by subjectKey (a renamed one under its new name). */
  states: Map<string, SubjectState>;
  pictures: PlannedPicture[];
  /** Subjects the roster names by another form of their stored name, to store under the roster's. */
  renames: Array<{ id: number; row: RosterRow }>;
  /** Each named subject's guardians as the roster has them; absent when the roster has no guardian_emails column. */
  guardians: Map<string, string[]> | null;
}

/** What the studio and the command show before an import: the rows, what stops it, and what it leaves as it is. */
export interface RosterCheck {
  rows: RosterRow[];
  /** With these the import does not run. */
  errors: RosterProblem[];
  /** What the import keeps, skips or replaces, each with the line it concerns (0: the roster as a whole). */
  warnings: RosterProblem[];
  plan: RosterPlan;
}

export interface CheckRosterInput {
  /** roster.csv as uploaded or read: bytes (UTF-8 or Windows-1252) or text. */
  roster: Uint8Array | string;
  /** The job the roster is for; an existing job of this name gets the new rows. */
  jobName: string;
  type: JobType;
  /** The file names at hand; when given, a row naming another file is an error. */
  files?: ReadonlySet<string>;
}

/** The job's subjects with what each already holds, by subjectKey. */
async function subjectStates(db: Db | Tx, jobId: number): Promise<Map<string, SubjectState>> {
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
      name: r.name,
      group: r.group,
      sources: pictures?.sources ?? new Set(),
      nextPosition: (pictures?.lastPosition ?? -1) + 1,
    });
  }
  return states;
}

/** The forms a photographer's earlier roster may have stored 'Ida Olsen' as: 'Olsen, Ida' and 'Olsen Ida'. */
function earlierNames(row: RosterRow): string[] {
  if (row.firstName === null || row.lastName === null || row.firstName === "" || row.lastName === "")
    return [];
  return [`${row.lastName}, ${row.firstName}`, `${row.lastName} ${row.firstName}`];
}

/**
 * Checks a roster against the job it is for, before anything is stored: every error with its line (the import runs
 * only without any), every row, and a line for each thing the import keeps, skips or replaces, so a re-import drops
 * nothing unsaid. The command line's import and the studio's both call it; it only reads.
 */
export async function checkRoster(db: Db | Tx, input: CheckRosterInput): Promise<RosterCheck> {
  const text = typeof input.roster === "string" ? input.roster : decodeCsvText(input.roster);
  const roster = readRoster(text);
  const errors = [...roster.problems];
  const warnings: RosterProblem[] = [];
  for (const row of roster.rows) errors.push(...textProblems(row));

  const portalId = await findPortalId(db);
  const named = portalId === null ? [] : await jobsOfShop(db, portalId, { name: input.jobName });
  const existingJob = named[0] ?? null;
  if (named.length > 1) {
    errors.push({ line: 0, code: "jobNamedTwice", params: { name: input.jobName, count: named.length } });
  } else if (existingJob && existingJob.jobType !== input.type) {
    errors.push({
      line: 0,
      code: "jobOfOtherType",
      params: { name: input.jobName, type: existingJob.jobType, wanted: input.type },
    });
  }
  const states = existingJob ? await subjectStates(db, existingJob.id) : new Map<string, SubjectState>();

  // The named subjects: found again by their key, or by an earlier form of the name (then renamed, code kept).
  const renames: RosterPlan["renames"] = [];
  const subjectRows = roster.rows.filter((row) => !row.classPicture);
  for (const row of subjectRows) {
    const key = subjectKey(row.subject, row.group);
    if (states.has(key)) continue;
    const earlier = earlierNames(row)
      .map((name) => states.get(subjectKey(name, row.group)))
      .find((state) => state !== undefined);
    if (earlier === undefined || renames.some((r) => r.id === earlier.id)) continue;
    renames.push({ id: earlier.id, row });
    states.delete(subjectKey(earlier.name, earlier.group));
    warnings.push({
      line: row.line,
      code: "subjectRenamed",
      params: { from: earlier.name, to: row.subject },
    });
    states.set(key, { ...earlier, name: row.subject });
  }

  // Every subject of a class after the import: the job's and the roster's.
  const keysOfClass = new Map<string, Set<string>>();
  const addToClass = (group: string | null, key: string) => {
    if (group === null) return;
    keysOfClass.set(group, (keysOfClass.get(group) ?? new Set()).add(key));
  };
  for (const [key, state] of states) addToClass(state.group, key);
  for (const row of subjectRows) addToClass(row.group, subjectKey(row.subject, row.group));

  const pictures: PlannedPicture[] = [];
  const skipped: number[] = [];
  const planned = new Set<string>();
  // A subject's own rows first: its class picture comes after its pictures, and its own row for the class picture's
  // file is the one that adds it.
  const ordered = [...subjectRows, ...roster.rows.filter((row) => row.classPicture)];
  for (const row of ordered) {
    const keys = row.classPicture
      ? [...(keysOfClass.get(row.group ?? "") ?? [])]
      : [subjectKey(row.subject, row.group)];
    if (row.classPicture && keys.length === 0) {
      errors.push({ line: row.line, code: "classWithoutSubjects", params: { group: row.group ?? "" } });
      continue;
    }
    let added = false;
    for (const key of keys) {
      // A subject's own row for the class picture's file comes first; the class row does not add it again.
      const imported = states.get(key)?.sources.has(row.picture) ?? false;
      if (imported || planned.has(`${key}\u0000${row.picture}`)) continue;
      planned.add(`${key}\u0000${row.picture}`);
      pictures.push({ row, key });
      added = true;
    }
    if (!added) skipped.push(row.line);
  }
  if (skipped.length > 0) {
    warnings.push({
      line: 0,
      code: "rowsImportedAlready",
      params: { count: skipped.length, lines: skipped.toSorted((x, y) => x - y).slice(0, 10) },
    });
  }

  if (input.files) {
    const missing = new Map<number, string[]>();
    for (const { row } of pictures) {
      for (const name of row.mask === null ? [row.picture] : [row.picture, row.mask]) {
        if (!input.files.has(name) && !(missing.get(row.line) ?? []).includes(name))
          missing.set(row.line, [...(missing.get(row.line) ?? []), name]);
      }
    }
    for (const [line, names] of missing) {
      for (const name of names) errors.push({ line, code: "fileMissing", params: { file: name } });
    }
  }

  const rosterKeys = new Set(subjectRows.map((row) => subjectKey(row.subject, row.group)));
  for (const [key, state] of states) {
    if (!rosterKeys.has(key)) {
      warnings.push({
        line: 0,
        code: "subjectNotInRoster",
        params: { name: state.name, group: state.group },
      });
    }
  }

  const guardians = roster.columns.includes("guardian_emails")
    ? await guardianPlan(db, subjectRows, states, warnings)
    : null;

  return {
    rows: roster.rows,
    errors,
    warnings: warnings.toSorted((a, b) => a.line - b.line),
    plan: { existingJob, states, pictures, renames, guardians },
  };
}

/**
 * Each named subject's guardians as the roster gives them (all its rows together). The column is the whole list: an
 * existing subject's addresses the roster no longer gives are removed, and a warning says how many.
 */
async function guardianPlan(
  db: Db | Tx,
  rows: readonly RosterRow[],
  states: ReadonlyMap<string, SubjectState>,
  warnings: RosterProblem[],
): Promise<Map<string, string[]>> {
  const plan = new Map<string, string[]>();
  const firstLine = new Map<string, number>();
  for (const row of rows) {
    const key = subjectKey(row.subject, row.group);
    if (!firstLine.has(key)) firstLine.set(key, row.line);
    plan.set(key, [...new Set([...(plan.get(key) ?? []), ...row.guardianEmails])]);
  }
  const existing = [...plan.keys()].flatMap((key) => {
    const state = states.get(key);
    return state ? [{ key, id: state.id }] : [];
  });
  const stored = await guardiansOfSubjects(
    db,
    existing.map((e) => e.id),
  );
  for (const { key, id } of existing) {
    const removed = (stored.get(id) ?? []).filter((email) => !(plan.get(key) ?? []).includes(email));
    if (removed.length === 0) continue;
    warnings.push({
      line: firstLine.get(key) ?? 0,
      code: "guardiansRemoved",
      params: { name: states.get(key)?.name ?? "", count: removed.length },
    });
  }
  return plan;
}
