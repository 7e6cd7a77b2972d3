import { readConsent } from "./consent.ts";
import { settingsQuery } from "./queries/settings.ts";
import { queryClient } from "./query-client.ts";

/**
 * The analytics hooks of spec 01 §4 and 03 §7 (sign-in, registration, add to cart, purchase), pushed to the tag
 * manager's `window.dataLayer` in GA4's event names and fields. Only when the operator configured a script
 * (`CONSENT_SCRIPT_URL`, decision 0029) and the visitor allowed tracking; never otherwise, not even into an array no
 * script reads. No personal data: products by their uuid and name, an order by its uuid, amounts and counts; never a
 * child's name, an address, an e-mail or a picture. The cart's and the order's events are in cart-analytics.ts, a
 * chunk of its own, so the front page carries only this.
 */

export interface Item {
  item_id: string;
  item_name: string;
  /** One piece, in the currency's units (GA4's convention), what the parent pays for it. */
  price: number;
  quantity: number;
}

export type Ecommerce = { currency: string; value: number; items: Item[] };

export type AnalyticsEvent =
  | { event: "login"; method: "email" }
  | { event: "sign_up"; method: "code" | "invite" }
  | { event: "add_to_cart"; ecommerce: Ecommerce }
  | { event: "purchase"; ecommerce: Ecommerce & { transaction_id: string } };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function trackingAllowed(): boolean {
  const scriptUrl = queryClient.getQueryData(settingsQuery.queryKey)?.consent.scriptUrl;
  return typeof window !== "undefined" && !!scriptUrl && readConsent() === true;
}

export function track(event: AnalyticsEvent): void {
  if (!trackingAllowed()) return;
  window.dataLayer ??= [];
  // GA4's tag manager keeps the last ecommerce object; clearing it first keeps one event's items out of the next.
  if ("ecommerce" in event) window.dataLayer.push({ ecommerce: null });
  window.dataLayer.push(event);
}
