import path from "node:path";
import { PictureType } from "@shop/contracts/common";
import { cleanName } from "@shop/domain/names";
import { type CsvRecord, parseCsv } from "./csv.ts";

export const rosterFileName = "roster.csv";
export const codesFileName = "codes.csv";

/** One picture of the roster, checked. */
export interface RosterRow {
  line: number;
  subject: string;
  /** Null when the group column is empty or absent. */
  group: string | null;
  /** A file name in the job folder. */
  picture: string;
  type: PictureType;
  /** A green-screen picture's mask file in the job folder (white where the person is); null for other pictures. */
  mask: string | null;
}

/** A row the import cannot use, with the line of roster.csv it is on. */
export interface RosterProblem {
  line: number;
  message: string;
}

const requiredColumns = ["subject", "picture"] as const;
const knownColumns = ["subject", "group", "picture", "type", "mask"] as const;
type Column = (typeof knownColumns)[number];

/** The subject a row belongs to: the same name in another group is another subject. */
export function subjectKey(subject: string, group: string | null): string {
  return `${subject}\u0000${group ?? ""}`;
}

function columnIndexes(header: CsvRecord): {
  indexes: Partial<Record<Column, number>>;
  problems: RosterProblem[];
} {
  const indexes: Partial<Record<Column, number>> = {};
  const problems: RosterProblem[] = [];
  header.fields.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
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
  for (const column of requiredColumns) {
    if (indexes[column] === undefined)
      problems.push({ line: header.line, message: `the column "${column}" is missing` });
  }
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
 * The rows of roster.csv (columns subject, group, picture, type and mask; one row per picture), or every problem found in it:
 * an operator fixes a roster in one go rather than one error per run.
 */
export function readRoster(text: string): { rows: RosterRow[]; problems: RosterProblem[] } {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    const line = (error as { line?: number }).line ?? 1;
    return { rows: [], problems: [{ line, message: "a quoted field is not closed" }] };
  }
  const [header, ...body] = records;
  if (!header) return { rows: [], problems: [{ line: 1, message: "roster.csv is empty" }] };
  const { indexes, problems } = columnIndexes(header);
  if (problems.length > 0) return { rows: [], problems };
  if (body.length === 0) return { rows: [], problems: [{ line: 2, message: "roster.csv has no pictures" }] };

  const rows: RosterRow[] = [];
  const seen = new Map<string, number>();
  const cell = (record: CsvRecord, column: Column) => {
    const index = indexes[column];
    return index === undefined ? "" : (record.fields[index] ?? "").trim();
  };
  for (const record of body) {
    // Cleaned as every stored name is: a re-import finds the subjects it stored by the same name.
    const subject = cleanName(cell(record, "subject"));
    const group = cleanName(cell(record, "group"));
    const picture = cell(record, "picture");
    const type = cell(record, "type").toUpperCase() || "IP";
    const mask = cell(record, "mask");
    const rowProblems: string[] = [];
    if (record.fields.length > header.fields.length)
      rowProblems.push("more fields than the header has columns");
    if (subject === "") rowProblems.push("the subject is empty");
    if (picture === "") rowProblems.push("the picture is empty");
    else if (!isPlainFileName(picture)) rowProblems.push(`"${picture}" is not a file name in the job folder`);
    if (mask !== "" && !isPlainFileName(mask))
      rowProblems.push(`"${mask}" is not a file name in the job folder`);
    else if (mask !== "" && mask === picture) rowProblems.push("the mask is the picture itself");
    const parsedType = PictureType.safeParse(type);
    if (!parsedType.success) rowProblems.push(`unknown type "${cell(record, "type")}" (IP, SFP or GP)`);
    const key = `${subjectKey(subject, group || null)}\u0000${picture}`;
    const earlier = seen.get(key);
    if (earlier !== undefined && subject !== "" && picture !== "") {
      rowProblems.push(`the same picture of the same subject is already on line ${earlier}`);
    }
    if (rowProblems.length > 0 || !parsedType.success) {
      problems.push({ line: record.line, message: rowProblems.join("; ") });
      continue;
    }
    seen.set(key, record.line);
    rows.push({
      line: record.line,
      subject,
      group: group || null,
      picture,
      type: parsedType.data,
      mask: mask || null,
    });
  }
  return { rows, problems };
}
