import { describe, expect, it } from "vitest";
import { inEnglish } from "./job-test-support.ts";
import { readRoster } from "./roster.ts";

describe("the roster", () => {
  it("reads one row per picture, with IP when the type is empty and no group when the group is empty", () => {
    const { rows, problems } = readRoster(
      'subject,group,picture,type\nNora Berg,3B,nora1.jpg,\n"Berg, Ola",,ola.jpg,sfp\nKlasse 3B,3B,class.jpg,GP\n',
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        subject: "Nora Berg",
        group: "3B",
        picture: "nora1.jpg",
        type: "IP",
        mask: null,
        firstName: null,
        lastName: null,
        guardianEmails: [],
        classPicture: false,
      },
      {
        line: 3,
        subject: "Berg, Ola",
        group: null,
        picture: "ola.jpg",
        type: "SFP",
        mask: null,
        firstName: null,
        lastName: null,
        guardianEmails: [],
        classPicture: false,
      },
      {
        line: 4,
        subject: "Klasse 3B",
        group: "3B",
        picture: "class.jpg",
        type: "GP",
        mask: null,
        firstName: null,
        lastName: null,
        guardianEmails: [],
        classPicture: false,
      },
    ]);
  });

  it("takes the columns by the header's names, in any order", () => {
    const { rows } = readRoster("Picture,Subject\na.jpg,Ada\n");
    expect(rows).toEqual([
      {
        line: 2,
        subject: "Ada",
        group: null,
        picture: "a.jpg",
        type: "IP",
        mask: null,
        firstName: null,
        lastName: null,
        guardianEmails: [],
        classPicture: false,
      },
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
    expect(inEnglish(problems)).toEqual([
      { line: 3, message: "the subject is empty" },
      { line: 4, message: 'unknown type "XX" (IP, SFP or GP)' },
      { line: 5, message: '"../secret.jpg" is not a file name in the job folder' },
      { line: 6, message: "the same picture of the same subject is already on line 2" },
      { line: 7, message: "the picture is empty" },
    ]);
  });

  it("names a missing column and an unknown one", () => {
    expect(inEnglish(readRoster("subject,grop,type\nAda,1A,IP\n").problems)).toEqual([
      {
        line: 1,
        message:
          'unknown column "grop" (the columns are subject,first_name,last_name,group,class,picture,type,mask,guardian_emails)',
      },
      { line: 1, message: 'the column "picture" is missing' },
    ]);
  });

  it("refuses an empty roster", () => {
    expect(inEnglish(readRoster("").problems)).toEqual([{ line: 1, message: "roster.csv is empty" }]);
    expect(inEnglish(readRoster("subject,picture\n").problems)).toEqual([
      { line: 2, message: "roster.csv has no pictures" },
    ]);
  });

  it("reads first_name, last_name and class, with a spreadsheet's 'First name' heading too", () => {
    const { rows, problems } = readRoster("First name,Last name,Class,Picture\nIda,Hansen,3B,DSC_0001.jpg\n");
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        subject: "Ida Hansen",
        firstName: "Ida",
        lastName: "Hansen",
        group: "3B",
        picture: "DSC_0001.jpg",
        type: "IP",
        mask: null,
        guardianEmails: [],
        classPicture: false,
      },
    ]);
  });

  it("reads a group picture row without a name as its class's picture", () => {
    const { rows } = readRoster("first_name,last_name,class,picture,type\n,,3B,class.jpg,GP\n");
    expect(rows).toMatchObject([{ subject: "", group: "3B", type: "GP", classPicture: true }]);
  });

  it("reads the guardians' addresses separated by semicolons, commas or spaces, normalized and once each", () => {
    const { rows } = readRoster(
      'subject,picture,guardian_emails\nIda,a.jpg,"Mor@Example.com;far@example.com, mor@example.com  x@y.no"\n',
    );
    expect(rows[0]?.guardianEmails).toEqual(["mor@example.com", "far@example.com", "x@y.no"]);
  });

  it("refuses group and class together, addresses that are not addresses and guardians of a class", () => {
    expect(inEnglish(readRoster("subject,group,class,picture\nAda,1A,1A,a.jpg\n").problems)).toEqual([
      { line: 1, message: 'the columns "group" and "class" say the same; keep one' },
    ]);
    expect(
      inEnglish(
        readRoster(
          "subject,class,picture,type,guardian_emails\nAda,1A,a.jpg,,a@b; c@d.no; e\n,1A,c.jpg,GP,f@g.no\n",
        ).problems,
      ),
    ).toEqual([
      { line: 2, message: "guardian_emails: addresses 1, 3 of the cell are not e-mail addresses" },
      { line: 3, message: "a class picture has no guardians" },
    ]);
  });
});
