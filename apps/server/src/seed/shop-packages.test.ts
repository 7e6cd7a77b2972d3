import { templateProductTypes } from "@shop/domain/product-kind";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageItems, packageOffers } from "../db/schema/index.ts";
import { packageForInspectionSubjects } from "../modules/account/preferences.ts";
import { aTemplateDocument, createParent, createTemplate, createTemplateProduct } from "../test/factories.ts";
import { createTestApp, type TestApp } from "../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../test/order-factories.ts";
import { seedDemoAccountPages } from "./shop-account.ts";
import { demoPackages, seedDemoPackages } from "./shop-packages.ts";

/**
 * The demo's packages and the demo account's package for inspection, written into a shop of the factories (a job
 * with its catalogue, the digital sets, and templates named as the demo's), so the seed steps are tested on their
 * own data rather than on the whole demo.
 */
describe("the demo's seed steps for packages and the account pages", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  const day = 86_400_000;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    const product = await createTemplateProduct(t, {
      type: templateProductTypes.CARDS,
      name: "Demo products",
    });
    const names = new Set([...demoPackages.flatMap((p) => p.templates.map((x) => x.name)), "Christmas card"]);
    for (const name of names) {
      await createTemplate(t, { productId: product.id, document: aTemplateDocument({ name }) });
    }
  });
  afterAll(() => t.close());

  it("gives a job the demo's offers: time-limited until three days after the seed, plain, disabled, and a link", async () => {
    const now = new Date("2026-11-26T08:00:00Z");
    const { offers } = await t.db.transaction((tx) =>
      seedDemoPackages(tx, t.app.portalId, [{ id: shop.jobId }], now),
    );
    expect(offers).toBe(demoPackages.length + 1);

    const stored = await t.db.select().from(packageOffers).orderBy(asc(packageOffers.sortOrder));
    expect(stored.map((o) => [o.jobId, o.name, o.type, o.disabledReason !== null])).toEqual([
      ...demoPackages.map((p) => [shop.jobId, p.name.en, "package", p.disabledReason !== undefined]),
      [shop.jobId, "Christmas cards", "link", false],
    ]);
    // Each offer in both of the demo's languages.
    expect(stored.map((o) => o.translations.name?.nb)).toEqual([
      "Høstpakke",
      "Familiepakke",
      "Besteforeldrepakke",
      "Julekort",
    ]);
    for (const [i, demo] of demoPackages.entries()) {
      expect(stored[i]?.timeLimitedDiscountEnds?.getTime() ?? null).toBe(
        demo.timeLimited ? now.getTime() + demo.timeLimited.days * day : null,
      );
    }
    const items = await t.db
      .select()
      .from(packageItems)
      .orderBy(asc(packageItems.packageId), asc(packageItems.position));
    for (const [i, demo] of demoPackages.entries()) {
      // Its template products, the job's catalogue and the portrait set.
      expect(items.filter((x) => x.packageId === stored[i]?.id).map((x) => x.type)).toEqual([
        ...demo.templates.map(() => "TEMPLATE_PRODUCT"),
        "CATALOGUE",
        "DIGITAL_SET",
      ]);
    }
  });

  it("sends the demo account's picture package home for inspection, to keep until the parent returns it", async () => {
    const parent = await createParent(t, shop);
    await t.db.transaction((tx) =>
      seedDemoAccountPages(tx, { userId: parent.user.id, subjectId: parent.set.subject.id }),
    );
    const packages = await packageForInspectionSubjects(t.db, {
      userId: parent.user.id,
      portalId: t.app.portalId,
    });
    expect(packages).toEqual([
      expect.objectContaining({
        uuid: parent.set.subject.uuid,
        name: parent.set.subject.name,
        enabled: true,
      }),
    ]);
  });
});
