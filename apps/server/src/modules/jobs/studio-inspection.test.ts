import { randomUUID } from "node:crypto";
import type { StudioInspectionResponse } from "@shop/contracts/studio-inspection";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioRecord } from "../../db/schema/index.ts";
import { createJob, createPictureSet, createUser, signedInCookie } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { addSubjectToUser } from "../subjects/scope.ts";

describe("a job's packages sent home for inspection in the studio", () => {
  let t: TestApp;
  let staff: { cookie: string };
  let jobUuid: string;
  let emma: { uuid: string; id: number };
  let ola: { uuid: string; id: number };
  let nobody: { uuid: string; id: number };
  let kari: { id: number; email: string; cookie: string };

  const url = (path = "") => `/api/studio/jobs/${jobUuid}/inspection${path}`;
  const read = async () => {
    const res = await t.app.inject({ method: "GET", url: url(), headers: staff });
    expect(res.statusCode).toBe(200);
    return res.json() as StudioInspectionResponse;
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = { cookie: await studioCookie(t, (await createStaff(t, { role: "staff" })).id) };
    const job = await createJob(t, { name: "Bakken skole" });
    jobUuid = job.uuid;
    const set = (name: string, group: string) =>
      createPictureSet(t, { jobId: job.id, name, group, pictureCount: 1 }).then((s) => s.subject);
    emma = await set("Emma Berg", "3B");
    ola = await set("Ola Dahl", "2A");
    nobody = await set("Per Lie", "2A");
    const user = await createUser(t, { email: "kari@example.com" });
    kari = { id: user.id, email: "kari@example.com", cookie: await signedInCookie(t, user.id) };
    await addSubjectToUser(t.db, user.id, emma.id);
    const other = await createUser(t, { email: "ola.far@example.com" });
    await addSubjectToUser(t.db, other.id, ola.id);
    // A grandparent invited to see Emma's set is not the family the package went home to.
    const invited = await createUser(t, { email: "besta@example.com" });
    await addSubjectToUser(t.db, invited.id, emma.id, "invite");
  });
  afterAll(() => t.close());

  it("lists the job's subjects with the families that hold them, before any package is sent home", async () => {
    const body = await read();
    expect(body.deadline).toBeNull();
    expect(body.packages).toEqual([]);
    expect(body.subjects.map((s) => [s.name, s.accounts, s.marked])).toEqual([
      ["Ola Dahl", 1, false],
      ["Per Lie", 0, false],
      ["Emma Berg", 1, false],
    ]);
  });

  it("marks packages sent home for the families holding the sets by code, recorded, and names the sets nobody holds", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: url("/sent-home"),
      headers: staff,
      payload: { subjects: [emma.uuid, ola.uuid, nobody.uuid] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ marked: 2, withoutAccount: ["Per Lie"] });
    const [line] = await t.db
      .select()
      .from(studioRecord)
      .where(eq(studioRecord.action, "inspection.sent-home"));
    expect(line).toMatchObject({ objectId: jobUuid, detail: { subjects: 3, packages: 2 } });
    // Again: nothing new to mark.
    const again = await t.app.inject({
      method: "POST",
      url: url("/sent-home"),
      headers: staff,
      payload: { subjects: [emma.uuid] },
    });
    expect(again.json()).toMatchObject({ marked: 0 });
  });

  it("shows each family's keep or return once the parent chose on 'Cancel picture packages'", async () => {
    const chosen = await t.app.inject({
      method: "POST",
      url: "/sections/my-account/ajax/cancel_package_for_inspection.php",
      headers: { cookie: kari.cookie },
      payload: { subjects: [{ uuid: emma.uuid, name: "Emma Berg", enabled: false }] },
    });
    expect(chosen.statusCode).toBe(200);
    const body = await read();
    expect(body.packages).toEqual([
      expect.objectContaining({
        subject: { uuid: ola.uuid, name: "Ola Dahl", group: "2A" },
        parent: expect.objectContaining({ email: "ola.far@example.com" }),
        choice: "keep",
        answeredAt: null,
      }),
      expect.objectContaining({
        subject: { uuid: emma.uuid, name: "Emma Berg", group: "3B" },
        parent: expect.objectContaining({ email: "kari@example.com" }),
        choice: "return",
        answeredAt: expect.any(String),
      }),
    ]);
    expect(body.counts).toEqual({ keep: 0, return: 1, unanswered: 1 });
  });

  it("sets and clears the job's deadline, recorded", async () => {
    const set = await t.app.inject({
      method: "PUT",
      url: url("/deadline"),
      headers: staff,
      payload: { deadline: "2026-12-14T22:59:59.000Z" },
    });
    expect(set.json()).toEqual({ deadline: "2026-12-14T22:59:59.000Z" });
    expect((await read()).deadline).toBe("2026-12-14T22:59:59.000Z");
    const cleared = await t.app.inject({
      method: "PUT",
      url: url("/deadline"),
      headers: staff,
      payload: { deadline: null },
    });
    expect(cleared.json()).toEqual({ deadline: null });
    const lines = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, jobUuid));
    expect(lines.filter((l) => l.action === "job.update")).toHaveLength(2);
  });

  it("gives the keeps and returns as CSV by class and child, in the studio's language", async () => {
    const res = await t.app.inject({ method: "GET", url: url(".csv?lang=nb"), headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Klasse;Barn;Forelder;E-post;Valg;Svart;Sendt hjem");
    expect(lines[1]).toMatch(/^2A;Ola Dahl;.*;ola\.far@example\.com;beholder;;\d{4}-\d{2}-\d{2}$/);
    expect(lines[2]).toMatch(/^3B;Emma Berg;.*;kari@example\.com;returnerer;\d{4}-\d{2}-\d{2};/);
  });

  it("refuses a subject of another job (400) and bad input (400), and nothing is marked", async () => {
    const stranger = await createPictureSet(t, { jobId: (await createJob(t)).id, pictureCount: 0 });
    const res = await t.app.inject({
      method: "POST",
      url: url("/sent-home"),
      headers: staff,
      payload: { subjects: [nobody.uuid, stranger.subject.uuid] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "studio_inspection_subject_unknown" });
    const empty = await t.app.inject({
      method: "POST",
      url: url("/sent-home"),
      headers: staff,
      payload: { subjects: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "invalid_input" });
    const badDay = await t.app.inject({
      method: "PUT",
      url: url("/deadline"),
      headers: staff,
      payload: { deadline: "soon" },
    });
    expect(badDay.statusCode).toBe(400);
  });

  it("answers 404 for a job not of the shop, 401 signed out and 403 to support", async () => {
    const missing = await t.app.inject({
      method: "GET",
      url: `/api/studio/jobs/${randomUUID()}/inspection`,
      headers: staff,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: "studio_job_not_found" });
    expect((await t.app.inject({ method: "GET", url: url() })).statusCode).toBe(401);
    const support = { cookie: await studioCookie(t, (await createStaff(t, { role: "support" })).id) };
    expect((await t.app.inject({ method: "GET", url: url(".csv"), headers: support })).statusCode).toBe(403);
    const post = await t.app.inject({
      method: "POST",
      url: url("/sent-home"),
      headers: support,
      payload: { subjects: [emma.uuid] },
    });
    expect(post.statusCode).toBe(403);
  });
});
