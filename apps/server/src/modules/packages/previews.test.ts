import type { PackageOffersResponse } from "@shop/contracts/packages";
import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "../../db/schema/index.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import {
  aTemplateDocument,
  createParent,
  createPictureSet,
  createTemplate,
  createTemplateCategory,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { aheadFormat, filledPreviewStorageKey, makeFilledPreviewAhead } from "../templates/filled-preview.ts";
import { applyJobPackages } from "./operator.ts";
import { createPackageOffer, createPackageParts, type PackageParts } from "./package-test-support.ts";

/** Where the storage keeps a filled preview made ahead (AVIF, the format every browser of the shop asks for). */
const madeAhead = (template: { uuid: string }, subjectUuid: string) =>
  filledPreviewStorageKey({ uuid: template.uuid, version: 1, subjectUuid }, aheadFormat);

describe("the filled previews of 'Exclusive deals', made in the background", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let parts: PackageParts;
  let mug: { uuid: string };

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    parts = await createPackageParts(t);
    await createPackageOffer(t, shop, parts, { name: "Family package" });
    // A category tile without a picture of its own shows its first template filled with the set's pictures.
    const mugs = await createTemplateCategory(t, { internalName: "mugs" });
    const mugProduct = await createTemplateProduct(t, { type: templateProductTypes.PHOTOGIFT, name: "Mug" });
    mug = await createTemplate(t, {
      productId: mugProduct.id,
      categoryIds: [mugs.id],
      document: aTemplateDocument({ name: "Mug", type: "PHOTOGIFT", size: { width: 200, height: 90 } }),
    });
  });
  afterAll(() => t.close());

  it("makes a picture set's previews once it is added to an account, before any page asks for them", async () => {
    const parent = await createParent(t, shop, { pictureCount: 3 });
    const subject = parent.set.subject.uuid;
    expect(await t.storage.exists(madeAhead(parts.card, subject))).toBe(false);

    await t.app.work.flush();
    // The offer's first template product and the mug tile's template, filled with the child's pictures.
    expect(await t.storage.exists(madeAhead(parts.card, subject))).toBe(true);
    expect(await t.storage.exists(madeAhead(mug, subject))).toBe(true);
    // Done work leaves nothing in the queue.
    expect(await t.db.$count(outbox, eq(outbox.kind, backgroundWorkKinds.pictureSetAdded))).toBe(0);

    // The page's picture is what the background made, served from the storage.
    const res = await t.app.inject({
      url: `/api/webshop/packages/subjects/${subject}`,
      headers: { cookie: parent.cookie },
    });
    const [offer] = (res.json() as PackageOffersResponse).packages;
    const shown = await t.app.inject({ url: offer?.image ?? "", headers: { accept: "image/avif,*/*" } });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/avif");
    expect(
      shown.rawPayload.equals((await t.storage.get(madeAhead(parts.card, subject))) ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it("answers a picture of the child to show at once while an offer's filled preview loads", async () => {
    const parent = await createParent(t, shop, { pictureCount: 2 });
    const res = await t.app.inject({
      url: `/api/webshop/packages/subjects/${parent.set.subject.uuid}`,
      headers: { cookie: parent.cookie },
    });
    const [offer] = (res.json() as PackageOffersResponse).packages;
    expect(offer?.placeholder).toMatch(
      new RegExp(`^/api/webshop/images/${parent.set.pictures[0]?.uuid}/320\\?exp=\\d+&sig=`),
    );
    const child = await t.app.inject({ url: offer?.placeholder ?? "" });
    expect(child.statusCode).toBe(200);
  });

  it("makes the previews of every picture set of a job whose offers are set up, also of sets no account holds", async () => {
    const unredeemed = await createPictureSet(t, { jobId: shop.jobId, pictureCount: 2 });
    await t.db.transaction((tx) =>
      applyJobPackages(
        tx,
        t.app.portalId,
        shop.jobId,
        {
          packages: [
            {
              name: "Mug package",
              description: "",
              type: "package",
              link: null,
              linkText: null,
              linkInfo: null,
              image: null,
              price: 30_000,
              timeLimited: null,
              disabledReason: null,
              allowSubjectChange: 0,
              samePhotographerOnly: false,
              items: [{ type: "TEMPLATE_PRODUCT", template: "Mug", canChangeTemplate: false }],
            },
          ],
        },
        "en",
      ),
    );
    expect(await t.storage.exists(madeAhead(mug, unredeemed.subject.uuid))).toBe(false);
    await t.app.work.flush();
    expect(await t.storage.exists(madeAhead(mug, unredeemed.subject.uuid))).toBe(true);
    expect(await t.storage.exists(madeAhead(parts.card, unredeemed.subject.uuid))).toBe(true);
  });

  it("makes and inlines the thumbnails of the first part's pictures only: a calendar's months are not drawn", async () => {
    const field = (id: string) => ({ kind: "image", id, x: 0, y: 0, width: 100, height: 100 });
    const product = await createTemplateProduct(t, { type: templateProductTypes.CALENDAR, name: "Calendar" });
    const calendar = await createTemplate(t, {
      productId: product.id,
      document: {
        ...aTemplateDocument({ name: "Two-page calendar", type: "CALENDAR" }),
        parts: ["cover", "january", "february"].map((id) => ({
          id,
          name: id,
          trim: { width: 100, height: 100 },
          elements: [field(`${id}-photo`)],
        })),
      },
    });
    const set = await createPictureSet(t, { jobId: shop.jobId, pictureCount: 3 });
    const made = await makeFilledPreviewAhead(
      { db: t.db, storage: t.storage, portalId: t.app.portalId, notStored: () => {} },
      { uuid: calendar.uuid, version: 1, subjectUuid: set.subject.uuid },
    );
    expect(made).toBe(true);
    const thumbnails = set.pictures.filter((p) => t.storage.files.has(`derived/${p.uuid}-320.jpg`));
    expect(thumbnails).toHaveLength(1);
  });

  it("makes nothing for a picture set whose pictures are not ready, and leaves the queue empty", async () => {
    const empty = await createPictureSet(t, { jobId: shop.jobId, pictureCount: 0 });
    await enqueueBackgroundWork(t.db, backgroundWorkKinds.pictureSetAhead, [{ subjectId: empty.subject.id }]);
    await t.app.work.flush();
    expect(await t.storage.exists(madeAhead(parts.card, empty.subject.uuid))).toBe(false);
    expect(await t.db.$count(outbox, eq(outbox.status, "pending"))).toBe(0);
  });
});
