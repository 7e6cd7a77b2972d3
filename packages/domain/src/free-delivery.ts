export type FreeDeliveryStateName = "free" | "spendOver" | "more";

export interface FreeDeliveryState {
  threshold: number;
  state: FreeDeliveryStateName;
  /** What is left to spend for free delivery; 0 once reached. */
  remaining: number;
}

/**
 * The promotional bar of spec 02 §9: 'Free delivery!' once the products reach the threshold, 'Free delivery when
 * you spend over %s' while nothing priced is in the cart, else 'Shop products for %s more and get free delivery!'.
 * A threshold of 0 or above enables it; null (none) hides it.
 */
export function freeDeliveryState(productsTotal: number, threshold: number | null): FreeDeliveryState | null {
  if (threshold === null || threshold < 0) return null;
  if (productsTotal >= threshold) return { threshold, state: "free", remaining: 0 };
  if (productsTotal <= 0) return { threshold, state: "spendOver", remaining: threshold };
  return { threshold, state: "more", remaining: threshold - productsTotal };
}

/** Shipping is free at checkout when the products, after rebates, reach the threshold. */
export function isShippingFree(productsTotal: number, threshold: number | null): boolean {
  return threshold !== null && threshold >= 0 && productsTotal >= threshold;
}
