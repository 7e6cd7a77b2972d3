import { cartQuery } from "../../lib/queries/cart.ts";
import { queryClient } from "../../lib/query-client.ts";

/** Fetches the cart while the page's code downloads; a failure is left to the page's own error state. */
export async function cartLoader() {
  try {
    await queryClient.ensureQueryData(cartQuery);
  } catch {
    // The page shows the error with 'Try again'.
  }
  return null;
}
