import path from "node:path";
import { PictureType } from "@shop/contracts/common";
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
export interface RosterProblem {
  line: number;
  message: string;
}

const knownColumns = [
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
      problems.push({
        line: header.line,
        message: `unknown column "${raw}" (the columns are ${knownColumns.join(",")})`,
      });
    } else if (indexes[name as Column] !== undefined) {
      problems.push({ line: header.line, message: `the column "${name}" appears twice` });
    } else {
      indexes[name as Column] = index;
    }
  });
  if (indexes.group !== undefined && indexes.class !== undefined) {
    problems.push({ line: header.line, message: 'the columns "group" and "class" say the same; keep one' });
  }
  const named = [indexes.subject, indexes.first_name, indexes.last_name].some((i) => i !== undefined);
  if (!named) problems.push({ line: header.line, message: 'the column "subject" is missing' });
  if (indexes.picture === undefined)
    problems.push({ line: header.line, message: 'the column "picture" is missing' });
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
    return { rows: [], problems: [{ line, message: "a quoted field is not closed" }], columns: [] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ line: 1, message: "roster.csv is empty" }], columns: [] };
  const { indexes, problems } = columnIndexes(header);
  const columns = Object.keys(indexes) as Column[];
  if (problems.length > 0) return { rows: [], problems, columns };
  if (body.length === 0)
    return { rows: [], problems: [{ line: 2, message: "roster.csv has no pictures" }], columns };

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
    const rowProblems: string[] = [];
    if (record.fields.length > header.fields.length)
      rowProblems.push("more fields than the header has columns");
    const classPicture = subject === "" && type === "GP";
    if (classPicture && group === "") rowProblems.push("a group picture without a subject names its class");
    else if (subject === "" && !classPicture) rowProblems.push("the subject is empty");
    if (classPicture && guardians.emails.length + guardians.invalid.length > 0)
      rowProblems.push("a class picture has no guardians");
    if (picture === "") rowProblems.push("the picture is empty");
    else if (!isPlainFileName(picture)) rowProblems.push(`"${picture}" is not a file name in the job folder`);
    if (mask !== "" && !isPlainFileName(mask))
      rowProblems.push(`"${mask}" is not a file name in the job folder`);
    else if (mask !== "" && mask === picture) rowProblems.push("the mask is the picture itself");
    const parsedType = PictureType.safeParse(type);
    if (!parsedType.success) rowProblems.push(`unknown type "${cell(record, "type")}" (IP, SFP or GP)`);
    if (guardians.invalid.length > 0) {
      rowProblems.push(
        guardians.invalid.length === 1
          ? `guardian_emails: address ${guardians.invalid[0]} of the cell is not an e-mail address`
          : `guardian_emails: addresses ${guardians.invalid.join(", ")} of the cell are not e-mail addresses`,
      );
    }
    const key = `${subjectKey(subject, group || null)}\u0000${picture}`;
    const earlier = seen.get(key);
    if (earlier !== undefined && picture !== "" && (subject !== "" || classPicture)) {
      rowProblems.push(
        classPicture
          ? `the same picture of the same class is already on line ${earlier}`
          : `the same picture of the same subject is already on line ${earlier}`,
      );
    }
    if (rowProblems.length > 0 || !parsedType.success) {
      problems.push({ line: record.line, message: rowProblems.join("; ") });
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
