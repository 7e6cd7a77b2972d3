import { readFileSync } from "node:fs";
import { asc } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  catalogues,
  checkoutSettings,
  deliveryOptions,
  digitalRebateSettings,
  menuItems,
  pageSettings,
  paymentOptions,
  pickupLocations,
  portals,
  printSizes,
  productPrices,
  products,
  subProducts,
  vouchers,
  webshopSettings,
} from "../../db/schema/index.ts";
import { createJob, createShop, createShopContent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { savePrintProduct } from "../catalog/studio-prints.ts";
import { saveTemplateProduct } from "../catalog/template-product-form.ts";
import { installStarterTemplates } from "../templates/starter.ts";
import { exportShopSettings } from "./export.ts";
import { applyShopSettings } from "./service.ts";
import { parseShopSettings } from "./validation.ts";

const exampleText = readFileSync(new URL("../../../../../docs/examples/shop.json", import.meta.url), "utf8");

/** Every row the settings file describes. */
async function configuration(db: Db) {
  return {
    portals: await db.select().from(portals).orderBy(asc(portals.id)),
    webshopSettings: await db.select().from(webshopSettings),
    pageSettings: await db.select().from(pageSettings),
    checkoutSettings: await db.select().from(checkoutSettings),
    menuItems: await db.select().from(menuItems).orderBy(asc(menuItems.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    productPrices: await db.select().from(productPrices).orderBy(asc(productPrices.id)),
    subProducts: await db.select().from(subProducts).orderBy(asc(subProducts.id)),
    printSizes: await db.select().from(printSizes).orderBy(asc(printSizes.productId)),
    digitalRebateSettings: await db.select().from(digitalRebateSettings),
    catalogues: await db.select().from(catalogues).orderBy(asc(catalogues.id)),
    deliveryOptions: await db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.id)),
    pickupLocations: await db.select().from(pickupLocations).orderBy(asc(pickupLocations.id)),
    paymentOptions: await db.select().from(paymentOptions).orderBy(asc(paymentOptions.id)),
    vouchers: await db.select().from(vouchers).orderBy(asc(vouchers.id)),
  };
}

/** Exports the shop, checks the file reads as a valid file, applies it and expects nothing to change. */
async function expectRoundTrip(t: TestApp) {
  const now = new Date();
  const file = await exportShopSettings(t.db, t.app.portalId, now);
  expect(file).not.toBeNull();
  const parsed = parseShopSettings(JSON.parse(JSON.stringify(file)));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  const dryRun = await applyShopSettings(t.db, parsed.settings, { now, dryRun: true });
  expect(dryRun.changes.filter((c) => c.action !== "unchanged")).toEqual([]);
  const before = await configuration(t.db);
  const applied = await applyShopSettings(t.db, parsed.settings, { now });
  expect(applied.changes.filter((c) => c.action !== "unchanged")).toEqual([]);
  expect(await configuration(t.db)).toEqual(before);
  return file;
}

describe("exporting the shop's settings file", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("gives nothing for a shop that was never set up", async () => {
    await t.db.delete(webshopSettings);
    expect(await exportShopSettings(t.db, t.app.portalId)).toBeNull();
  });

  it("writes back the example file's shop so that applying it changes nothing, amounts as text", async () => {
    await createJob(t, { name: "Solbakken skole 2026" });
    const example = parseShopSettings(JSON.parse(exampleText));
    if (!example.ok) throw new Error(JSON.stringify(example.issues));
    await applyShopSettings(t.db, example.settings);

    const file = await expectRoundTrip(t);
    expect(file?.version).toBe(2);
    expect(file?.webshop.freeShippingThreshold).toBe("1000");
    const postage = file?.deliveryOptions?.find((o) => o.type === "postage");
    expect(postage?.price).toBe("79");
    const document = JSON.parse(exampleText);
    // The same sections, rows and prices as the file that made the shop.
    expect(file?.deliveryOptions?.map((o) => [o.type, o.price])).toEqual(
      document.deliveryOptions.map((o: { type: string; price: string }) => [o.type, o.price]),
    );
    expect(file?.paymentOptions?.map((o) => o.title)).toEqual(
      document.paymentOptions.map((o: { title: unknown }) => o.title),
    );
    // UTLOPT expired in 2025: the shop no longer has it to give.
    expect(file?.vouchers?.map((v) => v.code)).toEqual(
      document.vouchers.map((v: { code: string }) => v.code).filter((c: string) => c !== "UTLOPT"),
    );
    expect(file?.pages?.map((p) => p.id)).toEqual(document.pages.map((p: { id: string }) => p.id));
  });

  it("writes back a shop made by the factories: applying it keeps every row, name and price", async () => {
    await createShopContent(t);
    await createShop(t, { invoiceFee: 2_900 });
    const file = await exportShopSettings(t.db, t.app.portalId);
    const parsed = parseShopSettings(JSON.parse(JSON.stringify(file)));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    const before = await configuration(t.db);
    const first = await applyShopSettings(t.db, parsed.settings);
    // The factories write rows as no file does: their sort orders are renumbered from the file's order, the digital
    // rebates get their row (all empty), a country its empty names. Nothing a parent sees changes.
    const fields = first.changes.flatMap((c) => (c.action === "updated" ? (c.fields ?? []) : []));
    expect(new Set(fields)).toEqual(new Set(["sortOrder", "countries"]));
    expect(first.changes.filter((c) => c.action === "created").map((c) => c.what)).toEqual([
      "digital rebates",
    ]);
    expect(first.changes.filter((c) => ["retired", "removed", "skipped"].includes(c.action))).toEqual([]);
    const after = await configuration(t.db);
    expect(after.productPrices).toEqual(before.productPrices);
    expect(after.vouchers).toEqual(before.vouchers);
    expect(after.paymentOptions).toEqual(before.paymentOptions);
    expect(after.pickupLocations).toEqual(before.pickupLocations);
    expect(after.deliveryOptions.map((o) => [o.id, o.name, o.price])).toEqual(
      before.deliveryOptions.map((o) => [o.id, o.name, o.price]),
    );
    expect(await exportShopSettings(t.db, t.app.portalId)).toEqual(file);

    const again = await expectRoundTrip(t);
    expect(again?.vouchers?.map((v) => [v.code, v.percent])).toEqual([["TEST10", 10]]);
    expect(again?.paymentOptions?.find((o) => o.provider === "invoice")?.fee).toBe("29");
    expect(again?.catalogues).toHaveLength(1);
  });

  it("writes back the studio's template products and prints: tiers, sub-products, the offer and its end, the size", async () => {
    await createJob(t, { name: "Solbakken skole 2026" });
    const example = parseShopSettings(JSON.parse(exampleText));
    if (!example.ok) throw new Error(JSON.stringify(example.issues));
    await applyShopSettings(t.db, example.settings);
    await saveTemplateProduct(
      t.db,
      t.app.portalId,
      null,
      {
        names: { en: "Card 15×15", nb: "Kort 15×15" },
        descriptions: { en: "A folded card" },
        type: 1,
        minOrderQuantity: 2,
        prices: [
          { quantity: 1, price: 3900, campaignPrice: 2900 },
          { quantity: 10, price: 3500, campaignPrice: null },
        ],
        campaignEndsAt: new Date("2027-01-31T22:59:59Z"),
        subProducts: [{ names: { en: "Envelope", nb: "Konvolutt" }, extraPrice: 500 }],
        active: true,
      },
      null,
    );
    await savePrintProduct(t.db, t.app.portalId, null, {
      names: { en: "Print 10×15" },
      widthMm: 100,
      heightMm: 150,
      bleedMm: 2,
      tiers: [{ quantity: 1, price: "29" }],
      active: true,
    });

    const file = await expectRoundTrip(t);
    expect(file?.templateProducts).toEqual([
      {
        type: "CARDS",
        name: { en: "Card 15×15", nb: "Kort 15×15" },
        description: { en: "A folded card" },
        minOrderQuantity: 2,
        tiers: [
          { quantity: 1, price: "39", campaignPrice: "29" },
          { quantity: 10, price: "35", campaignPrice: null },
        ],
        campaignEndsAt: "2027-01-31T22:59:59.000Z",
        subProducts: [{ name: { en: "Envelope", nb: "Konvolutt" }, extraPrice: "5" }],
        onSale: true,
      },
    ]);
    expect(file?.prints).toEqual([
      {
        name: { en: "Print 10×15" },
        widthMm: 100,
        heightMm: 150,
        bleedMm: 2,
        tiers: [{ quantity: 1, price: "29" }],
        onSale: true,
      },
    ]);
  });

  it("exports cards, calendars and gifts of every type, some unpriced, and several prints in a file that changes nothing", async () => {
    // The studio's section forms apply the whole export with one section changed: the rest must change nothing.
    await createJob(t, { name: "Solbakken skole 2026" });
    const example = parseShopSettings(JSON.parse(exampleText));
    if (!example.ok) throw new Error(JSON.stringify(example.issues));
    await applyShopSettings(t.db, example.settings);
    await installStarterTemplates(t.db, t.app.portalId);
    const file = await exportShopSettings(t.db, t.app.portalId);
    const english = (name: string | Record<string, string>) => (typeof name === "string" ? name : name.en);
    const card = file?.templateProducts?.find((p) => english(p.name) === "Card 15x15");
    expect(card?.onSale).toBe(false);
    await saveTemplateProduct(
      t.db,
      t.app.portalId,
      null,
      {
        names: { en: "Wall calendar" },
        descriptions: {},
        type: 2,
        minOrderQuantity: 1,
        prices: [{ quantity: 1, price: 24900, campaignPrice: null }],
        campaignEndsAt: null,
        subProducts: [],
        active: true,
      },
      null,
    );
    for (const [width, height, price] of [
      [100, 150, "29"],
      [130, 180, "39"],
      [200, 300, "89"],
    ] as const) {
      await savePrintProduct(t.db, t.app.portalId, null, {
        names: { en: `Print ${width / 10}×${height / 10}` },
        widthMm: width,
        heightMm: height,
        bleedMm: 3,
        tiers: [{ quantity: 1, price }],
        active: true,
      });
    }
    const again = await expectRoundTrip(t);
    expect(new Set(again?.templateProducts?.map((p) => p.type))).toEqual(
      new Set(["CARDS", "CALENDAR", "PHOTOGIFT"]),
    );
    expect(again?.prints?.map((p) => english(p.name))).toEqual(["Print 10×15", "Print 13×18", "Print 20×30"]);
  });

  it("leaves out what the shop no longer offers: expired delivery options and vouchers, products not on sale", async () => {
    await createShopContent(t);
    await createShop(t);
    const past = new Date(Date.now() - 60_000);
    await t.db.update(vouchers).set({ expiresAt: past });
    await t.db.update(products).set({ active: false });
    const file = await exportShopSettings(t.db, t.app.portalId);
    expect(file?.vouchers).toEqual([]);
    expect(file?.digital).toEqual({});
    expect(file?.catalogues).toEqual([]);
  });
});
