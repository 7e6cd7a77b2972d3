import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToAccount, createJob, createPictureSet, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { accountSubjectsOfJobs, accountSubjectsWithPoseDeadlineBetween } from "./scope.ts";

const day = 86_400_000;

describe("the scope's reads for the reminder round", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("finds the sets in accounts of jobs whose pose deadline is in the window, qualifying ones only", async () => {
    const from = new Date("2034-02-01T00:00:00Z");
    const to = new Date(from.getTime() + 3 * day);
    const inside = await createJob(t, { name: "Inside", yearbookPoseDeadline: to });
    const atStart = await createJob(t, { name: "At start", yearbookPoseDeadline: from });
    const after = await createJob(t, { yearbookPoseDeadline: new Date(to.getTime() + 1) });
    const before = await createJob(t, { yearbookPoseDeadline: new Date(from.getTime() - 1) });
    const archived = await createJob(t, { name: "Archived", yearbookPoseDeadline: to, archived: true });
    const user = await createUser(t);
    const sets = [];
    for (const job of [inside, atStart, after, before, archived]) {
      const set = await createPictureSet(t, { jobId: job.id });
      await addToAccount(t, user.id, set.subject.id);
      sets.push(set);
    }
    const notQualifying = await createPictureSet(t, { jobId: inside.id, yearbook: false });
    await addToAccount(t, user.id, notQualifying.subject.id);
    // A set of the job in nobody's account gives no row.
    await createPictureSet(t, { jobId: inside.id });

    const found = await accountSubjectsWithPoseDeadlineBetween(t.db, t.app.portalId, from, to);
    expect(found.map((s) => s.job.name).sort()).toEqual(["Archived", "At start", "Inside"]);
    expect(found.find((s) => s.job.name === "Inside")).toMatchObject({
      userId: user.id,
      subjectId: sets[0]?.subject.id,
      subjectUuid: sets[0]?.subject.uuid,
      qualifyForSelectYearbookPose: true,
      job: { id: inside.id, yearbookPoseDeadline: to, isArchived: false },
    });
    expect(await accountSubjectsWithPoseDeadlineBetween(t.db, t.app.portalId + 1, from, to)).toEqual([]);
  });

  it("finds the sets in accounts of the jobs named, not of archived jobs", async () => {
    const open = await createJob(t, { name: "Open" });
    const archived = await createJob(t, { name: "Closed", archived: true });
    const a = await createUser(t);
    const b = await createUser(t);
    const set = await createPictureSet(t, { jobId: open.id });
    await addToAccount(t, a.id, set.subject.id);
    await addToAccount(t, b.id, set.subject.id);
    const closed = await createPictureSet(t, { jobId: archived.id });
    await addToAccount(t, a.id, closed.subject.id);
    const found = await accountSubjectsOfJobs(t.db, t.app.portalId, [open.id, archived.id, open.id]);
    expect(found.map((s) => s.userId).sort()).toEqual([a.id, b.id].sort());
    expect(found.every((s) => s.subjectId === set.subject.id)).toBe(true);
    expect(await accountSubjectsOfJobs(t.db, t.app.portalId, [])).toEqual([]);
  });
});
