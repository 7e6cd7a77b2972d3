import type { PictureSet } from "@shop/contracts/picture-sets";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pictureEntitlements, pictures, subjects, users } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { pictureSetUuidOf, registerWithCode, signIn } from "../test-support.ts";

const setUrl = (uuid: string) => `/api/webshop/picture-sets/${uuid}`;
const favoriteUrl = (set: string, picture: string) => `${setUrl(set)}/pictures/${picture}/favorite`;
const poseUrl = (set: string) => `${setUrl(set)}/yearbook-pose`;
const notFoundBody = { error: "Picture set not found", code: "picture_set_not_found" };
const expiredBody = { error: "Yearbook pose selection has expired", code: "yearbook_expired" };

describe("picture sets", () => {
  let t: TestApp;
  let demo: string;
  let noraSet: string;
  let emma: { cookie: string; set: string };
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    demo = await signIn(t.app);
    noraSet = await pictureSetUuidOf(t.app, demo, "Nora Berg");
    const { cookie } = await registerWithCode(t.app, "EMMA2026");
    emma = { cookie, set: await pictureSetUuidOf(t.app, cookie, "Emma Nordmann") };
  });
  afterAll(async () => {
    await t.close();
  });

  const getSet = async (cookie: string, uuid: string): Promise<PictureSet> =>
    (await t.app.inject({ method: "GET", url: setUrl(uuid), headers: { cookie } })).json();

  it("the list shows the user's sets, newest first, with six pictures and the count", async () => {
    const { cookie } = await registerWithCode(t.app, "NORA2025");
    await t.app.inject({
      method: "GET",
      url: "/ajax/prophoto/add_picture_set_by_code.php?code=EMMA2026",
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
    const set = await getSet(demo, noraSet);
    expect(set.subject).toMatchObject({ name: "Nora Berg" });
    expect(set.pictures).toHaveLength(8);
    expect(set.pictureCount).toBe(8);
    const bought = set.pictures.filter((p) => p.bought);
    expect(bought).toHaveLength(2);
    for (const p of set.pictures) {
      expect(p.urls.thumbnail).toMatch(
        new RegExp(`^/api/webshop/images/${p.uuid}/320\\?exp=\\d+&sig=[\\w-]{32}$`),
      );
      expect(p.urls.preview).toContain(`/${p.uuid}/640?`);
      expect(p.urls.original === null).toBe(!p.bought);
    }
    expect(set.bought).toBe(false);
    expect(set.isEditable).toBe(false);
    expect(set.photographer).toMatchObject({ name: "Demo Foto AS", logoUrl: null });
    expect(set.avatar.url).toBe(set.pictures[0]?.urls.thumbnail);
    expect(set.pictures.some((p) => p.greenscreen)).toBe(true);
  });

  it("a job whose deadline passed shows the yearbook selection expired", async () => {
    const nora = await getSet(demo, noraSet);
    expect(nora.job.yearbookPoseSelection.expired).toBe(true);
    const emmaSet = await getSet(emma.cookie, emma.set);
    expect(emmaSet.job.yearbookPoseSelection.expired).toBe(false);
    expect(emmaSet.job.yearbookPoseSelection.deadline).not.toBeNull();
    expect(emmaSet.pictures.some((p) => p.keywords.includes("retouched"))).toBe(true);
  });

  it("a set counts as bought when the user is entitled to every picture in it", async () => {
    const { cookie, email } = await registerWithCode(t.app, "KLASSE3B");
    const uuid = await pictureSetUuidOf(t.app, cookie, "Klasse 3B");
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const rows = await t.db
      .select({ id: pictures.id })
      .from(pictures)
      .innerJoin(subjects, eq(subjects.id, pictures.subjectId))
      .where(eq(subjects.uuid, uuid));
    const [first, ...rest] = rows;
    if (!user || !first) throw new Error("missing test data");
    await t.db.insert(pictureEntitlements).values({ userId: user.id, pictureId: first.id });
    expect((await getSet(cookie, uuid)).bought).toBe(false);
    await t.db.insert(pictureEntitlements).values(rest.map((r) => ({ userId: user.id, pictureId: r.id })));
    const set = await getSet(cookie, uuid);
    expect(set.bought).toBe(true);
    expect(set.pictures.every((p) => p.bought && p.urls.original !== null)).toBe(true);
  });

  it("a set without released pictures has no pictures and no avatar", async () => {
    const { cookie } = await registerWithCode(t.app, "TOMT2026");
    const set = await getSet(cookie, await pictureSetUuidOf(t.app, cookie, "Ola Tomt"));
    expect(set).toMatchObject({ pictures: [], pictureCount: 0, bought: false, avatar: { url: null } });
  });

  it("another user's set answers 404", async () => {
    const res = await t.app.inject({ method: "GET", url: setUrl(noraSet), headers: { cookie: emma.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it("a malformed set id is invalid input", async () => {
    const res = await t.app.inject({ method: "GET", url: setUrl("not-a-uuid"), headers: { cookie: demo } });
    expect(res.statusCode).toBe(400);
  });

  it("the detail answers 401 signed out", async () => {
    expect((await t.app.inject({ method: "GET", url: setUrl(noraSet) })).statusCode).toBe(401);
  });

  it("a favorite is marked and unmarked, and repeating changes nothing", async () => {
    const picture = (await getSet(emma.cookie, emma.set)).pictures[3];
    if (!picture) throw new Error("no picture");
    for (const _ of [1, 2]) {
      const res = await t.app.inject({
        method: "PUT",
        url: favoriteUrl(emma.set, picture.uuid),
        payload: { favorite: true },
        headers: { cookie: emma.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isUserFavorite: true });
    }
    const marked = (await getSet(emma.cookie, emma.set)).pictures.find((p) => p.uuid === picture.uuid);
    expect(marked).toMatchObject({ isUserFavorite: true });
    expect(marked?.keywords).toContain("favorite");

    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(emma.set, picture.uuid),
      payload: { favorite: false },
      headers: { cookie: emma.cookie },
    });
    expect(res.json()).toEqual({ isUserFavorite: false });
    const unmarked = (await getSet(emma.cookie, emma.set)).pictures.find((p) => p.uuid === picture.uuid);
    expect(unmarked?.isUserFavorite).toBe(false);
    expect(unmarked?.keywords).not.toContain("favorite");
  });

  it("favorites are allowed on a set that does not qualify for own favorites", async () => {
    const { cookie } = await registerWithCode(t.app, "KLASSE3B");
    const set = await getSet(cookie, await pictureSetUuidOf(t.app, cookie, "Klasse 3B"));
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(set.uuid, set.pictures[0]?.uuid ?? ""),
      payload: { favorite: true },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it("a favorite on another user's set answers 404", async () => {
    const picture = (await getSet(demo, noraSet)).pictures[0];
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(noraSet, picture?.uuid ?? ""),
      payload: { favorite: true },
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it("a favorite on a picture of another set answers 404", async () => {
    const picture = (await getSet(demo, noraSet)).pictures[0];
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(emma.set, picture?.uuid ?? ""),
      payload: { favorite: true },
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: "Picture not found", code: "picture_not_found" });
  });

  it("a favorite without its flag is invalid input", async () => {
    const picture = (await getSet(emma.cookie, emma.set)).pictures[0];
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(emma.set, picture?.uuid ?? ""),
      payload: {},
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(400);
  });

  it("a favorite signed out answers 401", async () => {
    const picture = (await getSet(emma.cookie, emma.set)).pictures[0];
    const res = await t.app.inject({
      method: "PUT",
      url: favoriteUrl(emma.set, picture?.uuid ?? ""),
      payload: { favorite: true },
    });
    expect(res.statusCode).toBe(401);
  });

  it("the yearbook pose is chosen, changed, and becomes the set's avatar", async () => {
    const before = await getSet(emma.cookie, emma.set);
    const [, second, third] = before.pictures;
    if (!second || !third) throw new Error("too few pictures");
    for (const picture of [second, third]) {
      const res = await t.app.inject({
        method: "PUT",
        url: poseUrl(emma.set),
        payload: { pictureUuid: picture.uuid },
        headers: { cookie: emma.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ pictureUuid: picture.uuid });
    }
    const after = await getSet(emma.cookie, emma.set);
    expect(after.pictures.filter((p) => p.isYearbookPose).map((p) => p.uuid)).toEqual([third.uuid]);
    expect(after.pictures.find((p) => p.uuid === third.uuid)?.keywords).toContain("yearbook_pose");
    expect(after.avatar.url).toBe(third.urls.thumbnail);
  });

  it("the yearbook pose cannot be chosen after the deadline", async () => {
    const picture = (await getSet(demo, noraSet)).pictures[0];
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(noraSet),
      payload: { pictureUuid: picture?.uuid },
      headers: { cookie: demo },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(expiredBody);
  });

  it("the yearbook pose cannot be chosen for a subject that does not qualify", async () => {
    const { cookie } = await registerWithCode(t.app, "KLASSE3B");
    const set = await getSet(cookie, await pictureSetUuidOf(t.app, cookie, "Klasse 3B"));
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(set.uuid),
      payload: { pictureUuid: set.pictures[0]?.uuid },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(expiredBody);
  });

  it("the yearbook pose must be a picture of the set", async () => {
    const other = (await getSet(demo, noraSet)).pictures[0];
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(emma.set),
      payload: { pictureUuid: other?.uuid },
      headers: { cookie: emma.cookie },
    });
    expect(res.statusCode).toBe(404);
  });

  it("the yearbook pose of another user's set answers 404", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: poseUrl(emma.set),
      payload: { pictureUuid: (await getSet(emma.cookie, emma.set)).pictures[0]?.uuid },
      headers: { cookie: demo },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFoundBody);
  });

  it("the yearbook pose needs a picture id and a signed-in user", async () => {
    const invalid = await t.app.inject({
      method: "PUT",
      url: poseUrl(emma.set),
      payload: { pictureUuid: "x" },
      headers: { cookie: emma.cookie },
    });
    expect(invalid.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: poseUrl(emma.set),
      payload: { pictureUuid: emma.set },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
