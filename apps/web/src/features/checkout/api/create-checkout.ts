import { CheckoutResponse } from "@shop/contracts/checkout";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function createCheckout(): Promise<CheckoutResponse> {
  return apiSend("POST", "/api/webshop/checkout", undefined, CheckoutResponse);
}

/**
 * POST /api/webshop/checkout as the query of one visit: the key holds the visit's id, so React's double effects
 * and a second render share the one request, and a new visit makes a new checkout. It is never fetched again by
 * itself (a retry is the user's 'Try again').
 */
export function checkoutSessionQuery(visitId: string) {
  return queryOptions({
    queryKey: queryKeys.checkout.session(visitId),
    queryFn: createCheckout,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    retryOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });
}

export function useCheckoutSession(visitId: string) {
  return useQuery(checkoutSessionQuery(visitId));
}

/** 409 'empty_cart': there is nothing to check out. */
export function isEmptyCartError(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 409) return false;
  const body = error.body as { code?: unknown } | null;
  return body?.code === "empty_cart";
}
