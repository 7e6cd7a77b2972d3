import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, createPictureSet, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { correctSubject } from "./corrections.ts";
import { subjectsByIds, subjectsOfJob } from "./jobs.ts";
import { namesInGroupPicture } from "./pictures.ts";
import { insertPictures } from "./records.ts";

describe("a subject's name as shown and as imported (decision 0035)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("orders, carts and the names under a group picture read the correction; the job import reads the photographer's", async () => {
    const job = await createJob(t, {
      name: "Names",
      nameCorrectionDeadline: new Date(Date.now() + 3600_000),
    });
    const pupil = await createPictureSet(t, {
      jobId: job.id,
      name: "Jon Olsen",
      group: "4A",
      pictureCount: 1,
    });
    const other = await createPictureSet(t, {
      jobId: job.id,
      name: "Ada Berg",
      group: "4A",
      pictureCount: 1,
    });
    // The class picture's file is held by both pupils, as the job import stores it.
    const [shared] = await insertPictures(
      t.db,
      [pupil, other].map((set) => ({
        subjectId: set.subject.id,
        position: 1,
        year: 2026,
        width: 150,
        height: 100,
        pictureType: "GP" as const,
        originalKey: "originals/class-4a.jpg",
      })),
    );
    const parent = await createUser(t);

    const shown = await correctSubject(
      t.db,
      pupil.subject.id,
      parent.id,
      { name: "Jon Ole Olsen", group: null },
      new Date(),
    );
    expect(shown).toEqual({ name: "Jon Ole Olsen", group: null });

    const byId = await subjectsByIds(t.db, [pupil.subject.id]);
    expect(byId.get(pupil.subject.id)).toMatchObject({ name: "Jon Ole Olsen", group: null });
    expect(await namesInGroupPicture(t.db, shared?.id as number)).toEqual(["Ada Berg", "Jon Ole Olsen"]);
    const imported = await subjectsOfJob(t.db, job.id);
    expect(imported.find((s) => s.id === pupil.subject.id)).toEqual({
      id: pupil.subject.id,
      name: "Jon Olsen",
      firstName: null,
      lastName: null,
      group: "4A",
    });
  });
});
