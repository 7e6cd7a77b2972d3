import { templateProductTypes } from "@shop/domain/product-kind";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, outbox } from "../../db/schema/index.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import {
  aTemplateDocument,
  createPictureSet,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { aheadFormat, filledPreviewStorageKey } from "../templates/filled-preview.ts";

/**
 * Issue 34: each change of the studio's catalogue that changes what 'Exclusive deals' shows asks, in its own
 * transaction, for the filled previews of the jobs' picture sets; the work makes them before a parent asks.
 */
describe("the filled previews made ahead after a change in the studio", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let cookie: string;
  let jobUuid: string;
  const mugs: { uuid: string; id: number }[] = [];

  const madeAhead = (template: { uuid: string }, subjectUuid: string) =>
    filledPreviewStorageKey({ uuid: template.uuid, version: 1, subjectUuid }, aheadFormat);
  const jobRowsAsked = () =>
    t.db.$count(
      outbox,
      and(
        eq(outbox.kind, backgroundWorkKinds.jobChanged),
        eq(outbox.status, "pending"),
        sql`(${outbox.payload} ->> 'jobId')::int = ${shop.jobId}`,
      ),
    );
  /** A picture set of the job no account holds yet: only a change of the job's catalogue makes its previews. */
  const aNewSet = async () => (await createPictureSet(t, { jobId: shop.jobId, pictureCount: 2 })).subject;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    cookie = await studioCookie(t, (await createStaff(t, { role: "owner" })).id);
    const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, shop.jobId));
    jobUuid = job?.uuid ?? "";
    // The mug tile shows its first template the set can fill.
    const category = await createTemplateCategory(t, { internalName: "mugs" });
    const product = await createTemplateProduct(t, { type: templateProductTypes.PHOTOGIFT, name: "Mug" });
    for (const [sortOrder, name] of ["Blue mug", "Red mug", "Green mug"].entries()) {
      mugs.push(
        await createTemplate(t, {
          productId: product.id,
          categoryIds: [category.id],
          sortOrder,
          document: aTemplateDocument({ name, type: "PHOTOGIFT", size: { width: 200, height: 90 } }),
        }),
      );
    }
    await t.app.work.flush();
  });
  afterAll(() => t.close());

  /** A studio call as the owner; answers its status. */
  const studio = async (method: "PATCH" | "PUT", url: string, payload: Record<string, unknown>) =>
    (await t.app.inject({ method, url, payload, headers: { cookie } })).statusCode;

  it("a template switched off: the tile's next template is made for every set of the selling jobs", async () => {
    const set = await aNewSet();
    const [blue, red] = mugs;
    expect(await studio("PATCH", `/api/studio/templates/${blue?.uuid}`, { active: false })).toBe(204);
    expect(await jobRowsAsked()).toBe(1);
    await t.app.work.flush();
    expect(await t.storage.exists(madeAhead(red ?? { uuid: "" }, set.uuid))).toBe(true);
    expect(await t.storage.exists(madeAhead(blue ?? { uuid: "" }, set.uuid))).toBe(false);
  });

  it("a template switched on again: it is the tile's first template, made ahead", async () => {
    const set = await aNewSet();
    const [blue] = mugs;
    expect(await studio("PATCH", `/api/studio/templates/${blue?.uuid}`, { active: true })).toBe(204);
    expect(await jobRowsAsked()).toBe(1);
    await t.app.work.flush();
    expect(await t.storage.exists(madeAhead(blue ?? { uuid: "" }, set.uuid))).toBe(true);
  });

  it("a product's templates ordered anew: the new first one is made ahead", async () => {
    const set = await aNewSet();
    const [blue, red, green] = mugs;
    const order = [green?.uuid, blue?.uuid, red?.uuid];
    expect(await studio("PUT", "/api/studio/templates/order", { templates: order })).toBe(204);
    expect(await jobRowsAsked()).toBe(1);
    await t.app.work.flush();
    expect(await t.storage.exists(madeAhead(green ?? { uuid: "" }, set.uuid))).toBe(true);
  });

  it("a template left out of a job: the job's sets get the tile's next template", async () => {
    const set = await aNewSet();
    const [blue, , green] = mugs;
    const url = `/api/studio/templates/${green?.uuid}/jobs/${jobUuid}`;
    expect(await studio("PUT", url, { offered: false })).toBe(204);
    expect(await jobRowsAsked()).toBe(1);
    await t.app.work.flush();
    expect(await t.storage.exists(madeAhead(blue ?? { uuid: "" }, set.uuid))).toBe(true);
    expect(await t.storage.exists(madeAhead(green ?? { uuid: "" }, set.uuid))).toBe(false);
  });

  it("a template product put on sale: its templates' lists are made ahead for the selling jobs' sets", async () => {
    const set = await aNewSet();
    const product = await createTemplateProduct(t, {
      type: templateProductTypes.CARDS,
      name: "Poster",
      prices: [],
    });
    const poster = await createTemplate(t, {
      productId: product.id,
      document: aTemplateDocument({ name: "Poster" }),
    });
    const onSale = {
      names: { en: "Poster", nb: "Plakat" },
      descriptions: {},
      type: templateProductTypes.CARDS,
      minOrderQuantity: 1,
      prices: [{ quantity: 1, price: "39" }],
      subProducts: [],
      active: true,
    };
    expect(await studio("PUT", `/api/studio/products/${product.uuid}/template`, onSale)).toBe(200);
    expect(await t.db.$count(outbox, eq(outbox.kind, backgroundWorkKinds.catalogChanged))).toBe(1);
    await t.app.work.flush();
    expect(await t.storage.exists(madeAhead(poster, set.uuid))).toBe(true);
  });

  it("asks once for changes made before the work ran, and makes no preview the storage has again", async () => {
    const [blue, red] = mugs;
    await studio("PATCH", `/api/studio/templates/${red?.uuid}`, { active: false });
    await studio("PATCH", `/api/studio/templates/${red?.uuid}`, { active: true });
    expect(await jobRowsAsked()).toBe(1);
    await t.app.work.flush();

    const set = await aNewSet();
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.pictureSetAhead, [{ subjectId: set.id }]);
    await t.app.work.flush();
    const key = madeAhead(blue ?? { uuid: "" }, set.uuid);
    const first = t.storage.files.get(key);
    expect(first).toBeDefined();
    // The same set's work again (a second change, a row taken over): the stored preview is kept, not made again.
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.pictureSetAhead, [{ subjectId: set.id }]);
    await t.app.work.flush();
    expect(t.storage.files.get(key)).toBe(first);
  });
});
