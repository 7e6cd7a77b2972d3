import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, pictures, subjectGuardians, subjects } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { printPlaceholders } from "../templates/service.ts";
import { inEnglish, jobFolder, readCodes } from "./job-test-support.ts";
import { checkRoster } from "./roster-check.ts";
import { importJob, JobImportError, type JobsContext } from "./service.ts";

describe("the roster as a photographer has it", () => {
  let t: TestApp;
  let ctx: JobsContext;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { db: t.db, storage: t.storage, keys: t.config };
  });
  afterAll(() => t.close());

  let jobCount = 0;
  /** Imports a roster into a new job (or the named one) with every file it names as a small JPEG. */
  async function importRoster(lines: string[], files: string[], name = `Job ${++jobCount}`) {
    const folder = await jobFolder(
      lines.join("\n"),
      Object.fromEntries(files.map((f) => [f, "jpeg" as const])),
    );
    return { folder, name, result: await importJob(ctx, { folder, name, type: "school", year: 2026 }) };
  }

  async function setsOf(jobName: string) {
    const rows = await t.db
      .select({ subject: subjects.name, type: pictures.pictureType, source: pictures.sourceName })
      .from(pictures)
      .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
      .innerJoin(jobs, eq(jobs.id, subjects.jobId))
      .where(eq(jobs.name, jobName))
      .orderBy(asc(subjects.id), asc(pictures.position));
    const sets: Record<string, string[]> = {};
    for (const r of rows) sets[r.subject] = [...(sets[r.subject] ?? []), `${r.source} ${r.type}`];
    return sets;
  }

  async function subjectNamed(name: string) {
    const [row] = await t.db.select().from(subjects).where(eq(subjects.name, name));
    if (!row) throw new Error(`no subject ${name}`);
    return row;
  }

  it("stores first and last name apart, shows 'Ida Hansen' and says 'Ida' for a card's first name", async () => {
    const { result } = await importRoster(
      ["first_name,last_name,class,picture", "Ida,Hansen,3B,DSC_0001.jpg"],
      ["DSC_0001.jpg"],
    );
    expect(result.newSubjects).toBe(1);
    const ida = await subjectNamed("Ida Hansen");
    expect(ida).toMatchObject({ firstName: "Ida", lastName: "Hansen", group: "3B" });
    expect(await printPlaceholders(t.db, ida.id, 2026)).toMatchObject({
      name: "Ida Hansen",
      firstName: "Ida",
      group: "3B",
    });
  });

  it("keeps the camera's file name with each picture", async () => {
    const { name } = await importRoster(
      ["first_name,last_name,picture", "Per,Lie,DSC_0107.JPG", "Per,Lie,DSC_0108.JPG"],
      ["DSC_0107.JPG", "DSC_0108.JPG"],
    );
    expect(await setsOf(name)).toEqual({ "Per Lie": ["DSC_0107.JPG IP", "DSC_0108.JPG IP"] });
  });

  it("gives a class picture row to every subject of its class, with no subject or code of its own", async () => {
    const { name, folder, result } = await importRoster(
      [
        "first_name,last_name,class,picture,type",
        "Ida,Hansen,3B,ida.jpg,",
        "Jon,Olsen,3B,jon.jpg,",
        "Sara,Lie,4A,sara.jpg,",
        ",,3B,class-3b.jpg,GP",
      ],
      ["ida.jpg", "jon.jpg", "sara.jpg", "class-3b.jpg"],
    );
    expect(result).toMatchObject({ newSubjects: 3, newPictures: 5, subjectCount: 3 });
    expect(await setsOf(name)).toEqual({
      "Ida Hansen": ["ida.jpg IP", "class-3b.jpg GP"],
      "Jon Olsen": ["jon.jpg IP", "class-3b.jpg GP"],
      "Sara Lie": ["sara.jpg IP"],
    });
    expect((await readCodes(folder)).map((c) => c.subject)).toEqual(["Ida Hansen", "Jon Olsen", "Sara Lie"]);
    const shared = await t.db
      .select({ key: pictures.originalKey, groupPicture: pictures.groupPicture })
      .from(pictures)
      .where(eq(pictures.sourceName, "class-3b.jpg"));
    expect(new Set(shared.map((p) => p.key)).size).toBe(1);
    expect(shared.every((p) => p.groupPicture)).toBe(true);
  });

  it("a re-import adds the class picture to the class's new subjects and keeps every code", async () => {
    const roster = ["first_name,last_name,class,picture,type", "Ida,Hansen,3B,ida.jpg,", ",,3B,class.jpg,GP"];
    const first = await importRoster(roster, ["ida.jpg", "class.jpg"]);
    const codes = await readCodes(first.folder);
    const again = await importRoster(
      [...roster, "Jon,Olsen,3B,jon.jpg,"],
      ["ida.jpg", "class.jpg", "jon.jpg"],
      first.name,
    );
    expect(again.result).toMatchObject({ newSubjects: 1, newPictures: 2 });
    expect(await setsOf(first.name)).toEqual({
      "Ida Hansen": ["ida.jpg IP", "class.jpg GP"],
      "Jon Olsen": ["jon.jpg IP", "class.jpg GP"],
    });
    expect((await readCodes(again.folder)).find((c) => c.subject === "Ida Hansen")?.code).toBe(
      codes[0]?.code,
    );
  });

  it("a class picture of a class without subjects names its line", async () => {
    const error = await importRoster(
      [
        "first_name,last_name,class,picture,type",
        "Ida,Hansen,3B,ida.jpg,",
        ",,3C,class.jpg,GP",
        ",,,x.jpg,GP",
      ],
      ["ida.jpg", "class.jpg", "x.jpg"],
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobImportError);
    expect(inEnglish((error as JobImportError).problems)).toEqual([
      { line: 4, message: "a group picture without a subject names its class" },
      { line: 3, message: 'no subject is in the class "3C"' },
    ]);
  });

  it("a roster with first and last names finds the subjects an earlier roster named 'Last, First', codes kept", async () => {
    const first = await importRoster(["subject,group,picture", '"Olsen, Ida",3B,ida-1.jpg'], ["ida-1.jpg"]);
    const [before] = await readCodes(first.folder);
    const again = await importRoster(
      ["first_name,last_name,class,picture", "Ida,Olsen,3B,ida-1.jpg", "Ida,Olsen,3B,ida-2.jpg"],
      ["ida-1.jpg", "ida-2.jpg"],
      first.name,
    );
    expect(again.result).toMatchObject({ newSubjects: 0, newPictures: 1, skippedPictures: 1 });
    expect(inEnglish(again.result.warnings).map((w) => w.message)).toEqual([
      "1 row is imported already and stays as it is (line 2)",
      '"Olsen, Ida" is now named "Ida Olsen"; its pictures and code stay',
    ]);
    expect(await readCodes(again.folder)).toEqual([{ ...before, subject: "Ida Olsen" }]);
    expect(await subjectNamed("Ida Olsen")).toMatchObject({ firstName: "Ida", lastName: "Olsen" });
  });

  it("stores each subject's guardians' addresses, separated by semicolons or spaces, and a re-import replaces them", async () => {
    const first = await importRoster(
      [
        "first_name,last_name,picture,guardian_emails",
        "Ida,Berg,ida.jpg,Mor.Berg@Example.com; far@example.com",
        "Ida,Berg,ida-2.jpg,far@example.com bestemor@example.no",
      ],
      ["ida.jpg", "ida-2.jpg"],
    );
    const ida = await subjectNamed("Ida Berg");
    const stored = async () =>
      (
        await t.db
          .select({ email: subjectGuardians.email })
          .from(subjectGuardians)
          .where(eq(subjectGuardians.subjectId, ida.id))
          .orderBy(asc(subjectGuardians.email))
      ).map((r) => r.email);
    expect(await stored()).toEqual(["bestemor@example.no", "far@example.com", "mor.berg@example.com"]);

    const again = await importRoster(
      ["first_name,last_name,picture,guardian_emails", "Ida,Berg,ida.jpg,far@example.com"],
      ["ida.jpg"],
      first.name,
    );
    expect(await stored()).toEqual(["far@example.com"]);
    expect(inEnglish(again.result.warnings)).toContainEqual({
      line: 2,
      message: '2 guardian addresses of "Ida Berg" are not in this roster and will be removed',
    });
  });

  it("a roster without the guardian_emails column leaves the stored addresses as they are", async () => {
    const first = await importRoster(
      ["first_name,last_name,picture,guardian_emails", "Eva,Dahl,eva.jpg,mor.dahl@example.com"],
      ["eva.jpg"],
    );
    await importRoster(
      ["first_name,last_name,picture", "Eva,Dahl,eva-2.jpg"],
      ["eva.jpg", "eva-2.jpg"],
      first.name,
    );
    const eva = await subjectNamed("Eva Dahl");
    const rows = await t.db.select().from(subjectGuardians).where(eq(subjectGuardians.subjectId, eva.id));
    expect(rows.map((r) => r.email)).toEqual(["mor.dahl@example.com"]);
  });

  it("checks a roster before anything is applied: errors by line without the address itself, and warnings", async () => {
    const first = await importRoster(["first_name,last_name,picture", "Kai,Moe,kai.jpg"], ["kai.jpg"]);
    const check = await checkRoster(t.db, {
      roster: new TextEncoder().encode(
        [
          "first_name;last_name;picture;guardian_emails",
          "Liv;Moe;liv.jpg;mor@example.com ikke-en-adresse",
          ";;nobody.jpg;",
          "Liv;Moe;liv-2.jpg;",
        ].join("\r\n"),
      ),
      jobName: first.name,
      type: "school",
      files: new Set(["liv.jpg"]),
    });
    expect(inEnglish(check.errors)).toEqual([
      { line: 2, message: "guardian_emails: address 2 of the cell is not an e-mail address" },
      { line: 3, message: "the subject is empty" },
      { line: 4, message: "the file liv-2.jpg is not among the files" },
    ]);
    expect(JSON.stringify(check.errors)).not.toContain("ikke-en-adresse");
    expect(inEnglish(check.warnings)).toEqual([
      {
        line: 0,
        message: '"Kai Moe" is in the job but not in this roster; the subject, its pictures and code stay',
      },
    ]);
    expect(check.rows.map((r) => r.line)).toEqual([4]);
  });
});
