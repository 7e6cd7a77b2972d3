import type { FullTemplate } from "@shop/contracts/templates";
import { type UnitPrice, unitPriceWith } from "@shop/domain/pricing";

/** What one piece costs at the product's minimum, its promoted price included: what the cart will charge. */
export function firstPriceOf(product: FullTemplate["product"]): UnitPrice | null {
  if (product.productprices.length === 0) return null;
  return unitPriceWith(
    product.productprices.map((p) => ({
      quantity: p.quantity,
      price: p.price,
      campaignPrice: p.campaignprice,
    })),
    Math.max(1, product.minorderpartquantity),
    product.promotedPrice,
  );
}
