import type { Translations } from "@shop/domain/localised-text";
import { productTypes } from "@shop/domain/product-kind";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { catalogues, productPrices, products } from "../../db/schema/catalog.ts";

/**
 * Adds a package's own product (kind `package`, type 200) with its regular price: what a package line names and
 * the package offer's original price (the demo seed, the operator's command, the tests' factories).
 */
export async function insertPackageProduct(
  db: Db,
  portalId: number,
  product: { name: string; names?: Translations; price: number; sortOrder?: number },
): Promise<{ id: number; uuid: string }> {
  const [row] = await db
    .insert(products)
    .values({
      portalId,
      kind: "package",
      type: productTypes.package,
      name: product.name,
      translations: { name: product.names ?? {} },
      maxQuantity: 1,
      sortOrder: product.sortOrder ?? 0,
    })
    .returning({ id: products.id, uuid: products.uuid });
  if (!row) throw new Error("the package product was not stored");
  await db.insert(productPrices).values({ productId: row.id, price: product.price });
  return row;
}

/** Renames a package's own product and sets its regular price (the operator's offers file replaced the offer). */
export async function updatePackageProduct(
  db: Db,
  productId: number,
  product: { name: string; names?: Translations; price: number },
): Promise<void> {
  await db
    .update(products)
    .set({ name: product.name, translations: { name: product.names ?? {} }, active: true })
    .where(eq(products.id, productId));
  await db.delete(productPrices).where(eq(productPrices.productId, productId));
  await db.insert(productPrices).values({ productId, price: product.price });
}

/** The job's catalogue (the one a package's CATALOGUE item names); null when the job has none. */
export async function jobCatalogue(db: Db, jobId: number): Promise<{ id: number; productId: number } | null> {
  const [row] = await db
    .select({ id: catalogues.id, productId: catalogues.productId })
    .from(catalogues)
    .where(eq(catalogues.jobId, jobId))
    .orderBy(asc(catalogues.id))
    .limit(1);
  return row ?? null;
}
