/**
 * How a delivery option's price is shown in the checkout's list (spec 03 §2.2, §9): an option charges its own price,
 * or a store pickup the price of the place (a store or its express variant) the parent picks. When the places cost
 * the same, that price is shown, and a price of 0 reads 'Free'; when they differ, 'from' the lowest, so a free
 * store beside a paid express variant is never called free.
 */
export type DeliveryPriceDisplay = { kind: "price"; amount: number } | { kind: "from"; amount: number };

export function deliveryPriceDisplay(option: {
  price: number;
  pickupLocations: ReadonlyArray<{ price: number }>;
}): DeliveryPriceDisplay {
  const prices =
    option.pickupLocations.length > 0 ? option.pickupLocations.map((l) => l.price) : [option.price];
  const lowest = Math.min(...prices);
  return prices.every((p) => p === lowest)
    ? { kind: "price", amount: lowest }
    : { kind: "from", amount: lowest };
}
