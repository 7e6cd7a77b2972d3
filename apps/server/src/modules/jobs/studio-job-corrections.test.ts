import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJob, createSubjectWithCode, createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { correctSubject } from "../subjects/corrections.ts";
import { correctionLines, jobCorrections } from "./corrections.ts";

describe("the job page's name corrections", () => {
  let t: TestApp;
  let jobUuid: string;
  let idaUuid: string;
  let auth: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    auth = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    const job = await createJob(t, { name: "Solberg skole" });
    jobUuid = job.uuid;
    const ida = await createSubjectWithCode(t, { jobId: job.id, name: "Ida Hansn", group: "3B" });
    await createSubjectWithCode(t, { jobId: job.id, name: "Ola", group: "3B" });
    idaUuid = ida.uuid;
    const parent = await createUser(t);
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

  it("lists the corrections oldest first, as the command does, without the parent's account", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${jobUuid}/corrections`,
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      corrections: [
        {
          subjectUuid: idaUuid,
          originalName: "Ida Hansn",
          originalGroup: "3B",
          previousName: "Ida Hansn",
          previousGroup: "3B",
          name: "Ida Hansen",
          group: "3B",
          correctedAt: "2026-11-01T10:00:00.000Z",
        },
        {
          subjectUuid: idaUuid,
          originalName: "Ida Hansn",
          originalGroup: "3B",
          previousName: "Ida Hansen",
          previousGroup: "3B",
          name: "Ida Hansen",
          group: "3C",
          correctedAt: "2026-11-02T10:00:00.000Z",
        },
      ],
    });
    // The command's lines come from the same service call.
    const { jobName, corrections } = await jobCorrections(t.db, jobUuid);
    expect(correctionLines(jobName, corrections)[0]).toBe(
      '2 correction(s) of the job "Solberg skole", oldest first:',
    );
  });

  it("answers an empty list for a job without corrections", async () => {
    const job = await createJob(t, { name: "Nordby skole" });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${job.uuid}/corrections`,
      headers: auth,
    });
    expect(res.json()).toEqual({ corrections: [] });
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
});
