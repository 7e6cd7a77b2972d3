import type { PictureSet, PictureSetListResponse } from "@shop/contracts/picture-sets";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/account.ts";
import { subjects } from "../../db/schema/subjects.ts";
import { addToAccount, createJob, createParent, createPictureSet, createShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { addSubjectToUser, scopeFromJson, scopeWithSession, visibleSubjects } from "./scope.ts";

/**
 * The scope read with the session (docs/decisions/0015-read-cache.md, "The scope with the session"): the session's
 * statement brings the user's picture sets along, so a request sends no statement of its own for them, and nothing of
 * the scope is kept between requests: a change made by another process of the shop is seen by the next request.
 */
describe("the scope with the session", () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof createShop>>;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * A statement sent past the test app's database handle, as another process of the shop sends it: neither the
   * handle's read cache nor anything else in this process hears of it.
   */
  const byAnotherProcess = (text: string, params: unknown[]) =>
    (
      t.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
    ).$client.query(text, params);
  const get = <T>(cookie: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: { cookie } }).then((res) => ({
      status: res.statusCode,
      body: res.json() as T,
    }));
  const listed = async (cookie: string) =>
    (await get<PictureSetListResponse>(cookie, "/api/webshop/picture-sets")).body.pictureSets.map((s) => ({
      uuid: s.subject.uuid,
      name: s.subject.name,
      group: s.subject.group,
    }));

  it("holds the same sets, fields and order as the scope's own statement", async () => {
    const parent = await createParent(t, { jobId: shop.jobId });
    // A set by invite, of an archived job of a photographer with a logo, whose names may be corrected until a date.
    const archivedJob = await createJob(t, {
      archived: true,
      yearbookPoseDeadline: null,
      nameCorrectionDeadline: new Date("2026-12-01T12:34:56.789Z"),
      photographer: { name: "Other studio", logoKey: "logos/other.png" },
    });
    const invited = await createPictureSet(t, { jobId: archivedJob.id, group: null });
    await addSubjectToUser(t.db, parent.user.id, invited.subject.id, "invite");
    // A set of the user's own whose name and group a parent corrected (no group).
    const corrected = await createPictureSet(t, { jobId: shop.jobId, yearbook: false, favorites: false });
    await addToAccount(t, parent.user.id, corrected.subject.id);
    await t.db
      .update(subjects)
      .set({ correctedName: "Corrected Name", correctedGroup: null, correctedAt: new Date() })
      .where(eq(subjects.id, corrected.subject.id));

    const viewer = { userId: parent.user.id, portalId: t.app.portalId };
    const [row] = await t.db
      .select({ scope: scopeWithSession(t.db, { userId: users.id, portalId: users.portalId }) })
      .from(users)
      .where(eq(users.id, parent.user.id));
    const withSession = scopeFromJson(row?.scope).map((s) => ({ ...s, forSale: !s.job.isArchived }));
    // Outside a request: the scope's own statement.
    const own = await visibleSubjects(t.db, viewer, "see");
    expect(own).toHaveLength(3);
    expect(withSession).toEqual(own);
    expect(withSession.map((s) => s.name)).toContain("Corrected Name");
    expect(withSession.every((s) => s.addedAt instanceof Date && s.job.creationTime instanceof Date)).toBe(
      true,
    );
  });

  it("is empty for a user without sets, and for another shop's user id", async () => {
    const [row] = await t.db
      .select({ scope: scopeWithSession(t.db, { userId: sql`${-1}`, portalId: users.portalId }) })
      .from(users)
      .limit(1);
    expect(scopeFromJson(row?.scope ?? null)).toEqual([]);
  });

  it("sees at the next request a set added, corrected, archived and taken out by another process", async () => {
    const parent = await createParent(t, { jobId: shop.jobId });
    const own = { uuid: parent.set.subject.uuid, name: parent.set.subject.name, group: "3B" };
    expect(await listed(parent.cookie)).toEqual([own]);

    const job = await createJob(t);
    const other = await createPictureSet(t, { jobId: job.id, name: "Bo Lia", group: "4A" });
    await byAnotherProcess(
      "insert into user_subjects (user_id, subject_id, source) values ($1, $2, 'invite')",
      [parent.user.id, other.subject.id],
    );
    expect(await listed(parent.cookie)).toEqual([
      { uuid: other.subject.uuid, name: "Bo Lia", group: "4A" },
      own,
    ]);

    await byAnotherProcess(
      "update subjects set corrected_name = $1, corrected_group = null, corrected_at = now() where id = $2",
      ["Bo Lia-Berg", other.subject.id],
    );
    expect((await listed(parent.cookie))[0]).toEqual({
      uuid: other.subject.uuid,
      name: "Bo Lia-Berg",
      group: null,
    });

    const detailUrl = `/api/webshop/picture-sets/${other.subject.uuid}`;
    const forSale = await get<PictureSet>(parent.cookie, detailUrl);
    expect(forSale.body.digital.some((offer) => offer.file !== null)).toBe(true);
    await byAnotherProcess("update jobs set is_archived = true where id = $1", [job.id]);
    const archived = await get<PictureSet>(parent.cookie, detailUrl);
    expect(archived.status).toBe(200);
    expect(archived.body.digital.every((offer) => offer.file === null && offer.set === null)).toBe(true);

    await byAnotherProcess("delete from user_subjects where user_id = $1 and subject_id = $2", [
      parent.user.id,
      other.subject.id,
    ]);
    expect(await listed(parent.cookie)).toEqual([own]);
    expect((await get(parent.cookie, detailUrl)).status).toBe(404);
  });
});
