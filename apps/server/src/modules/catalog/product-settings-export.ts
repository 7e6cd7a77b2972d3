import type { ShopSettingsFile } from "@shop/contracts/studio-settings";
import { templateProductKind, templateProductTypes } from "@shop/domain/product-kind";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { productPrices, products, subProducts } from "../../db/schema/catalog.ts";
import { fileAmount, fileAmountOrNull, fileDate, fileText } from "../../platform/settings-export.ts";
import { printProducts } from "./print-products.ts";

/**
 * The file's template products and prints read back from the shop (the reverse of product-settings.ts). Those not
 * on sale are written too (`onSale: false`: a product the studio is still making), unless one on sale has the name.
 */

type TemplateType = keyof typeof templateProductTypes;

const typeNames = new Map(
  Object.entries(templateProductTypes).map(([name, type]) => [type as number, name as TemplateType]),
);

/** Rows on sale first, then each row whose names no row before it took: a file names each product once. */
function namedOnce<T extends { active: boolean }>(rows: readonly T[], names: (row: T) => string[]): T[] {
  const taken = new Set<string>();
  const kept: T[] = [];
  for (const row of [...rows.filter((r) => r.active), ...rows.filter((r) => !r.active)]) {
    const own = names(row);
    if (own.some((n) => taken.has(n))) continue;
    for (const n of own) taken.add(n);
    kept.push(row);
  }
  return rows.filter((r) => kept.includes(r));
}

/** The regular price tiers (lowest quantity first) and the sub-products of these products. */
export async function tiersAndSubProducts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return { prices: [], subs: [] };
  const [prices, subs] = await Promise.all([
    db
      .select()
      .from(productPrices)
      .where(and(inArray(productPrices.productId, [...ids]), eq(productPrices.type, 0)))
      .orderBy(asc(productPrices.quantity)),
    db
      .select()
      .from(subProducts)
      .where(inArray(subProducts.productId, [...ids]))
      .orderBy(asc(subProducts.id)),
  ]);
  return { prices, subs };
}

export async function exportTemplateProducts(
  db: Db,
  portalId: number,
): Promise<NonNullable<ShopSettingsFile["templateProducts"]>> {
  const all = await db
    .select()
    .from(products)
    .where(and(eq(products.portalId, portalId), eq(products.kind, templateProductKind)))
    .orderBy(asc(products.sortOrder), asc(products.id));
  const rows = namedOnce(
    all.filter((r) => typeNames.has(r.type)),
    (r) => [r.name, ...Object.values(r.translations.name ?? {})],
  );
  const { prices, subs } = await tiersAndSubProducts(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    type: typeNames.get(row.type) ?? "CARDS",
    name: fileText(row.name, row.translations.name),
    description: fileText(row.description, row.translations.description),
    minOrderQuantity: row.minOrderQuantity,
    tiers: prices
      .filter((p) => p.productId === row.id)
      .map((p) => ({
        quantity: p.quantity,
        price: fileAmount(p.price),
        campaignPrice: fileAmountOrNull(p.campaignPrice),
      })),
    campaignEndsAt: fileDate(row.campaignEndsAt),
    subProducts: subs
      .filter((s) => s.productId === row.id)
      .map((s) => ({ name: fileText(s.name, s.translations.name), extraPrice: fileAmount(s.extraPrice) })),
    onSale: row.active,
  }));
}

export async function exportPrints(
  db: Db,
  portalId: number,
): Promise<NonNullable<ShopSettingsFile["prints"]>> {
  const prints = namedOnce(await printProducts(db, portalId), (p) => [p.name, ...Object.values(p.names)]);
  return prints.map((p) => ({
    name: fileText(p.name, p.names),
    ...p.size,
    tiers: p.tiers.map((t) => ({ quantity: t.quantity, price: fileAmount(t.price) })),
    onSale: p.active,
  }));
}
