import type { PictureSetSummary } from "@shop/contracts/picture-sets";
import { nameCorrectionLimits } from "@shop/domain/picture-set-editing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subjects } from "../../db/schema/subjects.ts";
import {
  addToAccount,
  createJob,
  createPictureSet,
  createUser,
  signedInCookie,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { correctionLines, jobCorrections } from "../jobs/corrections.ts";
import { correctionsOfJob, setNameCorrectionDeadline } from "../subjects/corrections.ts";
import { insertPictures } from "../subjects/records.ts";

const day = 24 * 3600_000;
const subjectUrl = (uuid: string) => `/api/webshop/picture-sets/${uuid}/subject`;

describe("editable picture sets (decision 0035)", () => {
  let t: TestApp;
  const logLines: string[] = [];
  let openJob: { id: number; uuid: string };
  let closedJob: { id: number };
  let silentJob: { id: number };
  let archivedJob: { id: number };

  beforeAll(async () => {
    t = await createTestApp({
      logger: { level: "trace", stream: { write: (line: string) => void logLines.push(line) } },
    });
    openJob = await createJob(t, {
      name: "Open for corrections",
      nameCorrectionDeadline: new Date(Date.now() + 10 * day),
    });
    closedJob = await createJob(t, { name: "Closed", nameCorrectionDeadline: new Date(Date.now() - day) });
    silentJob = await createJob(t, { name: "No corrections" });
    archivedJob = await createJob(t, {
      name: "Archived",
      archived: true,
      nameCorrectionDeadline: new Date(Date.now() + 10 * day),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A subject of the job in the accounts of the given number of parents, each signed in. */
  async function setWithParents(jobId: number, parents = 1, name = "Emma Nordman") {
    const set = await createPictureSet(t, { jobId, name, group: "3B", pictureCount: 1 });
    const signedIn = [];
    for (let i = 0; i < parents; i++) {
      const user = await createUser(t);
      await addToAccount(t, user.id, set.subject.id);
      signedIn.push({ user, cookie: await signedInCookie(t, user.id) });
    }
    return { set, parents: signedIn };
  }

  const list = async (cookie: string): Promise<PictureSetSummary[]> =>
    (await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } })).json()
      .pictureSets;

  const correct = (cookie: string, uuid: string, body: unknown) =>
    t.app.inject({ method: "PUT", url: subjectUrl(uuid), headers: { cookie }, payload: body as object });

  it("a set is editable while its job's deadline has not passed, and says until when", async () => {
    const open = await setWithParents(openJob.id);
    const [cookie] = open.parents.map((p) => p.cookie);
    const [set] = await list(cookie as string);
    expect(set?.isEditable).toBe(true);
    expect(set?.job.nameCorrectionDeadline).not.toBeNull();
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${open.set.subject.uuid}`,
      headers: { cookie: cookie as string },
    });
    expect(detail.json().isEditable).toBe(true);

    for (const jobId of [closedJob.id, silentJob.id, archivedJob.id]) {
      const other = await setWithParents(jobId);
      const [shown] = await list(other.parents[0]?.cookie as string);
      expect(shown?.isEditable).toBe(false);
    }
  });

  it("a group set (a class's, whose code every family holds) is named only by the photographer", async () => {
    const group = await createPictureSet(t, {
      jobId: openJob.id,
      name: "Klasse 3B",
      group: "3B",
      pictureType: "GP",
      pictureCount: 2,
    });
    const user = await createUser(t);
    await addToAccount(t, user.id, group.subject.id);
    const cookie = await signedInCookie(t, user.id);
    const [shown] = await list(cookie);
    expect(shown?.isEditable).toBe(false);
    const detail = await t.app.inject({
      method: "GET",
      url: `/api/webshop/picture-sets/${group.subject.uuid}`,
      headers: { cookie },
    });
    expect(detail.json().isEditable).toBe(false);
    const res = await correct(cookie, group.subject.uuid, { name: "Klasse 3B (renamed)", group: "3B" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("picture_set_not_editable");
    const [row] = await t.db.select().from(subjects).where(eq(subjects.id, group.subject.id));
    expect(row?.correctedName).toBeNull();
  });

  it("a child's set with the class picture in it stays editable", async () => {
    const set = await createPictureSet(t, { jobId: openJob.id, name: "Ola", pictureCount: 1 });
    await insertPictures(t.db, [
      {
        subjectId: set.subject.id,
        position: 1,
        year: 2026,
        width: 150,
        height: 100,
        pictureType: "GP",
        originalKey: "originals/class.jpg",
      },
    ]);
    const user = await createUser(t);
    await addToAccount(t, user.id, set.subject.id);
    const cookie = await signedInCookie(t, user.id);
    expect((await list(cookie))[0]?.isEditable).toBe(true);
    expect((await correct(cookie, set.subject.uuid, { name: "Ola N", group: "" })).statusCode).toBe(200);
  });

  it("a correction loses the bidi controls that would show it as other letters", async () => {
    const { set, parents } = await setWithParents(openJob.id);
    const res = await correct(parents[0]?.cookie as string, set.subject.uuid, {
      name: "\u202eannamdroN\u202c Emma",
      group: "\u2066 3B\u2069\u200f",
    });
    expect(res.json().subject).toEqual({ uuid: set.subject.uuid, name: "annamdroN Emma", group: "3B" });
  });

  it("a correction is stored normalised, seen by every parent of the subject, and the photographer's name kept", async () => {
    const { set, parents } = await setWithParents(openJob.id, 2);
    const [first, second] = parents as [(typeof parents)[number], (typeof parents)[number]];
    const res = await correct(first.cookie, set.subject.uuid, { name: "  Emma   Nordmann ", group: " 3 B " });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ subject: { uuid: set.subject.uuid, name: "Emma Nordmann", group: "3 B" } });

    const [seen] = await list(second.cookie);
    expect(seen?.subject).toEqual({ uuid: set.subject.uuid, name: "Emma Nordmann", group: "3 B" });

    const [row] = await t.db.select().from(subjects).where(eq(subjects.id, set.subject.id));
    expect(row?.name).toBe("Emma Nordman");
    expect(row?.group).toBe("3B");

    // An empty group is none; the second parent's change is recorded after the first's, with what it replaced.
    const again = await correct(second.cookie, set.subject.uuid, { name: "Emma Nordmann", group: "" });
    expect(again.json().subject.group).toBeNull();
    const [firstSeen] = await list(first.cookie);
    expect(firstSeen?.subject.group).toBeNull();

    const corrections = (await correctionsOfJob(t.db, openJob.id)).filter(
      (c) => c.subjectUuid === set.subject.uuid,
    );
    expect(corrections.map((c) => [c.userId, c.previousName, c.previousGroup, c.name, c.group])).toEqual([
      [first.user.id, "Emma Nordman", "3B", "Emma Nordmann", "3 B"],
      [second.user.id, "Emma Nordmann", "3 B", "Emma Nordmann", null],
    ]);
    expect(corrections.every((c) => c.originalName === "Emma Nordman" && c.originalGroup === "3B")).toBe(
      true,
    );

    // The operator's list (npm run shop -- job corrections "<job>") names both, and the name to print.
    const report = await jobCorrections(t.db, "Open for corrections");
    const lines = correctionLines(report.jobName, report.corrections).filter((line) =>
      line.includes(set.subject.uuid),
    );
    expect(lines).toEqual([
      expect.stringContaining(
        `${set.subject.uuid}  "Emma Nordman" (3B) -> "Emma Nordmann" (3 B)  by account ${first.user.id}`,
      ),
      expect.stringContaining(
        `${set.subject.uuid}  "Emma Nordmann" (3 B) -> "Emma Nordmann"  by account ${second.user.id}`,
      ),
      `  ${set.subject.uuid}  "Emma Nordman" (3B) -> "Emma Nordmann"`,
    ]);

    // Nothing of what the parents typed reaches the log (which did log the requests).
    expect(
      logLines.some((line) => line.includes('"route":"/api/webshop/picture-sets/:pictureSetUuid/subject"')),
    ).toBe(true);
    expect(logLines.join("\n")).not.toContain("Nordmann");
  });

  it("after the photographer rejects a correction the parent sees the name as it now is, and may correct again", async () => {
    const { set, parents } = await setWithParents(openJob.id, 1, "Emma Nordman");
    const cookie = parents[0]?.cookie as string;
    await correct(cookie, set.subject.uuid, { name: "Emma Nordmann", group: "3B" });
    const [made] = (await correctionsOfJob(t.db, openJob.id)).filter(
      (c) => c.subjectUuid === set.subject.uuid,
    );
    const staff = await studioCookie(t, (await createStaff(t, { role: "staff" })).id);
    const rejected = await t.app.inject({
      method: "POST",
      url: `/api/studio/jobs/${openJob.uuid}/corrections/${made?.uuid}/reject`,
      headers: { cookie: staff },
      payload: {},
    });
    expect(rejected.statusCode).toBe(204);
    const [seen] = (await list(cookie)).filter((s) => s.subject.uuid === set.subject.uuid);
    expect(seen?.subject).toEqual({ uuid: set.subject.uuid, name: "Emma Nordman", group: "3B" });
    expect(seen?.isEditable).toBe(true);

    const again = await correct(cookie, set.subject.uuid, { name: "Emma Nordmann", group: "3B" });
    expect(again.json().subject.name).toBe("Emma Nordmann");
    const reviews = (await correctionsOfJob(t.db, openJob.id))
      .filter((c) => c.subjectUuid === set.subject.uuid)
      .map((c) => c.review);
    expect(reviews).toEqual(["rejected", null, "new"]);
  });

  it("a correction that changes nothing records nothing", async () => {
    const { set, parents } = await setWithParents(openJob.id, 1, "Same Name");
    const res = await correct(parents[0]?.cookie as string, set.subject.uuid, {
      name: "Same Name",
      group: "3B",
    });
    expect(res.statusCode).toBe(200);
    const corrections = (await correctionsOfJob(t.db, openJob.id)).filter(
      (c) => c.subjectUuid === set.subject.uuid,
    );
    expect(corrections).toEqual([]);
  });

  it("is refused after the deadline, on a job without corrections and on an archived job, and nothing changes", async () => {
    for (const jobId of [closedJob.id, silentJob.id, archivedJob.id]) {
      const { set, parents } = await setWithParents(jobId, 1, "Kept Name");
      const res = await correct(parents[0]?.cookie as string, set.subject.uuid, {
        name: "New Name",
        group: "",
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        error: "This picture set can no longer be edited.",
        code: "picture_set_not_editable",
      });
      const [shown] = await list(parents[0]?.cookie as string);
      expect(shown?.subject.name).toBe("Kept Name");
    }
  });

  it("the deadline the operator moves into the past closes the set at once", async () => {
    const job = await createJob(t, { name: "Moved", nameCorrectionDeadline: new Date(Date.now() + day) });
    const { set, parents } = await setWithParents(job.id);
    await setNameCorrectionDeadline(t.db, job.id, new Date(Date.now() - 1000));
    const res = await correct(parents[0]?.cookie as string, set.subject.uuid, { name: "X", group: "" });
    expect(res.statusCode).toBe(403);
  });

  it("another user's set is not found, and so is an unknown one", async () => {
    const { set } = await setWithParents(openJob.id, 1, "Not Yours");
    const stranger = await createUser(t);
    const cookie = await signedInCookie(t, stranger.id);
    const res = await correct(cookie, set.subject.uuid, { name: "Taken Over", group: "" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("picture_set_not_found");
    const unknown = await correct(cookie, "00000000-0000-4000-8000-000000000000", { name: "X", group: "" });
    expect(unknown.statusCode).toBe(404);
    const [row] = await t.db.select().from(subjects).where(eq(subjects.id, set.subject.id));
    expect(row?.correctedName).toBeNull();
  });

  it("validates the name and group: required, within their lengths, and the body by its contract", async () => {
    const { set, parents } = await setWithParents(openJob.id);
    const cookie = parents[0]?.cookie as string;
    const empty = await correct(cookie, set.subject.uuid, { name: "   ", group: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: "required", field: "name" });
    const long = await correct(cookie, set.subject.uuid, {
      name: "Emma",
      group: "g".repeat(nameCorrectionLimits.group + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: "name_too_long", field: "group" });
    const missing = await correct(cookie, set.subject.uuid, { name: "Emma" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe("invalid_input");
    const signedOut = await t.app.inject({
      method: "PUT",
      url: subjectUrl(set.subject.uuid),
      payload: { name: "X", group: "" },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
