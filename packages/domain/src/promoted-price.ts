/**
 * The promoted price of a promoted product (spec 02 §3 rebatedPrice, §6 'promoted-price qualification'): shown
 * beside the struck-out regular price only when it is lower, as a rebated digital price is (spec 02 §9); otherwise
 * there is no promoted price.
 */
export function promotedPrice(regularPrice: number, rebatedPrice: number | null): number | null {
  if (rebatedPrice === null || rebatedPrice < 0) return null;
  return rebatedPrice < regularPrice ? rebatedPrice : null;
}
