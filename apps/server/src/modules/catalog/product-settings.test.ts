import { readFileSync } from "node:fs";
import { and, asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatPrices } from "../../cli/commands/settings.ts";
import { printSizes, productPrices, products, subProducts } from "../../db/schema/index.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { applyShopSettings } from "../settings/service.ts";
import { parseShopSettings } from "../settings/validation.ts";

const exampleText = readFileSync(new URL("../../../../../docs/examples/shop.json", import.meta.url), "utf8");

// biome-ignore lint/suspicious/noExplicitAny: the tests edit the JSON document as an operator edits the file.
type JsonDocument = Record<string, any>;

const card = {
  type: "CARDS",
  name: { en: "Card 15×15", nb: "Kort 15×15" },
  description: { en: "A folded card", nb: "Et brettet kort" },
  minOrderQuantity: 1,
  tiers: [
    { quantity: 1, price: "39", campaignPrice: "29" },
    { quantity: 10, price: "35,50" },
  ],
  campaignEndsAt: "2027-01-31T23:59:59+01:00",
  subProducts: [{ name: { en: "Envelope", nb: "Konvolutt" }, extraPrice: "5" }],
};

const print = {
  name: { en: "Print 13×18", nb: "Papirbilde 13×18" },
  widthMm: 130,
  heightMm: 180,
  bleedMm: 2,
  tiers: [
    { quantity: 1, price: "49" },
    { quantity: 5, price: "39" },
  ],
};

function documentWith(edit: (document: JsonDocument) => void): JsonDocument {
  const document = JSON.parse(exampleText);
  document.templateProducts = [structuredClone(card)];
  document.prints = [structuredClone(print)];
  edit(document);
  return document;
}

function parsed(document: JsonDocument) {
  const result = parseShopSettings(document);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.settings;
}

/** The example file's catalogue and school pickup wait for a job this shop lacks: the tests look at their own rows. */
const ours = (what: string) => what === "template product" || what === "print";

const issuesOf = (document: JsonDocument) => {
  const result = parseShopSettings(document);
  return result.ok ? [] : result.issues;
};

describe("the settings file's template products and prints", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it("reads their amounts as text and refuses a bare number naming the field and both readings", () => {
    const settings = parsed(documentWith(() => {}));
    expect(settings.templateProducts?.[0]?.tiers).toEqual([
      { quantity: 1, price: 3900, campaignPrice: 2900 },
      { quantity: 10, price: 3550, campaignPrice: null },
    ]);
    expect(settings.templateProducts?.[0]?.subProducts[0]?.extraPrice).toBe(500);
    expect(settings.prints?.[0]?.tiers[1]?.price).toBe(3900);
    const issues = issuesOf(
      documentWith((d) => {
        d.templateProducts[0].tiers[0].price = 39;
        d.templateProducts[0].subProducts[0].extraPrice = 5;
        d.prints[0].tiers[0].price = 49;
      }),
    );
    expect(issues).toEqual([
      {
        path: "templateProducts[0].tiers[0].price",
        message: '39 is a number; write "39" for 39.00 kr or "0.39" for 0.39 kr',
      },
      {
        path: "templateProducts[0].subProducts[0].extraPrice",
        message: '5 is a number; write "5" for 5.00 kr or "0.05" for 0.05 kr',
      },
      {
        path: "prints[0].tiers[0].price",
        message: '49 is a number; write "49" for 49.00 kr or "0.49" for 0.49 kr',
      },
    ]);
  });

  it("names the field of a price list or size the studio's forms would refuse", () => {
    const issues = issuesOf(
      documentWith((d) => {
        d.templateProducts[0].tiers[0].campaignPrice = "49";
        d.prints[0].bleedMm = 20;
        d.prints[0].tiers[1].quantity = 1;
      }),
    );
    expect(issues).toEqual([
      { path: "templateProducts[0].tiers[0].campaignPrice", message: "must be below the tier's price" },
      { path: "prints[0].bleedMm", message: "must be 0 to 10 mm" },
      { path: "prints[0].tiers[1].quantity", message: "must be above 1, the tier before" },
    ]);
  });

  it("makes them through the studio's services, changes nothing the second time and retires what it drops", async () => {
    const first = await applyShopSettings(t.db, parsed(documentWith(() => {})));
    expect(first.changes.filter((c) => ours(c.what))).toEqual([
      { what: "template product", key: '"Card 15×15"', action: "created" },
      { what: "print", key: '"Print 13×18"', action: "created" },
    ]);
    const [row] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.portalId, t.app.portalId), eq(products.kind, "template_product")));
    expect(row).toMatchObject({ type: 1, name: "Card 15×15", active: true, minOrderQuantity: 1 });
    expect(row?.campaignEndsAt?.toISOString()).toBe("2027-01-31T22:59:59.000Z");
    const prices = await t.db
      .select({
        quantity: productPrices.quantity,
        price: productPrices.price,
        campaignPrice: productPrices.campaignPrice,
      })
      .from(productPrices)
      .where(eq(productPrices.productId, row?.id ?? -1))
      .orderBy(asc(productPrices.quantity));
    expect(prices).toEqual([
      { quantity: 1, price: 3900, campaignPrice: 2900 },
      { quantity: 10, price: 3550, campaignPrice: null },
    ]);
    const subs = await t.db
      .select()
      .from(subProducts)
      .where(eq(subProducts.productId, row?.id ?? -1));
    expect(subs.map((s) => [s.name, s.extraPrice])).toEqual([["Envelope", 500]]);
    expect(await t.db.select().from(printSizes)).toMatchObject([{ widthMm: 130, heightMm: 180, bleedMm: 2 }]);

    const before = await t.db.select().from(subProducts);
    const again = await applyShopSettings(t.db, parsed(documentWith(() => {})));
    expect(again.changes.filter((c) => c.action !== "unchanged" && ours(c.what))).toEqual([]);

    const changed = await applyShopSettings(
      t.db,
      parsed(
        documentWith((d) => {
          d.templateProducts[0].tiers[0].price = "45";
          d.templateProducts[0].subProducts[0].extraPrice = "6";
          d.prints = [];
        }),
      ),
    );
    expect(changed.changes.filter((c) => c.action !== "unchanged" && ours(c.what))).toEqual([
      { what: "template product", key: '"Card 15×15"', action: "updated", fields: ["tiers", "subProducts"] },
      { what: "print", key: '"Print 13×18"', action: "retired", note: "not in the file: no longer sold" },
    ]);
    // The envelope keeps its uuid: a cart names it so.
    expect((await t.db.select().from(subProducts)).map((s) => s.uuid)).toEqual(before.map((s) => s.uuid));
    const [retired] = await t.db.select().from(products).where(eq(products.kind, "print"));
    expect(retired?.active).toBe(false);
  });

  it("lists every price it sets in the dry run, named by its product", () => {
    const lines = formatPrices(parsed(documentWith(() => {})));
    expect(lines).toEqual(
      expect.arrayContaining([
        "  templateProducts[0].tiers[0].price (Card 15×15 / Kort 15×15): NOK 39.00",
        "  templateProducts[0].tiers[0].campaignPrice (Card 15×15 / Kort 15×15): NOK 29.00",
        "  templateProducts[0].tiers[1].price (Card 15×15 / Kort 15×15): NOK 35.50",
        "  templateProducts[0].subProducts[0].extraPrice (Envelope / Konvolutt): NOK 5.00",
        "  prints[0].tiers[0].price (Print 13×18 / Papirbilde 13×18): NOK 49.00",
        "  prints[0].tiers[1].price (Print 13×18 / Papirbilde 13×18): NOK 39.00",
      ]),
    );
  });
});
