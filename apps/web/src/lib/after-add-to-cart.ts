import { RetouchOptionsResponse } from "@shop/contracts/retouch";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "./api.ts";
import { queryClient } from "./query-client.ts";
import { queryKeys } from "./query-keys.ts";

/** The retouch options of the cart (GET /api/webshop/cart/retouch). */
export function fetchRetouchOptions(): Promise<RetouchOptionsResponse> {
  return apiGet("/api/webshop/cart/retouch", RetouchOptionsResponse);
}

/** Under the cart's key: whatever changes the cart refreshes the retouch options too. */
export const retouchOptionsQuery = queryOptions({
  queryKey: [...queryKeys.cart.all, "retouch"] as const,
  queryFn: fetchRetouchOptions,
  // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
  retryOnMount: false,
});

/**
 * Where a parent goes after adding to the cart (spec 02 §4 Add to cart, §2 Packages): to the retouch options when the
 * shop sells retouch and the cart has pictures that may be retouched, otherwise to the cart. The retouch page is told
 * which lines were added (`?line=`), so it shows their pictures first. The options read here stay in the query
 * cache, so the retouch page shows them without asking again. When they cannot be read the cart is the safe place:
 * nothing is lost, and the cart links to retouch as well.
 */
export async function pathAfterAddToCart(addedLines: readonly string[]): Promise<string> {
  try {
    const options = await queryClient.fetchQuery(retouchOptionsQuery);
    if (!options.available || options.pictures.length === 0) return "/shopping-cart";
    const query = new URLSearchParams(addedLines.map((line) => ["line", line]));
    return addedLines.length > 0 ? `/shopping-cart/retouch?${query}` : "/shopping-cart/retouch";
  } catch {
    return "/shopping-cart";
  }
}
