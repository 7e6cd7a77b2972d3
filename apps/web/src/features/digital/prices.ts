import type { DigitalPrice, DigitalTypeOffer } from "@shop/contracts/digital";

/** What the customer pays: the rebated price where the server kept one (spec 03 §5 drops the others). */
export function effectivePrice(price: DigitalPrice): number {
  return price.rebatedPrice !== null && price.rebatedPrice < price.price ? price.rebatedPrice : price.price;
}

/** The lowest single-picture and whole-set prices over a set's picture types; null where none is for sale. */
export function lowestPrices(offers: readonly DigitalTypeOffer[]): {
  file: number | null;
  set: number | null;
} {
  const lowest = (prices: number[]) => (prices.length === 0 ? null : Math.min(...prices));
  return {
    file: lowest(offers.flatMap((o) => (o.file ? [effectivePrice(o.file)] : []))),
    set: lowest(offers.flatMap((o) => (o.set ? [effectivePrice(o.set)] : []))),
  };
}
