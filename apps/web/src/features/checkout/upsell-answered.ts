import type { UpsellItem } from "@shop/contracts/checkout";

/**
 * The upsell offers the parent has answered ('No thanks', 'Add to cart' or closing the dialog) in this browser
 * session, so that going back to the cart and on to the checkout again does not ask the same again. An offer is known
 * by what it offers: one with other catalogues or other pictures is new, and is shown.
 */
export const upsellAnsweredKey = "shop.checkout.upsellAnswered";

export function upsellIdentity(item: UpsellItem): string {
  const parts =
    item.type === "CATALOGUE"
      ? item.catalogues.map((c) => c.uuid)
      : item.products.map((p) => `${p.type}:${p.pictureType}:${p.subject.uuid}`);
  return `${item.type}:${[...parts].sort().join(",")}`;
}

function answered(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(upsellAnsweredKey) ?? "[]");
    return Array.isArray(stored) ? stored.filter((s): s is string => typeof s === "string") : [];
  } catch {
    return [];
  }
}

/** The offers of this checkout the parent has not answered yet in this session, in their order. */
export function unansweredUpsells(list: readonly UpsellItem[]): UpsellItem[] {
  const known = new Set(answered());
  return list.filter((item) => !known.has(upsellIdentity(item)));
}

export function rememberUpsellAnswered(item: UpsellItem): void {
  try {
    const known = new Set(answered()).add(upsellIdentity(item));
    sessionStorage.setItem(upsellAnsweredKey, JSON.stringify([...known]));
  } catch {
    // Without session storage the offer may be shown again at the next checkout; nothing else depends on it.
  }
}
