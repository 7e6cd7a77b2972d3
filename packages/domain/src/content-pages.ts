/** Spec 01 §9: the legacy pages' slider. */
export const sliderDefaults = {
  /** How long a slide shows before the next one, in ms (5 s). */
  durationMs: 5000,
  /** Cross-fade between slides, in ms. */
  fadeMs: 500,
  /** Horizontal finger travel, in px, that counts as a swipe. */
  swipeThreshold: 20,
} as const;

/** Spec 01 §2.8: a PromoteCategory module never shows the photobook category. */
export const excludedPromoteCategory = "photobook";

export function promotableCategories<T extends { category: string }>(categories: readonly T[]): T[] {
  return categories.filter((c) => c.category.trim().toLowerCase() !== excludedPromoteCategory);
}

/** The slide a swipe of `dx` px (positive: to the right) leads to, from `current` of `count`. */
export function slideAfterSwipe(current: number, count: number, dx: number): number {
  if (count <= 0 || Math.abs(dx) < sliderDefaults.swipeThreshold) return current;
  return dx < 0 ? (current + 1) % count : (current - 1 + count) % count;
}

/** Spec 03 §9: the consent cookie lasts 365 days, 1 allowed or 0 denied, path /. */
export const consentCookie = {
  name: "cookie_consent",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  allowed: "1",
  denied: "0",
  path: "/",
} as const;

/** The /debug page's flag (decision 0029): while set, an operator-configured recorder may record the session. */
export const debugCookie = { name: "debug_mode", maxAgeSeconds: 24 * 60 * 60, path: "/" } as const;

/** Reads a consent cookie value: true allowed, false denied, null not chosen. */
export function parseConsent(value: string | undefined): boolean | null {
  if (value === consentCookie.allowed) return true;
  if (value === consentCookie.denied) return false;
  return null;
}
