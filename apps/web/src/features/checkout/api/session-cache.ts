import type { CheckoutResponse } from "@shop/contracts/checkout";
import type { QueryClient } from "@tanstack/react-query";
import { invalidateCartViews } from "../../../lib/queries/cart.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Writes a call's answer (a new cart, delivery options…) into the visit's checkout session. */
export function patchSession(client: QueryClient, visitId: string, patch: Partial<CheckoutResponse>): void {
  client.setQueryData<CheckoutResponse>(queryKeys.checkout.session(visitId), (session) =>
    session ? { ...session, ...patch } : session,
  );
}

/**
 * The checkout's cart holds shipping and fees the cart page does not show, so the cart itself is fetched again
 * rather than overwritten; the header badge and the product pages follow.
 */
export function refreshCartViews(client: QueryClient): void {
  void invalidateCartViews(client);
}
