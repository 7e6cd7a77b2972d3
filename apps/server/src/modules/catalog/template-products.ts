import { type FieldTranslations, type LocalisedText, splitText } from "@shop/domain/localised-text";
import { type ProductPrice, unitPrice } from "@shop/domain/pricing";
import { campaignRuns } from "@shop/domain/product-form";
import { type TemplateProductType, templateProductKind } from "@shop/domain/product-kind";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { productPrices, products, subProducts } from "../../db/schema/catalog.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { localised, localisedCopy } from "../../platform/request-language.ts";
import { subProductRowsOf } from "./service.ts";

/**
 * The template products of spec 02 (types 1, 2 and 89): the products the templates module lists templates of, with
 * their price tiers and sub-products. Kept in the products tables like every product of the shop.
 */

export interface TemplateProduct {
  id: number;
  uuid: string;
  /** In the request's language. */
  name: string;
  translations: FieldTranslations<"name" | "description">;
  type: TemplateProductType;
  sortOrder: number;
  minOrderQuantity: number;
  /** When its campaign prices end (they are left out from then on). */
  campaignEndsAt: Date | null;
  /** Every price list's tiers, lowest quantity first. */
  prices: Array<ProductPrice & { type: number }>;
  /** The regular unit price of one piece. */
  price: number;
  subProducts: Array<{
    uuid: string;
    name: string;
    translations: FieldTranslations<"name">;
    extraPrice: number;
  }>;
}

/** The shop's active template products that have a price, by id, named in the request's language. */
export async function templateProducts(
  db: Db,
  portalId: number,
): Promise<ReadonlyMap<number, TemplateProduct>> {
  const stored = withEndedCampaigns(await templateProductRows(db, portalId), new Date());
  return localisedCopy(
    stored,
    () =>
      new Map(
        [...stored].map(([id, product]) => [
          id,
          {
            ...product,
            name: localised(product.name, product.translations.name),
            subProducts: product.subProducts.map((sub) => ({
              ...sub,
              name: localised(sub.name, sub.translations.name),
            })),
          },
        ]),
      ),
  );
}

/** The shop's active template products that have a price, by id (kept in the read cache, platform/read-cache.ts). */
const templateProductRows = cachedRead(
  "templateProducts",
  ["products", "product_prices", "sub_products"],
  async (db: Db, portalId: number): Promise<ReadonlyMap<number, TemplateProduct>> => {
    const rows = await db
      .select({
        id: products.id,
        uuid: products.uuid,
        name: products.name,
        translations: products.translations,
        type: products.type,
        sortOrder: products.sortOrder,
        minOrderQuantity: products.minOrderQuantity,
        campaignEndsAt: products.campaignEndsAt,
      })
      .from(products)
      .where(
        and(
          eq(products.portalId, portalId),
          eq(products.kind, templateProductKind),
          eq(products.active, true),
        ),
      );
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return new Map();
    const [prices, subs] = await Promise.all([
      db
        .select({
          productId: productPrices.productId,
          quantity: productPrices.quantity,
          price: productPrices.price,
          campaignPrice: productPrices.campaignPrice,
          type: productPrices.type,
        })
        .from(productPrices)
        .where(inArray(productPrices.productId, ids))
        .orderBy(asc(productPrices.type), asc(productPrices.quantity)),
      subProductRowsOf(db, ids),
    ]);
    const result = new Map<number, TemplateProduct>();
    for (const row of rows) {
      const own = prices.filter((p) => p.productId === row.id).map(({ productId: _, ...p }) => p);
      const regular = own.filter((p) => p.type === 0);
      // A product without a regular price cannot be sold: it is not listed.
      if (regular.length === 0) continue;
      result.set(row.id, {
        ...row,
        type: row.type as TemplateProductType,
        prices: own,
        price: unitPrice(regular, 1).actual,
        subProducts: subs.filter((s) => s.productId === row.id).map(({ productId: _, ...s }) => s),
      });
    }
    return result;
  },
);

/** The products as read, with their campaigns ended by `now` left out: kept per read so each request copies once. */
const afterCampaigns = new WeakMap<
  object,
  { ended: string; products: ReadonlyMap<number, TemplateProduct> }
>();

/**
 * The cached read is cleared only when the products tables change, not when a 'Special offer' ends; so the end is
 * applied to what was read, on every call, and the copy is kept until another campaign ends.
 */
function withEndedCampaigns(
  stored: ReadonlyMap<number, TemplateProduct>,
  now: Date,
): ReadonlyMap<number, TemplateProduct> {
  const ended = [...stored.values()].filter((p) => !campaignRuns(p.campaignEndsAt, now));
  if (ended.length === 0) return stored;
  const key = ended.map((p) => p.id).join(",");
  const kept = afterCampaigns.get(stored);
  if (kept?.ended === key) return kept.products;
  const products = new Map(
    [...stored].map(([id, product]) => {
      if (campaignRuns(product.campaignEndsAt, now)) return [id, product];
      const prices = product.prices.map((p) => ({ ...p, campaignPrice: null }));
      const regular = prices.filter((p) => p.type === 0);
      return [id, { ...product, prices, price: unitPrice(regular, 1).actual }];
    }),
  );
  afterCampaigns.set(stored, { ended: key, products });
  return products;
}

export interface NewTemplateProduct {
  /** Its own uuid (the starter library's products keep theirs, so a second install finds them); random when left out. */
  uuid?: string;
  /** Its name, or its name per language (the first one given is its own). */
  name: LocalisedText;
  type: TemplateProductType;
  sortOrder?: number;
  minOrderQuantity?: number;
  /** None: the product is not on sale until it is priced (`saveTemplateProduct`, template-product-form.ts). */
  prices: ProductPrice[];
  subProducts?: Array<{ name: LocalisedText; extraPrice: number }>;
}

/**
 * Adds a template product with its regular price tiers and sub-products (the starter library, the tests' factories).
 * A product without prices is stored inactive: nothing lists it, and a price of 0 is never what a parent sees.
 */
export async function insertTemplateProduct(
  db: Db | Tx,
  portalId: number,
  product: NewTemplateProduct,
): Promise<{ id: number; uuid: string }> {
  const [row] = await db
    .insert(products)
    .values({
      ...(product.uuid === undefined ? {} : { uuid: product.uuid }),
      portalId,
      kind: templateProductKind,
      type: product.type,
      active: product.prices.length > 0,
      ...storedName(product.name),
      sortOrder: product.sortOrder ?? 0,
      minOrderQuantity: product.minOrderQuantity ?? 1,
    })
    .returning({ id: products.id, uuid: products.uuid });
  if (!row) throw new Error("the template product was not stored");
  await storePricing(db, row.id, product);
  return row;
}

async function storePricing(
  db: Db | Tx,
  productId: number,
  pricing: Pick<NewTemplateProduct, "prices" | "subProducts">,
): Promise<void> {
  if (pricing.prices.length > 0) {
    await db.insert(productPrices).values(pricing.prices.map((p) => ({ productId, ...p })));
  }
  if (pricing.subProducts && pricing.subProducts.length > 0) {
    await db
      .insert(subProducts)
      .values(
        pricing.subProducts.map((s) => ({ productId, extraPrice: s.extraPrice, ...storedName(s.name) })),
      );
  }
}

/** Every template product of the shop, on sale or not (a template can be given to one before it is priced). */
export async function allTemplateProducts(
  db: Db | Tx,
  portalId: number,
): Promise<Array<{ id: number; uuid: string; name: string; type: number }>> {
  return db
    .select({ id: products.id, uuid: products.uuid, name: products.name, type: products.type })
    .from(products)
    .where(and(eq(products.portalId, portalId), eq(products.kind, templateProductKind)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** The shop's template products of these uuids, on sale or not, by uuid. */
export async function templateProductsByUuid(
  db: Db | Tx,
  portalId: number,
  uuids: readonly string[],
): Promise<Map<string, { id: number; type: number }>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, uuid: products.uuid, type: products.type })
    .from(products)
    .where(
      and(
        eq(products.portalId, portalId),
        eq(products.kind, templateProductKind),
        inArray(products.uuid, [...uuids]),
      ),
    );
  return new Map(rows.map((r) => [r.uuid, { id: r.id, type: r.type }]));
}

/** A name as a row keeps it: its first language's text (the seed writes the shop's default first), and every language's. */
export function storedName(name: LocalisedText): { name: string; translations: FieldTranslations<"name"> } {
  const first = typeof name === "string" ? "" : (Object.keys(name)[0] ?? "");
  const split = splitText(name, first);
  return { name: split.text, translations: { name: split.translations } };
}
