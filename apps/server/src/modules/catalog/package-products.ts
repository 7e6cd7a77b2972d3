import { productTypes } from "@shop/domain/product-kind";
import type { Db } from "../../db/client.ts";
import { productPrices, products } from "../../db/schema/catalog.ts";

/**
 * Adds a package's own product (kind `package`, type 200) with its regular price: what a package line names and
 * the package offer's original price (the demo seed, the operator's command, the tests' factories).
 */
export async function insertPackageProduct(
  db: Db,
  portalId: number,
  product: { name: string; price: number; sortOrder?: number },
): Promise<{ id: number; uuid: string }> {
  const [row] = await db
    .insert(products)
    .values({
      portalId,
      kind: "package",
      type: productTypes.package,
      name: product.name,
      maxQuantity: 1,
      sortOrder: product.sortOrder ?? 0,
    })
    .returning({ id: products.id, uuid: products.uuid });
  if (!row) throw new Error("the package product was not stored");
  await db.insert(productPrices).values({ productId: row.id, price: product.price });
  return row;
}
