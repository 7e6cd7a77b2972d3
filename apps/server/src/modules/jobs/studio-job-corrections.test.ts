import type { StudioJobCorrection } from "@shop/contracts/studio-job-corrections";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioRecord, subjects } from "../../db/schema/index.ts";
import { createJob, createSubjectWithCode, createUser, signedInCookie } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { correctSubject } from "../subjects/corrections.ts";
import { correctionLines, jobCorrections } from "./corrections.ts";

describe("the job page's name corrections", () => {
  let t: TestApp;
  let jobUuid: string;
  let idaUuid: string;
  let parentEmail: string;
  let auth: { cookie: string };
  let owner: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    owner = { cookie: await studioCookie(t, (await createStaff(t, { role: "owner" })).id) };
    const job = await createJob(t, { name: "Solberg skole" });
    jobUuid = job.uuid;
    const ida = await createSubjectWithCode(t, { jobId: job.id, name: "Ida Hansn", group: "3B" });
    await createSubjectWithCode(t, { jobId: job.id, name: "Ola", group: "3B" });
    idaUuid = ida.uuid;
    const parent = await createUser(t);
    parentEmail = parent.email;
    await correctSubject(
      t.db,
      ida.id,
      parent.id,
      { name: "Ida Hansen", group: "3B" },
      new Date("2026-11-01T10:00:00Z"),
    );
    await correctSubject(
      t.db,
      ida.id,
      parent.id,
      { name: "Ida Hansen", group: "3C" },
      new Date("2026-11-02T10:00:00Z"),
    );
  });
  afterAll(() => t.close());

  const listOf = async (uuid: string, headers: { cookie: string } = auth) =>
    (await t.app.inject({ method: "GET", url: `/api/studio/jobs/${uuid}/corrections`, headers })).json() as {
      corrections: StudioJobCorrection[];
      toReview: number;
    };
  const review = (uuid: string, correction: string, verb: "accept" | "reject", payload?: object) =>
    t.app.inject({
      method: "POST",
      url: `/api/studio/jobs/${uuid}/corrections/${correction}/${verb}`,
      headers: auth,
      ...(verb === "reject" ? { payload: payload ?? {} } : {}),
    });

  /** A job whose subject a parent corrected once or more, each correction a day after the one before. */
  async function correctedJob(names: Array<{ name: string; group: string | null }>) {
    const job = await createJob(t, { name: `Job ${Math.random()}` });
    const subject = await createSubjectWithCode(t, { jobId: job.id, name: "Nora Berg", group: "1A" });
    const parent = await createUser(t);
    for (const [i, correction] of names.entries())
      await correctSubject(t.db, subject.id, parent.id, correction, new Date(Date.UTC(2026, 10, 1 + i)));
    const { corrections } = await listOf(job.uuid);
    return { job, subject, corrections };
  }
  const shown = async (subjectId: number) =>
    (
      await t.db
        .select({ name: subjects.correctedName, group: subjects.correctedGroup, at: subjects.correctedAt })
        .from(subjects)
        .where(eq(subjects.id, subjectId))
    )[0];

  it("lists the corrections oldest first, as the command does, without the parent's account", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${jobUuid}/corrections`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const common = {
      subjectUuid: idaUuid,
      originalName: "Ida Hansn",
      originalGroup: "3B",
      by: "parent",
      parentEmail: null,
      review: "new",
      reviewedAt: null,
      rejectReason: null,
    };
    expect(res.json()).toEqual({
      toReview: 1,
      corrections: [
        {
          ...common,
          uuid: expect.any(String),
          previousName: "Ida Hansn",
          previousGroup: "3B",
          name: "Ida Hansen",
          group: "3B",
          correctedAt: "2026-11-01T10:00:00.000Z",
          reviewable: false,
        },
        {
          ...common,
          uuid: expect.any(String),
          previousName: "Ida Hansen",
          previousGroup: "3B",
          name: "Ida Hansen",
          group: "3C",
          correctedAt: "2026-11-02T10:00:00.000Z",
          reviewable: true,
        },
      ],
    });
    // The command's lines come from the same service call.
    const { jobName, corrections } = await jobCorrections(t.db, jobUuid);
    const lines = correctionLines(jobName, corrections);
    expect(lines[0]).toBe('2 correction(s) of the job "Solberg skole", oldest first:');
    expect(lines[1]).toContain("1 to review");
    expect(lines[3]).toContain("[to review]");
  });

  it("names the parent by e-mail only to a role that may see parents (the owner, not staff)", async () => {
    const asOwner = await listOf(jobUuid, owner);
    expect(asOwner.corrections.map((c) => c.parentEmail)).toEqual([parentEmail, parentEmail]);
    expect((await listOf(jobUuid)).corrections.map((c) => c.parentEmail)).toEqual([null, null]);
  });

  it("answers an empty list for a job without corrections", async () => {
    const job = await createJob(t, { name: "Nordby skole" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${job.uuid}/corrections`,
      headers: auth,
    });
    expect(res.json()).toEqual({ corrections: [], toReview: 0 });
  });

  it("answers 404 for no job of the shop, 401 signed out and 403 to support", async () => {
    const other = "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4";
    const missing = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${other}/corrections`,
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "studio_job_not_found" });
    const url = `/api/studio/jobs/${jobUuid}/corrections`;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    expect((await t.app.inject({ method: "GET", url, headers: support })).statusCode).toBe(403);
  });

  it("accepts the newest correction, and with it the older ones it replaced, recording who", async () => {
    const { job, corrections } = await correctedJob([
      { name: "Nora Berge", group: "1A" },
      { name: "Nora Bergh", group: "1A" },
    ]);
    const jobList = async () =>
      (await t.app.inject({ method: "GET", url: "/api/studio/jobs", headers: auth }))
        .json()
        .jobs.find((j: { uuid: string }) => j.uuid === job.uuid);
    expect((await jobList()).correctionsToReview).toBe(1);
    const res = await review(job.uuid, corrections[1]?.uuid ?? "", "accept");
    expect(res.statusCode).toBe(204);
    const after = await listOf(job.uuid);
    expect(after.corrections.map((c) => [c.review, c.reviewable])).toEqual([
      ["accepted", false],
      ["accepted", false],
    ]);
    expect(after.toReview).toBe(0);
    expect((await jobList()).correctionsToReview).toBe(0);
    const [line] = await t.db
      .select()
      .from(studioRecord)
      .where(eq(studioRecord.action, "job.correction-accept"));
    expect(line).toMatchObject({ objectType: "subject", detail: { correctedName: "Nora Bergh" } });
  });

  it("rejects a correction back to the name the one before made, with the reason, for a new review", async () => {
    const { job, subject, corrections } = await correctedJob([
      { name: "Nora Berge", group: "1A" },
      { name: "Nora Bergh", group: "1B" },
    ]);
    const res = await review(job.uuid, corrections[1]?.uuid ?? "", "reject", {
      reason: "  As on\u202e the\nroster ",
    });
    expect(res.statusCode).toBe(204);
    expect(await shown(subject.id)).toMatchObject({ name: "Nora Berge", group: "1A" });
    const after = await listOf(job.uuid);
    expect(after.corrections.map((c) => [c.by, c.review, c.reviewable, c.name, c.rejectReason])).toEqual([
      ["parent", "new", true, "Nora Berge", null],
      ["parent", "rejected", false, "Nora Bergh", "As on the roster"],
      ["studio", null, false, "Nora Berge", null],
    ]);
    expect(after.toReview).toBe(1);
    const [line] = await t.db
      .select()
      .from(studioRecord)
      .where(eq(studioRecord.action, "job.correction-reject"));
    expect(line?.detail).toMatchObject({ restoredName: "Nora Berge", reason: "As on the roster" });
  });

  it("rejects a first correction back to the photographer's own name and class", async () => {
    const { job, subject, corrections } = await correctedJob([{ name: "Nora Berge", group: null }]);
    expect((await review(job.uuid, corrections[0]?.uuid ?? "", "reject")).statusCode).toBe(204);
    expect(await shown(subject.id)).toEqual({ name: null, group: null, at: null });
    const [, back] = (await listOf(job.uuid)).corrections;
    expect(back).toMatchObject({ by: "studio", previousName: "Nora Berge", name: "Nora Berg", group: "1A" });
  });

  it("answers 409 for a correction a parent replaced since, or one reviewed already, and 404 for another job's", async () => {
    const { job, corrections } = await correctedJob([
      { name: "Nora Berge", group: "1A" },
      { name: "Nora Bergh", group: "1A" },
    ]);
    const [older, newest] = corrections;
    const stale = await review(job.uuid, older?.uuid ?? "", "accept");
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: "studio_correction_not_newest" });
    expect((await review(job.uuid, older?.uuid ?? "", "reject")).statusCode).toBe(409);
    expect((await review(job.uuid, newest?.uuid ?? "", "accept")).statusCode).toBe(204);
    const again = await review(job.uuid, newest?.uuid ?? "", "reject");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "studio_correction_reviewed" });
    const elsewhere = await review(jobUuid, newest?.uuid ?? "", "accept");
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ code: "studio_correction_not_found" });
  });

  it("accepts all of a job's corrections to review at once", async () => {
    const { job } = await correctedJob([{ name: "Nora Berge", group: "1A" }]);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/studio/jobs/${job.uuid}/corrections/accept-all`,
      headers: auth,
    });
    expect(res.json()).toEqual({ accepted: 1 });
    expect((await listOf(job.uuid)).toReview).toBe(0);
  });

  it("lets owner and staff review, refuses support (not of the jobs area), a parent and the signed out", async () => {
    const { job, corrections } = await correctedJob([{ name: "Nora Berge", group: "1A" }]);
    const url = `/api/studio/jobs/${job.uuid}/corrections/${corrections[0]?.uuid}/accept`;
    const support = await studioCookie(t, (await createStaff(t, { role: "support" })).id);
    const parent = await signedInCookie(t, (await createUser(t)).id);
    const as = (cookie?: string) =>
      t.app.inject({ method: "POST", url, ...(cookie === undefined ? {} : { headers: { cookie } }) });
    expect((await as(support)).statusCode).toBe(403);
    expect((await as(parent)).statusCode).toBe(401);
    expect((await as()).statusCode).toBe(401);
    expect((await as(owner.cookie)).statusCode).toBe(204);
    const second = await correctedJob([{ name: "Nora Berge", group: "1A" }]);
    const byStaff = await review(second.job.uuid, second.corrections[0]?.uuid ?? "", "accept");
    expect(byStaff.statusCode).toBe(204);
  });

  it("refuses a reason longer than 500 characters", async () => {
    const { job, corrections } = await correctedJob([{ name: "Nora Berge", group: "1A" }]);
    const res = await review(job.uuid, corrections[0]?.uuid ?? "", "reject", { reason: "x".repeat(501) });
    expect(res.statusCode).toBe(400);
  });
});
