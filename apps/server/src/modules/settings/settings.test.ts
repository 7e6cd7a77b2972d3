import { readFileSync } from "node:fs";
import type { ShopSettings } from "@shop/contracts/shop-settings";
import { and, asc, eq } from "drizzle-orm";
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
  productPrices,
  products,
  vouchers,
  webshopSettings,
} from "../../db/schema/index.ts";
import { countChanges } from "../../platform/shop-settings.ts";
import { demoPage } from "../../seed/shop-pages.ts";
import { createJob } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { paymentOptionsFor } from "../payments/service.ts";
import { applyShopSettings } from "./service.ts";
import { parseShopSettings, SettingsError } from "./validation.ts";

const exampleText = readFileSync(new URL("../../../../../docs/examples/shop.json", import.meta.url), "utf8");

/** The example file as parsed JSON, edited by the tests as an operator edits the file. */
// biome-ignore lint/suspicious/noExplicitAny: the tests reach into the JSON document without declaring its shape.
type JsonDocument = Record<string, any>;
const schoolName = "Solbakken skole 2026";

/** The example file, changed by `edit` (as the operator would edit the JSON), validated. */
function settings(edit: (document: JsonDocument) => void = () => {}): ShopSettings {
  const document = JSON.parse(exampleText);
  edit(document);
  const parsed = parseShopSettings(document);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.settings;
}

/** Every row the settings file describes, ids and uuids included. */
async function configuration(db: Db) {
  return {
    portals: await db.select().from(portals).orderBy(asc(portals.id)),
    webshopSettings: await db.select().from(webshopSettings).orderBy(asc(webshopSettings.portalId)),
    pageSettings: await db.select().from(pageSettings).orderBy(asc(pageSettings.portalId)),
    checkoutSettings: await db.select().from(checkoutSettings).orderBy(asc(checkoutSettings.portalId)),
    menuItems: await db.select().from(menuItems).orderBy(asc(menuItems.id)),
    products: await db.select().from(products).orderBy(asc(products.id)),
    productPrices: await db.select().from(productPrices).orderBy(asc(productPrices.id)),
    digitalRebateSettings: await db.select().from(digitalRebateSettings),
    catalogues: await db.select().from(catalogues).orderBy(asc(catalogues.id)),
    deliveryOptions: await db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.id)),
    pickupLocations: await db.select().from(pickupLocations).orderBy(asc(pickupLocations.id)),
    paymentOptions: await db.select().from(paymentOptions).orderBy(asc(paymentOptions.id)),
    vouchers: await db.select().from(vouchers).orderBy(asc(vouchers.id)),
  };
}

async function deliveryOptionNamed(db: Db, name: string) {
  const [row] = await db.select().from(deliveryOptions).where(eq(deliveryOptions.name, name));
  if (!row) throw new Error(`no delivery option ${name}`);
  return row;
}

async function voucherWithCode(db: Db, code: string) {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
  if (!row) throw new Error(`no voucher ${code}`);
  return row;
}

describe("applying a shop settings file", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("fills in the portal the server made and sets up the example's shop, skipping what needs the school's job", async () => {
    const report = await applyShopSettings(t.db, settings());

    expect(report.portalId).toBe(t.app.portalId);
    expect(await t.db.select({ id: portals.id }).from(portals)).toHaveLength(1);
    expect(report.changes.filter((c) => c.action === "skipped").map((c) => [c.what, c.key])).toEqual([
      ["catalogue", '"Skolekatalog Solbakken 2026"'],
      ["school pickup job", `"${schoolName}"`],
    ]);

    const shell = (await t.app.inject({ url: "/api/webshop/settings" })).json();
    expect(shell.portal).toMatchObject({ name: "Demo Foto AS", currency: "NOK", vatRate: 2500 });
    expect(shell.portal.contactInfo).toMatchObject({ city: "Oslo", email: "post@demofoto.no" });
    expect(shell.webshop).toMatchObject({ freeShippingThreshold: 100_000, hasPrivacyPolicy: true });
    expect(shell.webshop.locale.languages.map((l: { long: string }) => l.long)).toEqual(["en", "nb"]);
    expect(shell.page.colors.primary).toBe("#1f4e79");
    expect(shell.menu.map((m: { label: { en: string } }) => m.label.en)).toEqual([
      "Contact us",
      "Privacy policy",
      "Accessibility",
      "About the photo day",
      "Price list",
      "My picture sets",
      "Sign in",
      "Share picture sets",
      "Cookie settings",
    ]);

    // The file's content page is served at its id, and its menu item links there, visible to everyone.
    const page = await t.app.inject({ url: `/api/webshop/legacy-pages/${demoPage.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(JSON.stringify(page.json())).toContain(demoPage.title);
    const item = shell.menu.find((m: { label: { en: string } }) => m.label.en === demoPage.menuLabel);
    expect(item).toMatchObject({ visibility: 0, type: "internal" });

    const delivery = await t.db.select().from(deliveryOptions).orderBy(asc(deliveryOptions.position));
    expect(delivery.map((d) => [d.type, d.name, d.price, d.deliveryTime])).toEqual([
      ["postage", "Delivery by post", 7_900, 3],
      ["store-pickup", "Pick up in store", 0, 5],
      ["school-pickup", "Pick up at school", 0, 7],
      ["digital-delivery", "Digital delivery", 0, 0],
    ]);
    expect(delivery[0]?.countries.map((c) => [c.code, c.gatherState, c.states?.length ?? null])).toEqual([
      ["NO", false, null],
      ["GB", false, null],
      ["US", true, 14],
    ]);
    expect(delivery[2]?.jobIds).toEqual([]);

    const payment = await t.db.select().from(paymentOptions).orderBy(asc(paymentOptions.position));
    expect(payment.map((p) => [p.provider, p.title, p.fee, p.requirePersonNo])).toEqual([
      ["card", "Payment card", 0, false],
      ["mobile", "Mobile payment", 0, false],
      ["invoice", "Invoice", 2_900, true],
      ["stripe", "Stripe", 0, false],
      ["vipps", "Vipps MobilePay", 0, false],
    ]);

    const codes = await t.db.select().from(vouchers).orderBy(asc(vouchers.id));
    expect(codes.map((v) => [v.code, v.kind, v.value, v.minOrderValue, v.oncePerUser])).toEqual([
      ["VELKOMMEN10", "percent", 1_000, null, false],
      ["RABATT50", "amount", 5_000, 30_000, false],
      ["UTLOPT", "percent", 2_000, null, false],
      ["ENGANG20", "percent", 2_000, null, true],
    ]);
    expect(codes[2]?.expiresAt).toEqual(new Date("2025-12-31T23:00:00Z"));
    expect(codes[3]).toMatchObject({ expiresAt: null, description: "20 % off, once per customer" });

    const prices = await t.db
      .select({ kind: products.kind, pictureType: products.pictureType, price: productPrices.price })
      .from(products)
      .innerJoin(productPrices, eq(productPrices.productId, products.id))
      .orderBy(asc(products.sortOrder));
    expect(prices.map((p) => [p.pictureType, p.kind, p.price])).toEqual([
      ["IP", "digital_file", 14_900],
      ["IP", "digital_set", 59_900],
      ["SFP", "digital_file", 14_900],
      ["SFP", "digital_set", 39_900],
      ["GP", "digital_file", 9_900],
      ["GP", "digital_set", 19_900],
      // The retouch product: its tasks carry the prices (sub-products).
      [null, "retouch", 0],
    ]);
    const [rebates] = await t.db.select().from(digitalRebateSettings);
    expect(rebates).toMatchObject({ portraitSetPrice: 44_900, portraitFilePrice: null, groupSetPrice: null });
  });

  it("gives the school's job its catalogue and school pickup, and each store its express variant", async () => {
    const school = await createJob(t, { name: schoolName });
    const report = await applyShopSettings(t.db, settings());

    expect(report.changes.filter((c) => c.action === "skipped")).toEqual([]);
    const [catalogue] = await t.db
      .select({ jobId: catalogues.jobId, deliveryDays: catalogues.deliveryDays, price: productPrices.price })
      .from(catalogues)
      .innerJoin(productPrices, eq(productPrices.productId, catalogues.productId));
    expect(catalogue).toEqual({ jobId: school.id, deliveryDays: 30, price: 18_900 });
    expect((await deliveryOptionNamed(t.db, "Pick up at school")).jobIds).toEqual([school.id]);
    const stores = await t.db.select().from(pickupLocations).orderBy(asc(pickupLocations.position));
    expect(stores.map((s) => [s.uuid, s.name, s.price, s.deliveryTime])).toEqual([
      ["0b7c6d2e-5a41-4c3f-9e8d-7a6b5c4d3e2f", "Demo Foto Oslo", 0, 5],
      ["0b7c6d2e-5a41-4c3f-9e8d-111111111111", "Demo Foto Oslo Express", 9_900, 1],
      ["5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c", "Demo Foto Bergen", 0, 5],
    ]);
  });

  it("changes nothing when the same file is applied twice", async () => {
    await createJob(t, { name: schoolName });
    await applyShopSettings(t.db, settings());
    const before = await configuration(t.db);

    const again = await applyShopSettings(t.db, settings());

    expect(again.changes.length).toBeGreaterThan(30);
    expect(again.changes.filter((c) => c.action !== "unchanged")).toEqual([]);
    expect(await configuration(t.db)).toEqual(before);
  });

  it("updates a changed value in place, keeping the row's id and uuid", async () => {
    await applyShopSettings(t.db, settings());
    const postage = await deliveryOptionNamed(t.db, "Delivery by post");
    const welcome = await voucherWithCode(t.db, "VELKOMMEN10");

    const report = await applyShopSettings(
      t.db,
      settings((d) => {
        d.portal.phone = "+47 22 00 00 00";
        d.deliveryOptions[0].price = "89";
        d.deliveryOptions[0].countries.splice(1, 1);
        d.deliveryOptions[1].stores[1].price = "49";
        d.digital.IP.file.price = "159";
        d.vouchers[0].percent = 15;
      }),
    );

    expect(report.changes.filter((c) => c.action === "updated")).toEqual([
      { what: "portal", key: '"Demo Foto AS"', action: "updated", fields: ["phone"] },
      { what: "digital product", key: 'IP file "Digital portrait"', action: "updated", fields: ["price"] },
      {
        what: "delivery option",
        key: '"Delivery by post"',
        action: "updated",
        fields: ["price", "countries"],
      },
      { what: "pickup location", key: '"Demo Foto Bergen"', action: "updated", fields: ["price"] },
      { what: "voucher", key: "VELKOMMEN10", action: "updated", fields: ["percent"] },
    ]);
    const postageAfter = await deliveryOptionNamed(t.db, "Delivery by post");
    expect(postageAfter).toMatchObject({ id: postage.id, uuid: postage.uuid, price: 8_900 });
    expect(postageAfter.countries.map((c) => c.code)).toEqual(["NO", "US"]);
    expect(await voucherWithCode(t.db, "VELKOMMEN10")).toMatchObject({ id: welcome.id, value: 1_500 });
  });

  it("gives the editor its option flags and the shop its photographer rule, one update label for every language", async () => {
    await applyShopSettings(t.db, settings());
    const before = (await t.app.inject({ url: "/api/webshop/settings" })).json();
    expect(before.webshop.editor).toEqual({
      addToCartWarning: true,
      disableImageToolbox: false,
      updateCartLabel: null,
    });
    const report = await applyShopSettings(
      t.db,
      settings((d) => {
        d.webshop.editor = { disableImageToolbox: true, updateCartLabel: "Save changes" };
        d.webshop.disableMixingPhotographers = true;
      }),
    );
    expect(report.changes.filter((c) => c.action === "updated")).toEqual([
      {
        what: "webshop settings",
        key: expect.any(String),
        action: "updated",
        fields: [
          "editorAddToCartWarning",
          "disableImageToolbox",
          "updateCartLabel",
          "disableMixingPhotographers",
        ],
      },
    ]);
    const after = (await t.app.inject({ url: "/api/webshop/settings" })).json();
    expect(after.webshop.editor).toEqual({
      addToCartWarning: false,
      disableImageToolbox: true,
      updateCartLabel: { en: "Save changes", nb: "Save changes" },
    });
    await applyShopSettings(
      t.db,
      settings((d) => {
        d.webshop.editor = { updateCartLabel: { en: "Save changes", nb: "Lagre endringene" } };
      }),
    );
    const perLanguage = (await t.app.inject({ url: "/api/webshop/settings" })).json();
    expect(perLanguage.webshop.editor.updateCartLabel).toEqual({
      en: "Save changes",
      nb: "Lagre endringene",
    });
    const [row] = await t.db.select().from(webshopSettings);
    expect(row?.disableMixingPhotographers).toBe(false);
  });

  it("retires what a section no longer lists without deleting it, and brings it back when listed again", async () => {
    await createJob(t, { name: schoolName });
    await applyShopSettings(t.db, settings());
    const now = new Date("2026-11-20T10:00:00Z");

    const report = await applyShopSettings(
      t.db,
      settings((d) => {
        d.menu.splice(5, 2);
        delete d.digital.GP.set;
        d.catalogues = [];
        d.deliveryOptions.splice(0, 1);
        d.deliveryOptions[0].stores.splice(1, 1);
        d.paymentOptions.splice(3, 1);
        d.vouchers.splice(1, 1);
      }),
      { now },
    );

    expect(
      report.changes
        .filter((c) => c.action === "retired" || c.action === "removed")
        .map((c) => [c.action, c.what, c.key]),
    ).toEqual([
      ["removed", "menu item", '"Share picture sets"'],
      ["removed", "menu item", '"Cookie settings"'],
      ["retired", "digital product", 'GP set "Digital group picture set"'],
      ["retired", "catalogue", '"Skolekatalog Solbakken 2026"'],
      ["removed", "pickup location", '"Demo Foto Bergen"'],
      ["retired", "delivery option", '"Delivery by post"'],
      ["retired", "payment option", 'stripe "Stripe"'],
      ["retired", "voucher", "RABATT50"],
    ]);
    expect((await deliveryOptionNamed(t.db, "Delivery by post")).expiresAt).toEqual(now);
    expect((await voucherWithCode(t.db, "RABATT50")).expiresAt).toEqual(now);
    const sold = await t.db.select({ name: products.name }).from(products).where(eq(products.active, false));
    expect(sold.map((p) => p.name).sort()).toEqual([
      "Digital group picture set",
      "Skolekatalog Solbakken 2026",
    ]);
    const offered = await paymentOptionsFor(
      t.db,
      t.app.portalId,
      "postage",
      new Set(["card", "mobile", "invoice", "stripe"]),
    );
    expect(offered.map((o) => o.option.provider)).toEqual(["card", "mobile", "invoice"]);

    const restored = await applyShopSettings(t.db, settings(), { now });

    expect(restored.changes.filter((c) => c.action === "retired" || c.action === "removed")).toEqual([]);
    expect((await deliveryOptionNamed(t.db, "Delivery by post")).expiresAt).toBeNull();
    expect((await voucherWithCode(t.db, "RABATT50")).expiresAt).toBeNull();
    expect(await t.db.select().from(products).where(eq(products.active, false))).toEqual([]);
    const bergen = await t.db
      .select()
      .from(pickupLocations)
      .where(eq(pickupLocations.name, "Demo Foto Bergen"));
    expect(bergen.map((l) => l.uuid)).toEqual(["5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c"]);
  });

  it("keeps a name per language: the default language's as the row's own, and each language's beside it", async () => {
    await applyShopSettings(t.db, settings());
    const postage = await deliveryOptionNamed(t.db, "Delivery by post");
    expect(postage.translations.name).toEqual({ en: "Delivery by post", nb: "Sending i posten" });
    const [card] = await t.db.select().from(paymentOptions).where(eq(paymentOptions.provider, "card"));
    expect(card).toMatchObject({ title: "Payment card", mobileTitle: "Card" });
    expect(card?.translations.mobileTitle).toEqual({ en: "Card", nb: "Kort" });

    // A shop whose default language is Norwegian keeps the Norwegian text as the row's own.
    await applyShopSettings(
      t.db,
      settings((d) => {
        d.webshop.defaultLanguage = "nb";
      }),
    );
    expect(await deliveryOptionNamed(t.db, "Sending i posten")).toMatchObject({
      id: postage.id,
      uuid: postage.uuid,
    });
  });

  it("finds a row named in one language when the file gives it a name per language, keeping its id", async () => {
    // A shop set up before names had languages: its rows carry the Norwegian names alone.
    await applyShopSettings(
      t.db,
      settings((d) => {
        d.deliveryOptions[0].name = "Sending i posten";
        d.paymentOptions[0].title = "Betalingskort";
      }),
    );
    const before = await deliveryOptionNamed(t.db, "Sending i posten");
    const [cardBefore] = await t.db.select().from(paymentOptions).where(eq(paymentOptions.provider, "card"));

    const report = await applyShopSettings(t.db, settings());

    expect(report.changes.filter((c) => c.action === "created")).toEqual([]);
    expect(await deliveryOptionNamed(t.db, "Delivery by post")).toMatchObject({
      id: before.id,
      uuid: before.uuid,
      translations: { name: { en: "Delivery by post", nb: "Sending i posten" } },
    });
    const [cardAfter] = await t.db.select().from(paymentOptions).where(eq(paymentOptions.provider, "card"));
    expect(cardAfter).toMatchObject({ id: cardBefore?.id, title: "Payment card" });

    // And back: a file that names them in one of their languages alone still finds them, retiring nothing.
    const again = await applyShopSettings(
      t.db,
      settings((d) => {
        d.deliveryOptions[0].name = "Sending i posten";
        d.retouch[0].name = "Retusjering";
        d.retouch[0].tasks[0].name = "Fjerne urenheter";
      }),
    );
    expect(again.changes.filter((c) => ["created", "retired", "removed"].includes(c.action))).toEqual([]);
    expect(await deliveryOptionNamed(t.db, "Sending i posten")).toMatchObject({ id: before.id });
  });

  it("leaves a section the file does not have as it is", async () => {
    await applyShopSettings(t.db, settings());
    const before = await configuration(t.db);
    const { portal, webshop } = settings((d) => {
      d.portal.name = "Fjord Foto AS";
    });

    await applyShopSettings(t.db, { portal, webshop });

    const after = await configuration(t.db);
    expect(after.portals.map((p) => p.name)).toEqual(["Fjord Foto AS"]);
    expect({ ...after, portals: before.portals }).toEqual(before);
  });

  it("creates the portal when the database has none", async () => {
    await t.db.delete(portals);

    const report = await applyShopSettings(t.db, settings());

    expect(report.changes[0]).toEqual({ what: "portal", key: '"Demo Foto AS"', action: "created" });
    const rows = await t.db.select({ id: portals.id, name: portals.name }).from(portals);
    expect(rows).toEqual([{ id: report.portalId, name: "Demo Foto AS" }]);
    expect(
      await t.db.select().from(webshopSettings).where(eq(webshopSettings.portalId, report.portalId)),
    ).toHaveLength(1);
  });

  it("fails as a whole when two jobs share the name the file gives, and takes the job's uuid instead", async () => {
    const first = await createJob(t, { name: schoolName });
    const second = await createJob(t, { name: schoolName });
    const before = await configuration(t.db);

    const failed = applyShopSettings(t.db, settings());

    await expect(failed).rejects.toBeInstanceOf(SettingsError);
    await expect(failed).rejects.toMatchObject({
      issues: [{ path: "catalogues[0].job", message: expect.stringMatching(/^2 jobs are named/) }],
    });
    expect(await configuration(t.db)).toEqual(before);

    await applyShopSettings(
      t.db,
      settings((d) => {
        d.catalogues[0].job = first.uuid;
        d.deliveryOptions[2].jobs = [first.uuid, second.uuid];
      }),
    );
    expect((await t.db.select({ jobId: catalogues.jobId }).from(catalogues)).map((c) => c.jobId)).toEqual([
      first.id,
    ]);
    expect((await deliveryOptionNamed(t.db, "Pick up at school")).jobIds).toEqual([first.id, second.id]);
  });

  it("reports on a dry run what it would change and keeps nothing", async () => {
    const before = await configuration(t.db);

    const report = await applyShopSettings(t.db, settings(), { dryRun: true });

    expect(report.dryRun).toBe(true);
    expect(countChanges(report.changes)).toEqual({
      // 32 before issue 13's demo page and its menu item, 34 before the accessibility statement and its item, 36
      // before issue 33's Vipps MobilePay option.
      created: 37,
      updated: 3,
      unchanged: 0,
      retired: 0,
      removed: 0,
      skipped: 2,
    });
    expect(await configuration(t.db)).toEqual(before);
  });

  it("limits a voucher to the products its scope names, leaving out a catalogue whose job is missing", async () => {
    const scoped = (d: JsonDocument) => {
      d.vouchers[0].products = ["Digital portrait set", "Skolekatalog Solbakken 2026"];
    };
    const report = await applyShopSettings(t.db, settings(scoped));
    const [set] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.kind, "digital_set"), eq(products.pictureType, "IP")));

    expect((await voucherWithCode(t.db, "VELKOMMEN10")).productIds).toEqual([set?.id]);
    expect(report.changes.find((c) => c.key === "VELKOMMEN10")?.note).toMatch(/leaves out "Skolekatalog/);

    await createJob(t, { name: schoolName });
    await applyShopSettings(t.db, settings(scoped));
    const [catalogue] = await t.db.select({ productId: catalogues.productId }).from(catalogues);
    expect((await voucherWithCode(t.db, "VELKOMMEN10")).productIds).toEqual([set?.id, catalogue?.productId]);
  });
});
