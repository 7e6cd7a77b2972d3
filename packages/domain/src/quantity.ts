import { shopLimits } from "./limits.ts";

export interface CartQuantityOptionsInput {
  /** The product's minimum order quantity; default 1. */
  minimum?: number;
  /** The line's maximum; null: the current quantity plus the cart's headroom. */
  maximum: number | null;
  current: number;
  /** Offer 0 first (removing the line). */
  allowZero: boolean;
}

/**
 * The cart's quantity select (spec 02 §5): from the product's minimum to the line's maximum, or to the current
 * quantity + 100 when the line has none; 0 is optional.
 */
export function cartQuantityOptions(input: CartQuantityOptionsInput): number[] {
  const minimum = Math.max(1, input.minimum ?? shopLimits.defaultMinimumQuantity);
  const highest = input.maximum ?? input.current + shopLimits.cartQuantityHeadroom;
  const options: number[] = input.allowZero ? [0] : [];
  for (let q = minimum; q <= highest; q += 1) options.push(q);
  return options;
}

/**
 * A chosen cart quantity: below the minimum becomes the minimum, above the line's maximum (if any) the maximum.
 * 0 is not a quantity here: removing a line is the caller's decision.
 */
export function clampCartQuantity(value: number, minimum: number, maximum: number | null = null): number {
  const floor = Math.max(1, minimum);
  const whole = Math.trunc(value);
  const atLeast = Number.isFinite(whole) && whole > floor ? whole : floor;
  return maximum !== null && atLeast > maximum ? Math.max(floor, maximum) : atLeast;
}

/** Buy screen (spec 02 §5): increase sets at least the product's minimum. */
export function increaseBuyQuantity(current: number, minimum: number): number {
  return Math.max(current + 1, minimum);
}

/** Buy screen: decrease floors at 0. */
export function decreaseBuyQuantity(current: number): number {
  return Math.max(0, current - 1);
}

/** Buy screen: a typed value below the minimum becomes 0, and so does anything that is not a number. */
export function parseBuyQuantity(typed: string | number, minimum: number): number {
  const value = typeof typed === "number" ? typed : typed.trim() === "" ? Number.NaN : Number(typed);
  if (!Number.isFinite(value)) return 0;
  const whole = Math.trunc(value);
  return whole < Math.max(1, minimum) ? 0 : whole;
}

/** Buy screen: 'Add to cart' is disabled while the quantities add up to 0. */
export function canAddToCart(quantities: readonly number[]): boolean {
  return quantities.some((q) => q > 0);
}

/**
 * A catalogue's quantity choice (spec 03 §2.5, §9): 0 up to its maxQuantity, 10 when it names none, and never
 * above the shop's ceiling whatever it names.
 */
export function catalogueQuantityOptions(maxQuantity: number | null | undefined): number[] {
  const max = maxQuantity && maxQuantity > 0 ? maxQuantity : shopLimits.catalogueDefaultMaxQuantity;
  const highest = Math.min(Math.trunc(max), shopLimits.catalogueMaxQuantityCeiling);
  return Array.from({ length: highest + 1 }, (_, n) => n);
}

/** How many of a catalogue one picture set may order: its own maximum, the product's, and the shop's ceiling. */
export function catalogueMaxQuantity(catalogueMax: number, productMax: number | null): number {
  return Math.min(
    catalogueMax,
    productMax ?? shopLimits.catalogueMaxQuantityCeiling,
    shopLimits.catalogueMaxQuantityCeiling,
  );
}
