import { describe, expect, it } from "vitest";
import { readRoster } from "./roster.ts";

describe("the roster", () => {
  it("reads one row per picture, with IP when the type is empty and no group when the group is empty", () => {
    const { rows, problems } = readRoster(
      'subject,group,picture,type\nNora Berg,3B,nora1.jpg,\n"Berg, Ola",,ola.jpg,sfp\nKlasse 3B,3B,class.jpg,GP\n',
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 2, subject: "Nora Berg", group: "3B", picture: "nora1.jpg", type: "IP", mask: null },
      { line: 3, subject: "Berg, Ola", group: null, picture: "ola.jpg", type: "SFP", mask: null },
      { line: 4, subject: "Klasse 3B", group: "3B", picture: "class.jpg", type: "GP", mask: null },
    ]);
  });

  it("takes the columns by the header's names, in any order", () => {
    const { rows } = readRoster("Picture,Subject\na.jpg,Ada\n");
    expect(rows).toEqual([
      { line: 2, subject: "Ada", group: null, picture: "a.jpg", type: "IP", mask: null },
    ]);
  });

  it("reports every broken row with its line number", () => {
    const { problems } = readRoster(
      [
        "subject,group,picture,type",
        "Ada,1A,a.jpg,IP",
        ",1A,b.jpg,IP",
        "Ada,1A,c.jpg,XX",
        "Ada,1A,../secret.jpg,IP",
        "Ada,1A,a.jpg,GP",
        "Ada,1A,,IP",
      ].join("\n"),
    );
    expect(problems).toEqual([
      { line: 3, message: "the subject is empty" },
      { line: 4, message: 'unknown type "XX" (IP, SFP or GP)' },
      { line: 5, message: '"../secret.jpg" is not a file name in the job folder' },
      { line: 6, message: "the same picture of the same subject is already on line 2" },
      { line: 7, message: "the picture is empty" },
    ]);
  });

  it("names a missing column and an unknown one", () => {
    expect(readRoster("subject,grop,type\nAda,1A,IP\n").problems).toEqual([
      { line: 1, message: 'unknown column "grop" (the columns are subject,group,picture,type,mask)' },
      { line: 1, message: 'the column "picture" is missing' },
    ]);
  });

  it("refuses an empty roster", () => {
    expect(readRoster("").problems).toEqual([{ line: 1, message: "roster.csv is empty" }]);
    expect(readRoster("subject,picture\n").problems).toEqual([
      { line: 2, message: "roster.csv has no pictures" },
    ]);
  });
});
