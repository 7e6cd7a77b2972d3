import type { ImportProblem, ImportProblemCode, ImportProblemOf } from "@shop/contracts/job-imports";
import { knownColumns, rosterFileName } from "./roster.ts";

type Params<C extends ImportProblemCode> = ImportProblemOf<C>["params"];

/** What a picture file is refused for, without its file: the import's problem and a background's both say it. */
export function pictureRefusalText(refusal: Omit<Params<"pictureRefused">, "file">): string {
  if (refusal.reason === "not_an_image" && refusal.format !== undefined) {
    return `a ${refusal.format.toUpperCase()} file, not a ${refusal.what} (JPEG, PNG, WebP, TIFF or AVIF)`;
  }
  switch (refusal.reason) {
    case "not_an_image":
      return "not an image the shop can read";
    case "too_large":
      return `larger than ${refusal.limit} MB`;
    case "too_many_pixels":
      return `more than ${refusal.limit} megapixels`;
    case "too_small":
      return `smaller than ${refusal.limit} pixels on a side`;
    case "too_few_bytes":
      return "too few bytes for the pixels it claims (damaged, or not a real photograph)";
    case "truncated":
      return "not an image the shop can read (the file is damaged: it ends before its picture does)";
  }
}

export function maskSizeText(size: Omit<Params<"maskSize">, "file">): string {
  return `the mask is ${size.width}×${size.height} pixels, its picture ${size.pictureWidth}×${size.pictureHeight}: they must be the same size`;
}

const day = (value: string | null) => value ?? "none";

/**
 * The command line's English for each code, word for word what it printed before problems had codes (the studio
 * has its own texts, in its languages).
 */
const english: { [C in ImportProblemCode]: (params: Params<C>) => string } = {
  quoteNotClosed: () => "a quoted field is not closed",
  rosterEmpty: () => `${rosterFileName} is empty`,
  noPictures: () => `${rosterFileName} has no pictures`,
  unknownColumn: (p) => `unknown column "${p.column}" (the columns are ${knownColumns.join(",")})`,
  columnTwice: (p) => `the column "${p.column}" appears twice`,
  groupAndClass: () => 'the columns "group" and "class" say the same; keep one',
  columnMissing: (p) => `the column "${p.column}" is missing`,
  moreFields: () => "more fields than the header has columns",
  classPictureWithoutClass: () => "a group picture without a subject names its class",
  subjectEmpty: () => "the subject is empty",
  classPictureGuardians: () => "a class picture has no guardians",
  pictureEmpty: () => "the picture is empty",
  notAFileName: (p) => `"${p.name}" is not a file name in the job folder`,
  maskIsPicture: () => "the mask is the picture itself",
  unknownType: (p) => `unknown type "${p.type}" (IP, SFP or GP)`,
  guardianEmailsInvalid: (p) =>
    p.places.length === 1
      ? `guardian_emails: address ${p.places[0]} of the cell is not an e-mail address`
      : `guardian_emails: addresses ${p.places.join(", ")} of the cell are not e-mail addresses`,
  samePictureOfSubject: (p) => `the same picture of the same subject is already on line ${p.earlierLine}`,
  samePictureOfClass: (p) => `the same picture of the same class is already on line ${p.earlierLine}`,
  controlCharacter: () => "the subject or group holds a control character",
  subjectTooLong: (p) => `the subject is longer than ${p.max}`,
  groupTooLong: (p) => `the group is longer than ${p.max}`,
  fileNameTooLong: (p) => `the file name is longer than ${p.max}`,
  jobNamedTwice: (p) => `${p.count} jobs are named "${p.name}"`,
  jobOfOtherType: (p) => `the job "${p.name}" exists with the type ${p.type}, not ${p.wanted}`,
  classWithoutSubjects: (p) => `no subject is in the class "${p.group}"`,
  fileMissing: (p) => `the file ${p.file} is not among the files`,
  noRoster: () => `no ${rosterFileName} among the files`,
  noRosterInFolder: (p) => `no ${rosterFileName} in ${p.folder}`,
  severalZips: () => "send one zip, or the folder's files, not several zips",
  zipRefused: (p) => `${p.file}: ${p.detail}`,
  jobRefused: (p) => p.detail,
  pictureRefused: (p) => `${p.file}: ${pictureRefusalText(p)}`,
  maskSize: (p) => `${p.file}: ${maskSizeText(p)}`,
  subjectRenamed: (p) => `"${p.from}" is now named "${p.to}"; its pictures and code stay`,
  rowsImportedAlready: (p) => {
    const shown =
      p.count > p.lines.length
        ? `${p.lines.join(", ")} and ${p.count - p.lines.length} more`
        : p.lines.join(", ");
    return p.count === 1
      ? `1 row is imported already and stays as it is (line ${shown})`
      : `${p.count} rows are imported already and stay as they are (lines ${shown})`;
  },
  subjectNotInRoster: (p) =>
    `"${p.name}"${p.group ? ` (${p.group})` : ""} is in the job but not in this roster; the subject, its pictures and code stay`,
  guardiansRemoved: (p) =>
    `${p.count === 1 ? "1 guardian address" : `${p.count} guardian addresses`} of "${p.name}" ${p.count === 1 ? "is" : "are"} not in this roster and will be removed`,
  orderDeadlineNow: (p) => `the order deadline is now ${day(p.day)}`,
  yearStays: (p) => `the job's year stays ${p.year} (its pictures are named by it)`,
  deadlineStays: (p) =>
    `the ${p.deadline === "yearbookPose" ? "yearbook pose deadline" : "name correction deadline"} stays ${day(p.day)}; it is set when the job is made`,
  written: (p) => p.text,
};

/** A problem or warning in the command line's English. */
export function importProblemText(problem: ImportProblem): string {
  return (english[problem.code] as (params: ImportProblem["params"]) => string)(problem.params);
}

/** Codes of one row's own checks: several on a line were one line of text, joined by '; ', and still are. */
const rowCodes: ReadonlySet<ImportProblemCode> = new Set<ImportProblemCode>([
  "moreFields",
  "classPictureWithoutClass",
  "subjectEmpty",
  "classPictureGuardians",
  "pictureEmpty",
  "notAFileName",
  "maskIsPicture",
  "unknownType",
  "guardianEmailsInvalid",
  "samePictureOfSubject",
  "samePictureOfClass",
  "controlCharacter",
  "subjectTooLong",
  "groupTooLong",
  "fileNameTooLong",
]);

/** Problems sorted by line as the command line prints them: `{ line, text }`, a row's own checks on one line. */
export function importProblemLines(
  problems: readonly ImportProblem[],
): Array<{ line: number; text: string }> {
  const lines: Array<{ line: number; text: string; row: boolean }> = [];
  for (const problem of problems.toSorted((a, b) => a.line - b.line)) {
    const text = importProblemText(problem);
    const row = rowCodes.has(problem.code);
    const last = lines.at(-1);
    if (row && last?.row && last.line === problem.line) last.text = `${last.text}; ${text}`;
    else lines.push({ line: problem.line, text, row });
  }
  return lines.map(({ line, text }) => ({ line, text }));
}
