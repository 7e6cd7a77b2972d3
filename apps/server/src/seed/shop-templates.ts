import { templateProductTypes } from "@shop/domain/product-kind";
import type { Db } from "../db/client.ts";
import { saveTemplateProduct } from "../modules/catalog/template-product-form.ts";
import {
  insertCategory,
  insertGreenScreenBackgrounds,
  insertPromotedProduct,
  type NewCategory,
} from "../modules/templates/records.ts";
import { installStarterLibrary, loadStarterLibrary } from "../modules/templates/starter.ts";

/**
 * The demo shop's personalised products (issue 11): the starter library (templates/starter/, installed as any shop
 * installs it) with what only the demo has: its prices and sub-products, the categories of its other products, the
 * promoted products and the backgrounds of the kindergarten's green-screen picture.
 */

/** The demo's calendar years: the starter calendars' `supportedYears`. */
export const demoCalendarYears = [2026, 2027];

interface DemoPricing {
  prices: Array<{ quantity: number; price: number; campaignPrice: number | null }>;
  subProducts?: Array<{ names: { en: string; nb: string }; extraPrice: number }>;
}

/** The prices of the starter products (øre, VAT included), by their English names. */
const demoPrices: Readonly<Record<string, DemoPricing>> = {
  "Card 15x15": {
    prices: [
      { quantity: 1, price: 2_900, campaignPrice: null },
      { quantity: 10, price: 2_400, campaignPrice: null },
      { quantity: 25, price: 1_900, campaignPrice: 1_700 },
    ],
    subProducts: [{ names: { en: "Envelope", nb: "Konvolutt" }, extraPrice: 300 }],
  },
  "Card 10x15": {
    prices: [
      { quantity: 1, price: 1_900, campaignPrice: null },
      { quantity: 10, price: 1_500, campaignPrice: null },
    ],
  },
  "Wall calendar 20x30": { prices: [{ quantity: 1, price: 24_900, campaignPrice: 19_900 }] },
  "Desk calendar": { prices: [{ quantity: 1, price: 17_900, campaignPrice: null }] },
  Mug: { prices: [{ quantity: 1, price: 19_900, campaignPrice: null }] },
  "Mouse pad": { prices: [{ quantity: 1, price: 14_900, campaignPrice: null }] },
  "Canvas 30x40": {
    prices: [{ quantity: 1, price: 59_900, campaignPrice: null }],
    subProducts: [{ names: { en: "Hanging kit", nb: "Opphengssett" }, extraPrice: 4_900 }],
  },
  "Puzzle 500 pieces": { prices: [{ quantity: 1, price: 29_900, campaignPrice: null }] },
};

/** The demo's categories beside the starter library's, after them in the overview. */
const otherCategories: readonly NewCategory[] = [
  {
    internalName: "digitalprint",
    title: { en: "Digital pictures", nb: "Digitale bilder" },
    description: { en: "Download your pictures", nb: "Last ned bildene dine" },
  },
  {
    internalName: "catalogues",
    title: { en: "Catalogues", nb: "Kataloger" },
    description: { en: "The school catalogue", nb: "Skolekatalogen" },
  },
  { internalName: "archive", title: { en: "Archive", nb: "Arkiv" }, description: {} },
];

export interface DemoTemplatesSummary {
  templates: number;
  products: number;
}

/** Writes the demo's range in the caller's transaction; `greenScreen` names the job and backgrounds of its cut-outs. */
export async function seedDemoTemplates(
  db: Db,
  portalId: number,
  greenScreen: { jobId: number; backgroundUuids: readonly string[] },
): Promise<DemoTemplatesSummary> {
  const library = await loadStarterLibrary();
  const installed = await installStarterLibrary(db, portalId, library);
  const topLevel = library.categories.filter((c) => c.parent === undefined).length;
  const ids = new Map<string, number>();
  for (const [i, category] of otherCategories.entries()) {
    const made = await insertCategory(db, portalId, { ...category, sortOrder: topLevel + i });
    ids.set(category.internalName, made.id);
  }
  // Priced through the studio's form service, as a photographer would price the installed products.
  for (const product of library.products) {
    const productId = installed.products.get(product.name.en);
    const pricing = demoPrices[product.name.en];
    if (productId === undefined || pricing === undefined) {
      throw new Error(`the demo has no price for ${product.name.en}`);
    }
    await saveTemplateProduct(
      db,
      portalId,
      { id: productId },
      {
        names: product.name,
        descriptions: {},
        type: templateProductTypes[product.type],
        minOrderQuantity: 1,
        prices: pricing.prices,
        campaignEndsAt: null,
        subProducts: pricing.subProducts ?? [],
        active: true,
      },
      null,
    );
  }
  const mug = installed.templates.get("Photo mug");
  const wall = installed.templates.get("Wall calendar 20x30");
  if (mug) {
    await insertPromotedProduct(db, portalId, {
      type: "template",
      templateId: mug.id,
      label: "special_offer",
      rebatedPrice: 14_900,
      sortOrder: 0,
    });
  }
  if (wall) {
    await insertPromotedProduct(db, portalId, {
      type: "template",
      templateId: wall.id,
      label: "best_seller",
      sortOrder: 1,
    });
  }
  const wallart = installed.categoryIds.get("wallart");
  if (wallart === undefined) throw new Error("the starter library has no wallart category");
  await insertPromotedProduct(db, portalId, {
    type: "category",
    categoryId: wallart,
    label: "best_seller",
    sortOrder: 2,
  });
  await insertGreenScreenBackgrounds(
    db,
    portalId,
    greenScreen.jobId,
    greenScreen.backgroundUuids.map((backgroundUuid, i) => ({ backgroundUuid, isDefault: i === 0 })),
  );
  return { templates: installed.templates.size, products: installed.products.size };
}
