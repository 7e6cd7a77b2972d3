import { type Promotion, promotedUnitPrice } from "@shop/domain/promoted-price";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { promotedProducts, templates } from "../../db/schema/templates.ts";
import { cachedRead } from "../../platform/read-cache.ts";

/**
 * The shop's promotions with a price, by the product they price (decision 0042): a promoted template's product, or
 * the product a promoted category names. Kept in the read cache; whether each still holds is decided when a price
 * is asked for, so a promotion stops at its end on the next read.
 */
export const productPromotions = cachedRead(
  "productPromotions",
  ["promoted_products", "templates"],
  async (db: Db, portalId: number): Promise<ReadonlyMap<number, readonly Promotion[]>> => {
    const rows = await db
      .select({
        productId: promotedProducts.productId,
        templateProductId: templates.productId,
        rebatedPrice: promotedProducts.rebatedPrice,
        endsAt: promotedProducts.endsAt,
      })
      .from(promotedProducts)
      .leftJoin(templates, eq(templates.id, promotedProducts.templateId))
      .where(eq(promotedProducts.portalId, portalId));
    const byProduct = new Map<number, Promotion[]>();
    for (const row of rows) {
      const productId = row.productId ?? row.templateProductId;
      if (productId === null || row.rebatedPrice === null) continue;
      const list = byProduct.get(productId) ?? [];
      list.push({ rebatedPrice: row.rebatedPrice, endsAt: row.endsAt });
      byProduct.set(productId, list);
    }
    return byProduct;
  },
);

/** The promoted price of one piece of a product at `now`, against its first price; null when none holds. */
export function promotedPriceOf(
  promotions: ReadonlyMap<number, readonly Promotion[]>,
  product: { id: number; price: number },
  now: Date,
): number | null {
  return promotedUnitPrice(product.price, promotions.get(product.id) ?? [], now);
}
