import type { PictureSet, PictureSetListResponse } from "@shop/contracts/picture-sets";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../db/schema/subjects.ts";
import { createParent, createShop, createSubjectWithCode, grantPictures } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { getCart, putFileInCart } from "../checkout/purchase-test-support.ts";
import { visiblePicture, visibleSubjects } from "./scope.ts";

/** The one scope and the archived-job rule (docs/decisions/0012-scope-and-archived-jobs.md), through the calls. */
describe("the scope of a user's picture sets", () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof createShop>>;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = <T>(cookie: string, url: string) =>
    t.app.inject({ method: "GET", url, headers: { cookie } }).then((res) => ({
      status: res.statusCode,
      body: res.json() as T,
    }));
  const archive = (jobId: number) => t.db.update(jobs).set({ isArchived: true }).where(eq(jobs.id, jobId));
  /** A parent with a set of a job of their own, so archiving it touches no other test. */
  const parentOfOwnJob = async () => {
    const { jobId } = await createSubjectWithCode(t);
    return createParent(t, { jobId });
  };

  it("holds only the user's own sets: another parent's set, picture and thumbnail answer 404", async () => {
    const owner = await createParent(t, { jobId: shop.jobId });
    const other = await createParent(t, { jobId: shop.jobId });
    const picture = owner.set.pictures[0];
    if (!picture) throw new Error("no picture");
    expect((await get(other.cookie, `/api/webshop/picture-sets/${owner.set.subject.uuid}`)).status).toBe(404);
    expect((await get(other.cookie, `/api/webshop/images/${picture.uuid}/320`)).status).not.toBe(200);
    const viewer = { userId: other.user.id, portalId: t.app.portalId };
    expect(await visiblePicture(t.db, viewer, "see", picture.uuid)).toBeNull();
    expect((await visibleSubjects(t.db, viewer, "see")).map((s) => s.uuid)).toEqual([other.set.subject.uuid]);
  });

  it("an archived job's set is still listed and opened with all its pictures, but sells nothing more", async () => {
    const parent = await parentOfOwnJob();
    const setUrl = `/api/webshop/picture-sets/${parent.set.subject.uuid}`;
    const forSale = await get<PictureSet>(parent.cookie, setUrl);
    expect(forSale.body.digital.some((offer) => offer.file !== null)).toBe(true);
    await archive(parent.set.jobId);
    const list = await get<PictureSetListResponse>(parent.cookie, "/api/webshop/picture-sets");
    expect(list.body.pictureSets.map((s) => s.subject.uuid)).toEqual([parent.set.subject.uuid]);
    const set = await get<PictureSet>(parent.cookie, setUrl);
    expect(set.status).toBe(200);
    expect(set.body.pictures).toHaveLength(parent.set.pictures.length);
    expect(set.body.digital.every((offer) => offer.file === null && offer.set === null)).toBe(true);

    const viewer = { userId: parent.user.id, portalId: t.app.portalId };
    expect((await visibleSubjects(t.db, viewer, "see")).map((s) => s.forSale)).toEqual([false]);
    expect(await visibleSubjects(t.db, viewer, "buy")).toEqual([]);
  });

  it("an archived job's pictures are no longer put in the cart, and those already there leave it", async () => {
    const parent = await parentOfOwnJob();
    const [kept, refused] = parent.set.pictures;
    if (!kept || !refused) throw new Error("two pictures needed");
    await putFileInCart(t.app, parent.cookie, kept);
    await archive(parent.set.jobId);
    expect((await getCart(t.app, parent.cookie)).orderLines).toEqual([]);
    const toggle = await t.app.inject({
      method: "POST",
      url: "/ajax/cart/toggle_digital_file_in_cart.php",
      payload: { file: refused.uuid, type: refused.pictureType },
      headers: { cookie: parent.cookie },
    });
    expect(toggle.statusCode).toBe(404);
  });

  it("a bought picture of an archived job can still be downloaded", async () => {
    const parent = await parentOfOwnJob();
    const picture = parent.set.pictures[0];
    if (!picture) throw new Error("no picture");
    await grantPictures(t, parent.user.id, [picture.id]);
    await archive(parent.set.jobId);
    const set = await get<PictureSet>(parent.cookie, `/api/webshop/picture-sets/${parent.set.subject.uuid}`);
    const shown = set.body.pictures.find((p) => p.uuid === picture.uuid);
    expect(shown?.urls.original).toEqual(expect.any(String));
    const download = await t.app.inject({
      method: "GET",
      url: shown?.urls.original ?? "",
      headers: { cookie: parent.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toMatch(/^image\/jpeg/);
  });

  it("an access code of an archived job opens nothing: it answers as an unknown code", async () => {
    const subject = await createSubjectWithCode(t, { archived: true });
    const res = await t.app.inject({
      method: "GET",
      url: `/ajax/prophoto/verify_subject_code.php?code=${subject.code}`,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ valid: false, errorMessage: "The code is not valid" });
  });
});
