import { ImportProblem, importProblemCodes } from "@shop/contracts/job-imports";
import { describe, expect, it } from "vitest";
import { importProblemLines, importProblemText } from "./import-problem-text.ts";
import { readRoster } from "./roster.ts";

describe("the import's problems in the command line's English", () => {
  it("says a row's own problems on one line, as it did before they had codes", () => {
    const { problems } = readRoster("subject,group,picture,type\n,1A,,XX\n");
    expect(problems.map((p) => p.code)).toEqual(["subjectEmpty", "pictureEmpty", "unknownType"]);
    expect(importProblemLines(problems)).toEqual([
      { line: 2, text: 'the subject is empty; the picture is empty; unknown type "XX" (IP, SFP or GP)' },
    ]);
  });

  it("keeps other problems of one line apart: each missing file on a line of its own", () => {
    const problems: ImportProblem[] = [
      { line: 3, code: "fileMissing", params: { file: "a.jpg" } },
      { line: 3, code: "fileMissing", params: { file: "a-mask.png" } },
      { line: 0, code: "noRoster", params: {} },
    ];
    expect(importProblemLines(problems)).toEqual([
      { line: 0, text: "no roster.csv among the files" },
      { line: 3, text: "the file a.jpg is not among the files" },
      { line: 3, text: "the file a-mask.png is not among the files" },
    ]);
  });

  it("words the warnings with counts and lists as before", () => {
    expect(
      importProblemText({
        line: 0,
        code: "rowsImportedAlready",
        params: { count: 12, lines: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      }),
    ).toBe(
      "12 rows are imported already and stay as they are (lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more)",
    );
    expect(
      importProblemText({ line: 0, code: "deadlineStays", params: { deadline: "yearbookPose", day: null } }),
    ).toBe("the yearbook pose deadline stays none; it is set when the job is made");
  });

  it("has a schema for each code that the contract lists", () => {
    expect(new Set(importProblemCodes).size).toBe(importProblemCodes.length);
    expect(ImportProblem.safeParse({ line: 1, code: "fileMissing", params: { file: "a.jpg" } }).success).toBe(
      true,
    );
    expect(ImportProblem.safeParse({ line: 1, code: "fileMissing", params: {} }).success).toBe(false);
    expect(ImportProblem.safeParse({ line: 1, message: "old" }).success).toBe(false);
  });
});
