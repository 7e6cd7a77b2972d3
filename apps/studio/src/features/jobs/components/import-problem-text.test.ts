import {
  type ImportProblem,
  type ImportProblemCode,
  type ImportProblemOf,
  importProblemCodes,
} from "@shop/contracts/job-imports";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage, t } from "../../../lib/i18n.ts";
import { importProblemText } from "./import-problem-text.ts";

/** Values for every code: the type makes a new code's sample a must. */
const samples: { [C in ImportProblemCode]: ImportProblemOf<C>["params"] } = {
  quoteNotClosed: {},
  rosterEmpty: {},
  noPictures: {},
  unknownColumn: { column: "grop" },
  columnTwice: { column: "group" },
  groupAndClass: {},
  columnMissing: { column: "picture" },
  moreFields: {},
  classPictureWithoutClass: {},
  subjectEmpty: {},
  classPictureGuardians: {},
  pictureEmpty: {},
  notAFileName: { name: "../x.jpg" },
  maskIsPicture: {},
  unknownType: { type: "XX" },
  guardianEmailsInvalid: { places: [1, 3] },
  samePictureOfSubject: { earlierLine: 2 },
  samePictureOfClass: { earlierLine: 2 },
  controlCharacter: {},
  subjectTooLong: { max: 200 },
  groupTooLong: { max: 100 },
  fileNameTooLong: { max: 255 },
  jobNamedTwice: { name: "Vik skole", count: 2 },
  jobOfOtherType: { name: "Vik skole", type: "kindergarten", wanted: "school" },
  classWithoutSubjects: { group: "3C" },
  fileMissing: { file: "emil.jpg" },
  noRoster: {},
  noRosterInFolder: { folder: "/photos/vik" },
  severalZips: {},
  zipRefused: { file: "vik.zip", detail: "invalid signature" },
  jobRefused: { detail: "2 jobs are named Vik" },
  pictureRefused: { file: "a.jpg", what: "photograph", reason: "too_large", limit: 200 },
  maskSize: { file: "m.png", width: 30, height: 20, pictureWidth: 40, pictureHeight: 50 },
  subjectRenamed: { from: "Olsen, Ida", to: "Ida Olsen" },
  rowsImportedAlready: { count: 12, lines: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
  subjectNotInRoster: { name: "Bo", group: "2B" },
  guardiansRemoved: { name: "Ida Berg", count: 2 },
  orderDeadlineNow: { day: "2026-06-01" },
  yearStays: { year: 2026 },
  deadlineStays: { deadline: "nameCorrection", day: null },
  written: { text: "the file emil.jpg is not among the files" },
};
const sample = (code: ImportProblemCode) => ({ line: 2, code, params: samples[code] }) as ImportProblem;

describe("the import's problems in the studio's languages", () => {
  afterEach(() => changeLanguage("en", false));

  it.each(["en", "nb"])("says every code in %s, its values filled in", async (language) => {
    await changeLanguage(language, false);
    for (const code of importProblemCodes) {
      const text = importProblemText(t, sample(code));
      expect(text, code).not.toContain("imports.");
      expect(text, code).not.toMatch(/\{\{/);
      // A Norwegian text of its own, not English as a fallback (the line stored before codes is shown as written).
      if (language === "nb" && code !== "written") {
        await changeLanguage("en", false);
        expect(importProblemText(t, sample(code)), code).not.toBe(text);
        await changeLanguage("nb", false);
      }
    }
  });

  it("puts lists, counts, types, days and reasons in words", async () => {
    expect(importProblemText(t, sample("rowsImportedAlready"))).toBe(
      "12 rows are imported already and stay as they are (lines 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 and 2 more)",
    );
    expect(importProblemText(t, sample("pictureRefused"))).toBe("a.jpg: larger than 200 MB");
    expect(importProblemText(t, sample("deadlineStays"))).toBe(
      "the name correction deadline stays none; it is set when the job is made",
    );
    await changeLanguage("nb", false);
    expect(importProblemText(t, sample("guardianEmailsInvalid"))).toBe(
      "guardian_emails: adressene 1, 3 i cellen er ikke e-postadresser",
    );
    expect(
      importProblemText(t, { line: 0, code: "subjectNotInRoster", params: { name: "Bo", group: null } }),
    ).toBe("«Bo» er i jobben, men ikke i denne listen; personen, bildene og koden beholdes");
    expect(
      importProblemText(t, {
        line: 4,
        code: "pictureRefused",
        params: { file: "tegning.svg", what: "photograph", reason: "not_an_image", format: "svg" },
      }),
    ).toBe("tegning.svg: en SVG-fil, ikke et fotografi (JPEG, PNG, WebP, TIFF eller AVIF)");
  });
});
