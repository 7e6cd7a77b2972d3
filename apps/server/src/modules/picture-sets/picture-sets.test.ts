import type { PictureSet } from "@shop/contracts/picture-sets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addToAccount,
  createJob,
  createParent,
  createSubjectWithCode,
  createUser,
  grantPictures,
  type Parent,
  type PictureSetOptions,
  signedInCookie,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { insertPictures } from "../subjects/records.ts";
import { registerWithCode } from "../test-support.ts";

const setUrl = (uuid: string) => `/api/webshop/picture-sets/${uuid}`;
const favoriteUrl = (set: string, picture: string) => `${setUrl(set)}/pictures/${picture}/favorite`;
const poseUrl = (set: string) => `${setUrl(set)}/yearbook-pose`;
const notFoundBody = { error: "Picture set not found", code: "picture_set_not_found" };
const expiredBody = { error: "Yearbook pose selection has expired", code: "yearbook_expired" };
const day = 24 * 3600_000;

describe("picture sets", () => {
  let t: TestApp;
  /** A school job whose yearbook pose selection is open, and a kindergarten job whose selection has expired. */
  let school: { id: number };
  let kindergarten: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    school = await createJob(t, { name: "Solbakken skole 2026" });
    kindergarten = await createJob(t, {
      name: "Eventyrskogen barnehage 2025",
      type: "kindergarten",
      year: 2025,
      yearbookPoseDeadline: new Date(Date.now() - 30 * day),
      photographer: { name: "Solfoto AS" },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const getSet = async (cookie: string, uuid: string): Promise<PictureSet> =>
    (await t.app.inject({ method: "GET", url: setUrl(uuid), headers: { cookie } })).json();

  /** A signed-in parent with a set of the school's (or the given job's) in the account. */
  const parent = (options: PictureSetOptions = {}): Promise<Parent> =>
    createParent(t, { jobId: options.jobId ?? school.id }, options);
  const setOf = (p: Parent) => p.set.subject.uuid;
  const picture = (p: Parent, index: number) => {
    const found = p.set.pictures[index];
    if (!found) throw new Error(`no picture ${index}`);
    return found;
  };

  it("the list shows the user's sets, newest first, with six pictures and the count", async () => {
    // Emma's subject is the older one: only the order the sets were added in puts her first.
    const emma = await createSubjectWithCode(t, {
      name: "Emma Nordmann",
      jobId: school.id,
      pictureCount: 12,
    });
    const nora = await createSubjectWithCode(t, {
      name: "Nora Berg",
      jobId: kindergarten.id,
      pictureCount: 8,
    });
    const { cookie } = await registerWithCode(t.app, nora.code);
    await t.app.inject({
      method: "GET",
      url: `/ajax/prophoto/add_picture_set_by_code.php?code=${emma.code}`,
      headers: { cookie },
    });
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const sets: PictureSet[] = res.json().pictureSets;
    expect(sets.map((s) => s.subject.name)).toEqual(["Emma Nordmann", "Nora Berg"]);
    expect(sets.map((s) => [s.pictures.length, s.pictureCount])).toEqual([
      [6, 12],
      [6, 8],
    ]);
    expect(sets[0]?.job).toMatchObject({ name: "Solbakken skole 2026", jobType: "school" });
    expect(sets[0]?.year).toBe(2026);
  });

  it("the list answers 401 signed out", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/picture-sets" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: "Please sign in", code: "unauthorized" });
  });

  it("the detail has every picture in order with the user's purchases", async () => {
    const nora = await parent({
      name: "Nora Berg",
      jobId: kindergarten.id,
      pictureCount: 8,
      greenscreen: [1],
    });
    await grantPictures(t, nora.user.id, [picture(nora, 0).id, picture(nora, 1).id]);
    const set = await getSet(nora.cookie, setOf(nora));
    expect(set.subject).toMatchObject({ name: "Nora Berg" });
    expect(set.pictures.map((p) => p.uuid)).toEqual(nora.set.pictures.map((p) => p.uuid));
    expect(set.pictures).toHaveLength(8);
    expect(set.pictureCount).toBe(8);
    const bought = set.pictures.filter((p) => p.bought);
    expect(bought).toHaveLength(2);
    for (const p of set.pictures) {
      expect(p.urls.thumbnail).toMatch(
        // The original's storage key is signed in, so a first thumbnail needs no database read (decision 0004).
        new RegExp(
          `^/api/webshop/images/${p.uuid}/320\\?exp=\\d+&sig=[\\w-]{32}&f=originals%2F[\\w-]+\\.jpg$`,
        ),
      );
      expect(p.urls.preview).toContain(`/${p.uuid}/640?`);
      expect(p.urls.original === null).toBe(!p.bought);
    }
    expect(set.bought).toBe(false);
    expect(set.isEditable).toBe(false);
    expect(set.photographer).toMatchObject({ name: "Solfoto AS", logoUrl: null });
    expect(set.avatar.url).toBe(set.pictures[0]?.urls.thumbnail);
    expect(set.pictures.some((p) => p.greenscreen)).toBe(true);
  });

  it("a job whose deadline passed shows the yearbook selection expired", async () => {
    const noraParent = await parent({ jobId: kindergarten.id });
    const nora = await getSet(noraParent.cookie, setOf(noraParent));
    expect(nora.job.yearbookPoseSelection.expired).toBe(true);
    const emma = await parent({ keywords: { 2: ["retouched"] } });
    const emmaSet = await getSet(emma.cookie, setOf(emma));
    expect(emmaSet.job.yearbookPoseSelection.expired).toBe(false);
    expect(emmaSet.job.yearbookPoseSelection.deadline).not.toBeNull();
    expect(emmaSet.pictures.some((p) => p.keywords.includes("retouched"))).toBe(true);
  });

  it("a set counts as bought when the user is entitled to every picture in it", async () => {
    const klasse = await parent({ name: "Klasse 3B", pictureType: "GP", pictureCount: 2, favorites: false });
    const [first, ...rest] = klasse.set.pictures.map((p) => p.id);
    await grantPictures(t, klasse.user.id, [first ?? -1]);
    expect((await getSet(klasse.cookie, setOf(klasse))).bought).toBe(false);
    await grantPictures(t, klasse.user.id, rest);
    const set = await getSet(klasse.cookie, setOf(klasse));
    expect(set.bought).toBe(true);
    expect(set.pictures.every((p) => p.bought && p.urls.original !== null)).toBe(true);
  });

  it("a set without released pictures has no pictures and no avatar", async () => {
    const tomt = await parent({ name: "Ola Tomt", pictureCount: 0 });
    const set = await getSet(tomt.cookie, setOf(tomt));
    expect(set).toMatchObject({ pictures: [], pictureCount: 0, bought: false, avatar: { url: null } });
  });

  it("another user's set answers 404", async () => {
    const [owner, other] = [await parent(), await parent()];
    const res = await t.app.inject({
      method: "GET",
      url: setUrl(setOf(owner)),
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it("a malformed set id is invalid input", async () => {
    const { cookie } = await parent();
    const res = await t.app.inject({ method: "GET", url: setUrl("not-a-uuid"), headers: { cookie } });
    expect(res.statusCode).toBe(400);
  });

  it("the detail answers 401 signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: setUrl(setOf(await parent())) })).statusCode).toBe(401);
  });

  it("a favorite is marked and unmarked, and repeating changes nothing", async () => {
    const emma = await parent({ pictureCount: 4 });
    const set = setOf(emma);
    const { uuid } = picture(emma, 3);
    for (const _ of [1, 2]) {
      const res = await t.app.inject({
        method: "PUT",
        url: favoriteUrl(set, uuid),
        payload: { favorite: true },
        headers: { cookie: emma.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isUserFavorite: true });
    }
    const marked = (await getSet(emma.cookie, set)).pictures.find((p) => p.uuid === uuid);
    expect(marked).toMatchObject({ isUserFavorite: true });
    expect(marked?.keywords).toContain("favorite");

    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(set, uuid),
      payload: { favorite: false },
      headers: { cookie: emma.cookie },
    });
    expect(res.json()).toEqual({ isUserFavorite: false });
    const unmarked = (await getSet(emma.cookie, set)).pictures.find((p) => p.uuid === uuid);
    expect(unmarked?.isUserFavorite).toBe(false);
    expect(unmarked?.keywords).not.toContain("favorite");
  });

  it("favorites are allowed on a set that does not qualify for own favorites", async () => {
    const klasse = await parent({ pictureType: "GP", favorites: false, yearbook: false });
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(setOf(klasse), picture(klasse, 0).uuid),
      payload: { favorite: true },
      headers: { cookie: klasse.cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("a favorite on another user's set answers 404", async () => {
    const [owner, other] = [await parent(), await parent()];
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(setOf(owner), picture(owner, 0).uuid),
      payload: { favorite: true },
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it("a favorite on a picture of another set answers 404", async () => {
    const [emma, nora] = [await parent(), await parent()];
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(setOf(emma), picture(nora, 0).uuid),
      payload: { favorite: true },
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Picture not found", code: "picture_not_found" });
  });

  it("a favorite without its flag is invalid input", async () => {
    const emma = await parent();
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(setOf(emma), picture(emma, 0).uuid),
      payload: {},
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it("a favorite signed out answers 401", async () => {
    const emma = await parent();
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(setOf(emma), picture(emma, 0).uuid),
      payload: { favorite: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it("the yearbook pose is chosen, changed, and becomes the set's avatar", async () => {
    const emma = await parent();
    const before = await getSet(emma.cookie, setOf(emma));
    const [, second, third] = before.pictures;
    if (!second || !third) throw new Error("too few pictures");
    for (const chosen of [second, third]) {
      const res = await t.app.inject({
        method: "PUT",
        url: poseUrl(setOf(emma)),
        payload: { pictureUuid: chosen.uuid },
        headers: { cookie: emma.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ pictureUuid: chosen.uuid });
    }
    const after = await getSet(emma.cookie, setOf(emma));
    expect(after.pictures.filter((p) => p.isYearbookPose).map((p) => p.uuid)).toEqual([third.uuid]);
    expect(after.pictures.find((p) => p.uuid === third.uuid)?.keywords).toContain("yearbook_pose");
    expect(after.avatar.url).toBe(third.urls.thumbnail);
  });

  it("another parent of the same set marks nothing of this parent's: favorites, pose and purchases", async () => {
    const emma = await parent();
    const other = await createUser(t);
    await addToAccount(t, other.id, emma.set.subject.id);
    const otherCookie = await signedInCookie(t, other.id);
    const first = picture(emma, 0);
    const favorite = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(setOf(emma), first.uuid),
      payload: { favorite: true },
      headers: { cookie: otherCookie },
    });
    const pose = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(emma)),
      payload: { pictureUuid: picture(emma, 1).uuid },
      headers: { cookie: otherCookie },
    });
    expect([favorite.statusCode, pose.statusCode]).toEqual([200, 200]);
    await grantPictures(t, other.id, [first.id]);
    const theirs = await getSet(otherCookie, setOf(emma));
    expect(theirs.pictures.filter((p) => p.isUserFavorite).map((p) => p.uuid)).toEqual([first.uuid]);
    expect(theirs.pictures.filter((p) => p.isYearbookPose).map((p) => p.uuid)).toEqual([
      picture(emma, 1).uuid,
    ]);
    expect(theirs.pictures.filter((p) => p.bought).map((p) => p.uuid)).toEqual([first.uuid]);
    // The list and the detail read these flags in the session's own statement: each for the session's user.
    const detail = await getSet(emma.cookie, setOf(emma));
    const list = (
      await t.app.inject({
        method: "GET",
        url: "/api/webshop/picture-sets",
        headers: { cookie: emma.cookie },
      })
    ).json().pictureSets as PictureSet[];
    for (const pictures of [detail.pictures, list.find((set) => set.uuid === setOf(emma))?.pictures ?? []]) {
      expect(pictures.length).toBeGreaterThan(1);
      expect(pictures.filter((p) => p.isUserFavorite || p.isYearbookPose || p.bought)).toEqual([]);
      expect(
        pictures.filter((p) => p.keywords.includes("favorite") || p.keywords.includes("yearbook_pose")),
      ).toEqual([]);
    }
    expect(detail.avatar.url).toBe(detail.pictures[0]?.urls.thumbnail);
  });

  it("the yearbook pose cannot be chosen after the deadline", async () => {
    const nora = await parent({ jobId: kindergarten.id });
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(nora)),
      payload: { pictureUuid: picture(nora, 0).uuid },
      headers: { cookie: nora.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(expiredBody);
  });

  it("the yearbook pose cannot be chosen for a subject that does not qualify", async () => {
    const klasse = await parent({ pictureType: "GP", favorites: false, yearbook: false });
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(klasse)),
      payload: { pictureUuid: picture(klasse, 0).uuid },
      headers: { cookie: klasse.cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(expiredBody);
  });

  it("the yearbook pose is not the class picture every child of the class has in the set", async () => {
    const emma = await parent();
    const [classPicture] = await insertPictures(t.db, [
      {
        subjectId: emma.set.subject.id,
        position: 10,
        year: 2026,
        width: 150,
        height: 100,
        pictureType: "GP",
        originalKey: "originals/class.jpg",
      },
    ]);
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(emma)),
      payload: { pictureUuid: classPicture?.uuid },
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(404);
    const set = await getSet(emma.cookie, setOf(emma));
    expect(set.pictures.some((p) => p.keywords.includes("yearbook_pose"))).toBe(false);
  });

  it("the yearbook pose must be a picture of the set", async () => {
    const [emma, nora] = [await parent(), await parent()];
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(emma)),
      payload: { pictureUuid: picture(nora, 0).uuid },
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it("the yearbook pose of another user's set answers 404", async () => {
    const [owner, other] = [await parent(), await parent()];
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(owner)),
      payload: { pictureUuid: picture(owner, 0).uuid },
      headers: { cookie: other.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it("the yearbook pose needs a picture id and a signed-in user", async () => {
    const emma = await parent();
    const invalid = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(emma)),
      payload: { pictureUuid: "x" },
      headers: { cookie: emma.cookie },
    });
    expect(invalid.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: poseUrl(setOf(emma)),
      payload: { pictureUuid: picture(emma, 0).uuid },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
