import type { Translations } from "@shop/domain/localised-text";
import type { ProductPrice } from "@shop/domain/pricing";
import type { PrintSize } from "@shop/domain/print-size";
import { productTypes } from "@shop/domain/product-kind";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { printSizes, productPrices, products } from "../../db/schema/catalog.ts";
import { localised } from "../../platform/request-language.ts";

/**
 * Print products (issue 31, decision 0067): kind `print`, type 402, in the products tables like every product, with
 * their paper in `print_sizes`. The studio, the settings file and the demo seed write them through here.
 */

export const printKind = "print";

export interface PrintProduct {
  id: number;
  uuid: string;
  /** The default language's name. */
  name: string;
  names: Translations;
  size: PrintSize;
  /** The regular price list, lowest quantity first. */
  tiers: ProductPrice[];
  active: boolean;
  sortOrder: number;
}

/** A print product as written: every amount in minor units already. */
export interface PrintProductValues {
  name: string;
  names: Translations;
  size: PrintSize;
  tiers: ReadonlyArray<{ quantity: number; price: number }>;
  active: boolean;
}

/** The shop's print products, on sale or not (`onSale`: only those on sale with a price), in the shop's order. */
export async function printProducts(
  db: Db,
  portalId: number,
  options: { onSale?: boolean; ids?: readonly number[] } = {},
): Promise<PrintProduct[]> {
  const rows = await db
    .select({
      id: products.id,
      uuid: products.uuid,
      name: products.name,
      translations: products.translations,
      active: products.active,
      sortOrder: products.sortOrder,
      widthMm: printSizes.widthMm,
      heightMm: printSizes.heightMm,
      bleedMm: printSizes.bleedMm,
    })
    .from(products)
    .innerJoin(printSizes, eq(printSizes.productId, products.id))
    .where(
      and(
        eq(products.portalId, portalId),
        eq(products.kind, printKind),
        options.onSale ? eq(products.active, true) : undefined,
        options.ids ? inArray(products.id, options.ids.length ? [...options.ids] : [-1]) : undefined,
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.id));
  const prices =
    rows.length === 0
      ? []
      : await db
          .select({
            productId: productPrices.productId,
            quantity: productPrices.quantity,
            price: productPrices.price,
            campaignPrice: productPrices.campaignPrice,
          })
          .from(productPrices)
          .where(
            and(
              inArray(
                productPrices.productId,
                rows.map((r) => r.id),
              ),
              eq(productPrices.type, 0),
            ),
          )
          .orderBy(asc(productPrices.quantity));
  const found = rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    names: row.translations.name ?? {},
    size: { widthMm: row.widthMm, heightMm: row.heightMm, bleedMm: row.bleedMm },
    tiers: prices.flatMap(({ productId, ...price }) => (productId === row.id ? [price] : [])),
    active: row.active,
    sortOrder: row.sortOrder,
  }));
  return options.onSale ? found.filter((p) => p.tiers.length > 0) : found;
}

/** A print product's name in the request's language. */
export function printProductName(product: Pick<PrintProduct, "name" | "names">): string {
  return localised(product.name, product.names);
}

/** Adds a print product after the shop's others; answers its ids. */
export async function insertPrintProduct(
  db: Db,
  portalId: number,
  values: PrintProductValues,
): Promise<{ id: number; uuid: string }> {
  const last = await db
    .select({ sortOrder: products.sortOrder })
    .from(products)
    .where(and(eq(products.portalId, portalId), eq(products.kind, printKind)));
  const [row] = await db
    .insert(products)
    .values({
      portalId,
      kind: printKind,
      type: productTypes.print,
      name: values.name,
      translations: { name: values.names },
      sortOrder: Math.max(0, ...last.map((r) => r.sortOrder + 1)),
      active: values.active,
    })
    .returning({ id: products.id, uuid: products.uuid });
  if (!row) throw new Error("the print product was not stored");
  await db.insert(printSizes).values({ productId: row.id, ...values.size });
  await writeTiers(db, row.id, values.tiers);
  return row;
}

/** Changes a print product of the shop; null when the shop has none by that uuid. */
export async function updatePrintProduct(
  db: Db,
  portalId: number,
  uuid: string,
  values: PrintProductValues,
): Promise<{ id: number; uuid: string } | null> {
  const [row] = await db
    .update(products)
    .set({ name: values.name, translations: { name: values.names }, active: values.active })
    .where(and(eq(products.portalId, portalId), eq(products.uuid, uuid), eq(products.kind, printKind)))
    .returning({ id: products.id, uuid: products.uuid });
  if (!row) return null;
  await db.update(printSizes).set(values.size).where(eq(printSizes.productId, row.id));
  await writeTiers(db, row.id, values.tiers);
  return row;
}

async function writeTiers(
  db: Db,
  productId: number,
  tiers: ReadonlyArray<{ quantity: number; price: number }>,
): Promise<void> {
  await db
    .delete(productPrices)
    .where(and(eq(productPrices.productId, productId), eq(productPrices.type, 0)));
  if (tiers.length > 0)
    await db
      .insert(productPrices)
      .values(tiers.map((t) => ({ productId, quantity: t.quantity, price: t.price })));
}
