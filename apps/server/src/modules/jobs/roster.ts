import path from "node:path";
import { PictureType } from "@shop/contracts/common";
import type { ImportProblem } from "@shop/contracts/job-imports";
import { cleanName } from "@shop/domain/names";
import { checkEmail, normalizeEmail } from "@shop/domain/validation";
import { type CsvRecord, parseCsv } from "./csv.ts";

export const rosterFileName = "roster.csv";
export const codesFileName = "codes.csv";

/** One picture of the roster, checked. */
export interface RosterRow {
  line: number;
  /** The name the shop shows: 'Ida Hansen' from first_name and last_name, else the subject column as written. */
  subject: string;
  /** From the first_name and last_name columns; null when the roster has only the subject column. */
  firstName: string | null;
  lastName: string | null;
  /** Null when the group column is empty or absent. */
  group: string | null;
  /** A file name in the job folder: the camera's name of the picture, kept with it. */
  picture: string;
  type: PictureType;
  /** A green-screen picture's mask file in the job folder (white where the person is); null for other pictures. */
  mask: string | null;
  /** The guardians' addresses (normalized); empty when the column is absent or empty. */
  guardianEmails: string[];
  /**
   * A group picture row without a name: the picture of the class in `group`, which every subject of that class gets
   * in its set (no subject, code or letter of its own).
   */
  classPicture: boolean;
}

/** A row the import cannot use, or a note on what it leaves as it is, with the line of roster.csv it is on. */
export type RosterProblem = ImportProblem;

/** A problem without its line: Omit over each code of the union, so code and params stay paired. */
export type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export const knownColumns = [
  "subject",
  "first_name",
  "last_name",
  "group",
  "class",
  "picture",
  "type",
  "mask",
  "guardian_emails",
] as const;
export type Column = (typeof knownColumns)[number];

/** The subject a row belongs to: the same name in another group is another subject. */
export function subjectKey(subject: string, group: string | null): string {
  return `${subject}\u0000${group ?? ""}`;
}

/** The name the shop shows for a first and a last name: 'Ida Hansen'. */
export function fullName(firstName: string, lastName: string): string {
  return cleanName(`${firstName} ${lastName}`);
}

function columnIndexes(header: CsvRecord): {
  indexes: Partial<Record<Column, number>>;
  problems: RosterProblem[];
} {
  const indexes: Partial<Record<Column, number>> = {};
  const problems: RosterProblem[] = [];
  header.fields.forEach((raw, index) => {
    // A spreadsheet's 'First name' is first_name.
    const name = raw
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_");
    if (name === "") return;
    if (!(knownColumns as readonly string[]).includes(name)) {
      problems.push({ line: header.line, code: "unknownColumn", params: { column: raw } });
    } else if (indexes[name as Column] !== undefined) {
      problems.push({ line: header.line, code: "columnTwice", params: { column: name } });
    } else {
      indexes[name as Column] = index;
    }
  });
  if (indexes.group !== undefined && indexes.class !== undefined) {
    problems.push({ line: header.line, code: "groupAndClass", params: {} });
  }
  const named = [indexes.subject, indexes.first_name, indexes.last_name].some((i) => i !== undefined);
  if (!named) problems.push({ line: header.line, code: "columnMissing", params: { column: "subject" } });
  if (indexes.picture === undefined)
    problems.push({ line: header.line, code: "columnMissing", params: { column: "picture" } });
  return { indexes, problems };
}

/** A picture column must name a file in the job folder itself, never a path out of it. */
function isPlainFileName(name: string): boolean {
  return (
    name !== "" &&
    name === path.basename(name) &&
    !name.includes("\\") &&
    name !== "." &&
    name !== ".." &&
    name !== rosterFileName &&
    name !== codesFileName
  );
}

/**
 * The addresses of a guardian_emails cell (separated by semicolons, commas or spaces), and the places (from 1) of the
 * ones that are not addresses: a message names the place, never the address (personal data, and messages are logged).
 */
export function readGuardianEmails(cell: string): { emails: string[]; invalid: number[] } {
  const emails: string[] = [];
  const invalid: number[] = [];
  const parts = cell.split(/[;,\s]+/).filter((part) => part !== "");
  for (const [i, part] of parts.entries()) {
    if (checkEmail(part) !== null) invalid.push(i + 1);
    else if (!emails.includes(normalizeEmail(part))) emails.push(normalizeEmail(part));
  }
  return { emails, invalid };
}

/**
 * The rows of roster.csv (one row per picture; the columns in knownColumns), or every problem found in it: an operator
 * fixes a roster in one go rather than one error per run.
 */
export function readRoster(text: string): {
  rows: RosterRow[];
  problems: RosterProblem[];
  /** The header's columns (a re-import replaces only what a column it has says). */
  columns: Column[];
} {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    const line = (error as { line?: number }).line ?? 1;
    return { rows: [], problems: [{ line, code: "quoteNotClosed", params: {} }], columns: [] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ line: 1, code: "rosterEmpty", params: {} }], columns: [] };
  const { indexes, problems } = columnIndexes(header);
  const columns = Object.keys(indexes) as Column[];
  if (problems.length > 0) return { rows: [], problems, columns };
  if (body.length === 0)
    return { rows: [], problems: [{ line: 2, code: "noPictures", params: {} }], columns };

  const rows: RosterRow[] = [];
  const seen = new Map<string, number>();
  const cell = (record: CsvRecord, column: Column) => {
    const index = indexes[column];
    return index === undefined ? "" : (record.fields[index] ?? "").trim();
  };
  for (const record of body) {
    // Cleaned as every stored name is: a re-import finds the subjects it stored by the same name.
    const firstName = cleanName(cell(record, "first_name"));
    const lastName = cleanName(cell(record, "last_name"));
    const split = firstName !== "" || lastName !== "";
    const subject = split ? fullName(firstName, lastName) : cleanName(cell(record, "subject"));
    const group = cleanName(cell(record, indexes.class === undefined ? "group" : "class"));
    const picture = cell(record, "picture");
    const type = cell(record, "type").toUpperCase() || "IP";
    const mask = cell(record, "mask");
    const guardians = readGuardianEmails(cell(record, "guardian_emails"));
    const rowProblems: RosterProblem[] = [];
    const found = (problem: DistributiveOmit<RosterProblem, "line">) =>
      rowProblems.push({ line: record.line, ...problem } as RosterProblem);
    if (record.fields.length > header.fields.length) found({ code: "moreFields", params: {} });
    const classPicture = subject === "" && type === "GP";
    if (classPicture && group === "") found({ code: "classPictureWithoutClass", params: {} });
    else if (subject === "" && !classPicture) found({ code: "subjectEmpty", params: {} });
    if (classPicture && guardians.emails.length + guardians.invalid.length > 0)
      found({ code: "classPictureGuardians", params: {} });
    if (picture === "") found({ code: "pictureEmpty", params: {} });
    else if (!isPlainFileName(picture)) found({ code: "notAFileName", params: { name: picture } });
    if (mask !== "" && !isPlainFileName(mask)) found({ code: "notAFileName", params: { name: mask } });
    else if (mask !== "" && mask === picture) found({ code: "maskIsPicture", params: {} });
    const parsedType = PictureType.safeParse(type);
    if (!parsedType.success) found({ code: "unknownType", params: { type: cell(record, "type") } });
    if (guardians.invalid.length > 0)
      found({ code: "guardianEmailsInvalid", params: { places: guardians.invalid } });
    const key = `${subjectKey(subject, group || null)}\u0000${picture}`;
    const earlier = seen.get(key);
    if (earlier !== undefined && picture !== "" && (subject !== "" || classPicture)) {
      found({
        code: classPicture ? "samePictureOfClass" : "samePictureOfSubject",
        params: { earlierLine: earlier },
      });
    }
    if (rowProblems.length > 0 || !parsedType.success) {
      problems.push(...rowProblems);
      continue;
    }
    seen.set(key, record.line);
    rows.push({
      line: record.line,
      subject,
      firstName: split ? firstName : null,
      lastName: split ? lastName : null,
      group: group || null,
      picture,
      type: parsedType.data,
      mask: mask || null,
      guardianEmails: guardians.emails,
      classPicture,
    });
  }
  return { rows, problems, columns };
}
