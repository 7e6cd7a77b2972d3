/** One row of a product's price list (productprices of spec 02 §3), in minor units, VAT included. */
export interface ProductPrice {
  /** The tier starts at this quantity. */
  quantity: number;
  price: number;
  /** Replaces `price` while set and lower. */
  campaignPrice: number | null;
}

export interface UnitPrice {
  regular: number;
  actual: number;
}

function lowestTier(prices: readonly ProductPrice[]): ProductPrice {
  let lowest: ProductPrice | undefined;
  for (const p of prices) if (lowest === undefined || p.quantity < lowest.quantity) lowest = p;
  // A product without prices cannot be sold; callers only price products that have a price list.
  if (lowest === undefined) throw new RangeError("a product without prices has no unit price");
  return lowest;
}

/**
 * The unit price for a line of `quantity`: the tier with the highest starting quantity not above it, else the lowest
 * tier (a line below every tier pays the first price); the campaign price counts when it is lower.
 */
export function unitPrice(prices: readonly ProductPrice[], quantity: number): UnitPrice {
  let tier = lowestTier(prices);
  for (const p of prices) if (p.quantity <= quantity && p.quantity > tier.quantity) tier = p;
  const actual =
    tier.campaignPrice !== null && tier.campaignPrice < tier.price ? tier.campaignPrice : tier.price;
  return { regular: tier.price, actual };
}

/** The price of the lowest tier: what one piece costs regularly. */
export function regularFirstPrice(prices: readonly ProductPrice[]): number {
  return lowestTier(prices).price;
}

/**
 * Spec 03 §5: a rebated digital price is used only if it is not higher than the product's regular first price;
 * otherwise it is ignored (null).
 */
export function effectiveRebatedPrice(regularFirst: number, rebated: number | null): number | null {
  if (rebated === null || rebated > regularFirst) return null;
  return rebated;
}

/**
 * The unit price for a line of `quantity` when a rebated unit price may apply too (a promoted product's price,
 * decision 0042): the tier's price, or the rebated one when it is lower still.
 */
export function unitPriceWith(
  prices: readonly ProductPrice[],
  quantity: number,
  rebatedUnitPrice: number | null,
): UnitPrice {
  const unit = unitPrice(prices, quantity);
  return rebatedUnitPrice !== null && rebatedUnitPrice < unit.actual
    ? { regular: unit.regular, actual: rebatedUnitPrice }
    : unit;
}

/** What the chosen sub-products (spec 02 §3 subproducts) add to each piece; a uuid the product does not offer adds nothing. */
export function subProductExtra(
  offered: ReadonlyArray<{ uuid: string; extraPrice: number }>,
  chosen: readonly string[],
): number {
  const wanted = new Set(chosen);
  return offered.reduce((sum, option) => (wanted.has(option.uuid) ? sum + option.extraPrice : sum), 0);
}

export interface LinePrices {
  /** Regular unit price (plus sub-product extras) × quantity. */
  linePrice: number;
  /** What the line costs after a campaign or rebated price. */
  actualLinePrice: number;
}

/**
 * A line's prices: the tier for its quantity, a rebated price where one applies (already checked with
 * effectiveRebatedPrice) when it is lower still, and the extra price of chosen sub-products on each piece.
 */
export function linePrices(
  prices: readonly ProductPrice[],
  quantity: number,
  options: { rebatedUnitPrice?: number | null; extraPerUnit?: number } = {},
): LinePrices {
  const unit = unitPriceWith(prices, quantity, options.rebatedUnitPrice ?? null);
  const extra = options.extraPerUnit ?? 0;
  return { linePrice: (unit.regular + extra) * quantity, actualLinePrice: (unit.actual + extra) * quantity };
}

/**
 * What one digital file or set costs: the regular first price, and the price the customer pays when it is lower
 * (a campaign price, or the rebated digital price where spec 03 §5 lets it count). Digital lines hold one piece.
 */
export interface DigitalUnitPrice {
  regular: number;
  actual: number;
  /** `actual` when lower than `regular`, else null: what the offers show as the rebated price. */
  rebatedPrice: number | null;
}

export function digitalUnitPrice(prices: readonly ProductPrice[], rebated: number | null): DigitalUnitPrice {
  const regular = regularFirstPrice(prices);
  const tier = unitPrice(prices, 1);
  const rebatedPrice = effectiveRebatedPrice(regular, rebated);
  const actual = rebatedPrice !== null && rebatedPrice < tier.actual ? rebatedPrice : tier.actual;
  return { regular, actual, rebatedPrice: actual < regular ? actual : null };
}
