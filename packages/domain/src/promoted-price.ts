/**
 * The promoted price of a promoted product (spec 02 §3 rebatedPrice, §6 'promoted-price qualification'): shown
 * beside the struck-out regular price only when it is lower, as a rebated digital price is (spec 02 §9); otherwise
 * there is no promoted price.
 */
export function promotedPrice(regularPrice: number, rebatedPrice: number | null): number | null {
  if (rebatedPrice === null || rebatedPrice < 0) return null;
  return rebatedPrice < regularPrice ? rebatedPrice : null;
}

/** A promotion of a product: its rebated price and when it ends (null: while the shop keeps it). */
export interface Promotion {
  rebatedPrice: number | null;
  endsAt: Date | null;
}

/** A promotion holds until its end, not at it. */
export function promotionHolds(promotion: Pick<Promotion, "endsAt">, now: Date): boolean {
  return promotion.endsAt === null || promotion.endsAt.getTime() > now.getTime();
}

/**
 * The price a parent pays for one piece of a promoted product at `now` (decision 0042): the lowest rebated price of
 * its promotions that still hold, when lower than the regular price (`promotedPrice`); null when none qualifies.
 * Every parent qualifies alike, wherever the product is priced (the editor, the buy screen, the cart, the order).
 */
export function promotedUnitPrice(
  regularPrice: number,
  promotions: readonly Promotion[],
  now: Date,
): number | null {
  let lowest: number | null = null;
  for (const promotion of promotions) {
    if (!promotionHolds(promotion, now)) continue;
    const price = promotedPrice(regularPrice, promotion.rebatedPrice);
    if (price !== null && (lowest === null || price < lowest)) lowest = price;
  }
  return lowest;
}
