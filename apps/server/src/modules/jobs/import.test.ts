import { writeFile } from "node:fs/promises";
import path from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accessCodes,
  greenScreenBackgrounds,
  imageBackgrounds,
  jobs,
  outbox,
  pictures,
  subjects,
} from "../../db/schema/index.ts";
import { backgroundWorkKinds } from "../../platform/background-work.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { findSubjectByCode } from "../access/service.ts";
import { inEnglish, jobFolder, pictureFile, readCodes } from "./job-test-support.ts";
import { addJobBackgrounds, importJob, JobImportError, JobLookupError, type JobsContext } from "./service.ts";

describe("job import", () => {
  let t: TestApp;
  let ctx: JobsContext;
  beforeAll(async () => {
    t = await createTestApp();
    ctx = { db: t.db, storage: t.storage, keys: t.config };
  });
  afterAll(() => t.close());

  async function counts() {
    const [[j], [s], [p], [c]] = await Promise.all([
      t.db.select({ n: count() }).from(jobs),
      t.db.select({ n: count() }).from(subjects),
      t.db.select({ n: count() }).from(pictures),
      t.db.select({ n: count() }).from(accessCodes),
    ]);
    return { jobs: j?.n, subjects: s?.n, pictures: p?.n, codes: c?.n, files: t.storage.files.size };
  }

  async function picturesOf(jobName: string) {
    return t.db
      .select({
        subject: subjects.name,
        group: subjects.group,
        position: pictures.position,
        type: pictures.pictureType,
        groupPicture: pictures.groupPicture,
        sourceName: pictures.sourceName,
        width: pictures.width,
        height: pictures.height,
        originalKey: pictures.originalKey,
      })
      .from(pictures)
      .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
      .innerJoin(jobs, eq(jobs.id, subjects.jobId))
      .where(eq(jobs.name, jobName))
      .orderBy(asc(subjects.id), asc(pictures.position));
  }

  it("creates the job, its subjects and pictures in storage, and writes a code per subject to codes.csv", async () => {
    const folder = await jobFolder(
      [
        "subject,group,picture,type",
        "Nora Berg,3B,nora-1.jpg,",
        "Nora Berg,3B,nora-2.png,IP",
        '"Berg, Ola",,ola.jpg,SFP',
        "Klasse 3B,3B,class.jpg,GP",
        "Nora Berg,3B,class.jpg,GP",
      ].join("\r\n"),
      { "nora-1.jpg": "jpeg", "nora-2.png": "png", "ola.jpg": "jpeg", "class.jpg": "jpeg" },
    );
    const progress: string[] = [];
    const result = await importJob(ctx, {
      folder,
      name: "Solbakken 2026",
      type: "school",
      year: 2026,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });

    expect(result).toMatchObject({ createdJob: true, newSubjects: 3, newPictures: 5, skippedPictures: 0 });
    expect(progress).toEqual(["1/4", "2/4", "3/4", "4/4"]);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.uuid, result.jobUuid));
    expect(job).toMatchObject({ name: "Solbakken 2026", jobType: "school", year: 2026 });

    const rows = await picturesOf("Solbakken 2026");
    expect(rows.map(({ originalKey: _, ...r }) => r)).toEqual([
      {
        subject: "Nora Berg",
        group: "3B",
        position: 0,
        type: "IP",
        groupPicture: false,
        sourceName: "nora-1.jpg",
        width: 40,
        height: 50,
      },
      {
        subject: "Nora Berg",
        group: "3B",
        position: 1,
        type: "IP",
        groupPicture: false,
        sourceName: "nora-2.png",
        width: 30,
        height: 20,
      },
      {
        subject: "Nora Berg",
        group: "3B",
        position: 2,
        type: "GP",
        groupPicture: true,
        sourceName: "class.jpg",
        width: 40,
        height: 50,
      },
      {
        subject: "Berg, Ola",
        group: null,
        position: 0,
        type: "SFP",
        groupPicture: false,
        sourceName: "ola.jpg",
        width: 40,
        height: 50,
      },
      {
        subject: "Klasse 3B",
        group: "3B",
        position: 0,
        type: "GP",
        groupPicture: true,
        sourceName: "class.jpg",
        width: 40,
        height: 50,
      },
    ]);
    // A group picture on two rows is one stored file; the PNG was re-encoded as a JPEG.
    expect(new Set(rows.map((r) => r.originalKey)).size).toBe(4);
    for (const row of rows) {
      expect(row.originalKey).toMatch(/^originals\/[0-9a-f-]{36}\.jpg$/);
      const stored = await t.storage.get(row.originalKey);
      expect((await sharp(stored as Buffer).metadata()).format).toBe("jpeg");
    }

    const codes = await readCodes(folder);
    expect(codes.map((c) => [c.subject, c.group])).toEqual([
      ["Berg, Ola", ""],
      ["Klasse 3B", "3B"],
      ["Nora Berg", "3B"],
    ]);
    for (const c of codes) {
      expect(c.code).toMatch(
        /^[ACDEFGHJKMNPQRTUVWXY34679]{4} [ACDEFGHJKMNPQRTUVWXY34679]{4} [ACDEFGHJKMNPQRTUVWXY34679]{4}$/,
      );
      const found = await findSubjectByCode(t.db, t.config, t.app.portalId, c.code);
      expect(found?.name).toBe(c.subject);
    }
  });

  it("a second run adds the new pictures and keeps every code", async () => {
    const folder = await jobFolder("subject,group,picture\nEmma,1A,emma-1.jpg\nPer,1A,per-1.jpg\n", {
      "emma-1.jpg": "jpeg",
      "per-1.jpg": "jpeg",
    });
    await importJob(ctx, { folder, name: "Rerun school", type: "school" });
    const before = await readCodes(folder);

    await writeFile(
      path.join(folder, "roster.csv"),
      "subject,group,picture\nEmma,1A,emma-1.jpg\nPer,1A,per-1.jpg\nEmma,1A,emma-2.jpg\nLiv,1A,liv-1.jpg\n",
    );
    const picture = await pictureFile();
    await writeFile(path.join(folder, "emma-2.jpg"), picture);
    await writeFile(path.join(folder, "liv-1.jpg"), picture);
    const second = await importJob(ctx, { folder, name: "Rerun school", type: "school" });

    expect(second).toMatchObject({
      createdJob: false,
      newSubjects: 1,
      newPictures: 2,
      skippedPictures: 2,
      subjectCount: 3,
    });
    const after = await readCodes(folder);
    expect(after.filter((c) => c.subject !== "Liv")).toEqual(before);
    expect(after.map((c) => c.subject)).toEqual(["Emma", "Liv", "Per"]);
    const emma = (await picturesOf("Rerun school")).filter((r) => r.subject === "Emma");
    expect(emma.map((r) => [r.position, r.sourceName])).toEqual([
      [0, "emma-1.jpg"],
      [1, "emma-2.jpg"],
    ]);

    const third = await importJob(ctx, { folder, name: "Rerun school", type: "school" });
    expect(third).toMatchObject({ newPictures: 0, skippedPictures: 4, newSubjects: 0 });
    expect(await readCodes(folder)).toEqual(after);
  });

  it("stores the roster's names without bidi controls, and a second run finds those subjects again", async () => {
    const roster = "subject,group,picture\n\u202eEmma\u202c Nordmann,\u20661A\u2069,emma-1.jpg\n";
    const folder = await jobFolder(roster, { "emma-1.jpg": "jpeg" });
    await importJob(ctx, { folder, name: "Bidi school", type: "school" });
    expect((await picturesOf("Bidi school")).map((r) => [r.subject, r.group])).toEqual([
      ["Emma Nordmann", "1A"],
    ]);
    const again = await importJob(ctx, { folder, name: "Bidi school", type: "school" });
    expect(again).toMatchObject({ newSubjects: 0, newPictures: 0 });
  });

  it("asks the background work to make the filled previews of the job's picture sets, when pictures came", async () => {
    const folder = await jobFolder("subject,group,picture\nEmma,1A,emma-1.jpg\n", { "emma-1.jpg": "jpeg" });
    const asked = () =>
      t.db
        .select({ jobId: sql<number>`(${outbox.payload} ->> 'jobId')::int` })
        .from(outbox)
        .where(eq(outbox.kind, backgroundWorkKinds.jobChanged));
    const before = (await asked()).length;
    const result = await importJob(ctx, { folder, name: "Preview school", type: "school" });
    const [job] = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.uuid, result.jobUuid));
    expect((await asked()).slice(before)).toEqual([{ jobId: job?.id }]);
    // A run that adds no picture asks for nothing.
    await importJob(ctx, { folder, name: "Preview school", type: "school" });
    expect((await asked()).length).toBe(before + 1);
  });

  it("a broken row names its line and nothing is kept, in the database or in storage", async () => {
    const folder = await jobFolder(
      "subject,group,picture,type\nAda,2B,ada.jpg,IP\n,2B,x.jpg,IP\nBo,2B,missing.jpg,IP\nCy,2B,cy.jpg,PORTRAIT\n",
      { "ada.jpg": "jpeg", "x.jpg": "jpeg", "cy.jpg": "jpeg" },
    );
    const before = await counts();
    const error = await importJob(ctx, { folder, name: "Broken", type: "school" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobImportError);
    expect((error as JobImportError).message).toBe(
      [
        "The job was not imported; nothing was changed.",
        "  roster.csv line 3: the subject is empty",
        "  roster.csv line 4: the file missing.jpg is not among the files",
        '  roster.csv line 5: unknown type "PORTRAIT" (IP, SFP or GP)',
      ].join("\n"),
    );
    expect(await counts()).toEqual(before);
  });

  it("a picture that does not decode names its line and the pictures stored before it are removed", async () => {
    const whole = await pictureFile(300, 300);
    const truncated = whole.subarray(0, Math.floor(whole.length * 0.8));
    const folder = await jobFolder(
      "subject,picture\nAda,a.jpg\nBo,b.jpg\nCy,notes.jpg\nDag,d.jpg\nEli,broken.jpg\n",
      {
        "a.jpg": "jpeg",
        "b.jpg": "jpeg",
        "notes.jpg": Buffer.from("these are not pixels"),
        "d.jpg": "jpeg",
        "broken.jpg": truncated,
      },
    );
    const before = await counts();
    const error = await importJob(ctx, { folder, name: "Undecodable", type: "portrait" }).catch(
      (e: unknown) => e,
    );
    expect(inEnglish((error as JobImportError).problems)).toEqual([
      { line: 4, message: "notes.jpg: not an image the shop can read" },
      {
        line: 6,
        message:
          "broken.jpg: not an image the shop can read (the file is damaged: it ends before its picture does)",
      },
    ]);
    expect(await counts()).toEqual(before);
  });

  it("a picture with a mask is a green-screen picture, its mask kept as one grey channel beside it", async () => {
    const mask = await sharp({ create: { width: 40, height: 50, channels: 3, background: "#000000" } })
      .composite([
        {
          input: await sharp({ create: { width: 20, height: 30, channels: 3, background: "#ffffff" } })
            .png()
            .toBuffer(),
          left: 10,
          top: 10,
        },
      ])
      .png()
      .toBuffer();
    const folder = await jobFolder("subject,picture,mask\nAda,ada.jpg,ada-mask.png\nAda,ada-2.jpg,\n", {
      "ada.jpg": "jpeg",
      "ada-2.jpg": "jpeg",
      "ada-mask.png": mask,
    });
    await importJob(ctx, { folder, name: "Green screen", type: "portrait" });
    const rows = await t.db
      .select({
        greenscreen: pictures.greenscreen,
        maskKey: pictures.maskKey,
        sourceName: pictures.sourceName,
      })
      .from(pictures)
      .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
      .innerJoin(jobs, eq(jobs.id, subjects.jobId))
      .where(eq(jobs.name, "Green screen"))
      .orderBy(asc(pictures.position));
    expect(rows.map((r) => [r.sourceName, r.greenscreen, r.maskKey !== null])).toEqual([
      ["ada.jpg", true, true],
      ["ada-2.jpg", false, false],
    ]);
    const stored = await t.storage.get(rows[0]?.maskKey ?? "");
    const meta = await sharp(stored as Buffer).metadata();
    expect([meta.format, meta.width, meta.height, meta.channels]).toEqual(["png", 40, 50, 1]);
  });

  it("a mask of another size than its picture, or one missing, names its line and nothing is kept", async () => {
    const folder = await jobFolder(
      "subject,picture,mask\nAda,ada.jpg,small.png\nBo,bo.jpg,gone.png\nCy,cy.jpg,cy.jpg\n",
      { "ada.jpg": "jpeg", "bo.jpg": "jpeg", "cy.jpg": "jpeg", "small.png": "png" },
    );
    const before = await counts();
    const error = await importJob(ctx, { folder, name: "Bad masks", type: "portrait" }).catch(
      (e: unknown) => e,
    );
    expect(inEnglish((error as JobImportError).problems)).toEqual([
      { line: 4, message: "the mask is the picture itself" },
      { line: 3, message: "the file gone.png is not among the files" },
    ]);
    const sized = await jobFolder("subject,picture,mask\nAda,ada.jpg,small.png\n", {
      "ada.jpg": "jpeg",
      "small.png": "png",
    });
    const wrongSize = await importJob(ctx, { folder: sized, name: "Bad masks", type: "portrait" }).catch(
      (e: unknown) => e,
    );
    expect(inEnglish((wrongSize as JobImportError).problems)).toEqual([
      {
        line: 2,
        message: "small.png: the mask is 30×20 pixels, its picture 40×50: they must be the same size",
      },
    ]);
    expect(await counts()).toEqual(before);
  });

  it("gives a job backgrounds for its green-screen pictures, the first the default; a broken file adds none", async () => {
    const folder = await jobFolder("subject,picture\nAda,ada.jpg\n", { "ada.jpg": "jpeg" });
    await importJob(ctx, { folder, name: "With backgrounds", type: "portrait" });
    const before = t.storage.files.size;
    await expect(
      addJobBackgrounds(ctx, "With backgrounds", [
        { name: "Blue", data: await pictureFile(60, 40, 220) },
        { name: "Notes", data: Buffer.from("not a picture") },
      ]),
    ).rejects.toThrow("No background was added:\n  Notes: not an image the shop can read");
    expect(t.storage.files.size).toBe(before);
    const result = await addJobBackgrounds(ctx, "With backgrounds", [
      { name: "Blue", data: await pictureFile(60, 40, 220) },
      { name: "Garden", data: await pictureFile(60, 40, 120) },
    ]);
    expect(result).toEqual({ jobName: "With backgrounds", added: 2 });
    const rows = await t.db
      .select({
        name: imageBackgrounds.name,
        isDefault: greenScreenBackgrounds.isDefault,
        key: imageBackgrounds.storageKey,
      })
      .from(greenScreenBackgrounds)
      .innerJoin(imageBackgrounds, eq(imageBackgrounds.id, greenScreenBackgrounds.backgroundId))
      .innerJoin(jobs, eq(jobs.id, greenScreenBackgrounds.jobId))
      .where(eq(jobs.name, "With backgrounds"))
      .orderBy(asc(greenScreenBackgrounds.sortOrder));
    expect(rows.map((r) => [r.name, r.isDefault])).toEqual([
      ["Blue", true],
      ["Garden", false],
    ]);
    for (const row of rows) expect(await t.storage.exists(row.key)).toBe(true);
    // Added again later (the command run twice, or the studio): after the job's own, its default kept the one.
    await addJobBackgrounds(ctx, "With backgrounds", [
      { name: "Sunset", data: await pictureFile(60, 40, 30) },
    ]);
    const after = await t.db
      .select({
        name: imageBackgrounds.name,
        isDefault: greenScreenBackgrounds.isDefault,
        order: greenScreenBackgrounds.sortOrder,
      })
      .from(greenScreenBackgrounds)
      .innerJoin(imageBackgrounds, eq(imageBackgrounds.id, greenScreenBackgrounds.backgroundId))
      .innerJoin(jobs, eq(jobs.id, greenScreenBackgrounds.jobId))
      .where(eq(jobs.name, "With backgrounds"))
      .orderBy(asc(greenScreenBackgrounds.sortOrder));
    expect(after).toEqual([
      { name: "Blue", isDefault: true, order: 0 },
      { name: "Garden", isDefault: false, order: 1 },
      { name: "Sunset", isDefault: false, order: 2 },
    ]);
    await expect(
      addJobBackgrounds(ctx, "No such job", [{ name: "x", data: Buffer.from("") }]),
    ).rejects.toBeInstanceOf(JobLookupError);
  });

  it("a failure while writing the rows removes the stored files and keeps no row", async () => {
    const folder = await jobFolder("subject,picture\nAda,a.jpg\n", { "a.jpg": "jpeg" });
    const taken = await importJob(ctx, {
      folder,
      name: "Taken",
      type: "sport",
      generateCode: () => "TAKENCODE777",
    });
    expect(taken.newSubjects).toBe(1);
    const before = await counts();
    const other = await jobFolder("subject,picture\nBo,b.jpg\n", { "b.jpg": "jpeg" });
    const error = await importJob(ctx, {
      folder: other,
      name: "Collides",
      type: "sport",
      generateCode: () => "TAKENCODE777",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await counts()).toEqual(before);
  });

  it("refuses to add to a job of the same name and another type", async () => {
    const folder = await jobFolder("subject,picture\nAda,a.jpg\n", { "a.jpg": "jpeg" });
    await importJob(ctx, { folder, name: "Typed", type: "kindergarten" });
    const error = await importJob(ctx, { folder, name: "Typed", type: "school" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobLookupError);
    expect((error as Error).message).toBe('The job "Typed" exists with the type kindergarten, not school.');
  });

  it("a folder without roster.csv is refused", async () => {
    const folder = await jobFolder("", {});
    await writeFile(path.join(folder, "roster.csv"), "");
    const error = await importJob(ctx, {
      folder: path.join(folder, "nothing"),
      name: "None",
      type: "school",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(JobImportError);
    expect((error as Error).message).toContain("no roster.csv in");
  });
});
