import { queryClient } from "../../lib/query-client.ts";
import { checkoutSessionQuery } from "./api/create-checkout.ts";

/**
 * Each visit of the checkout gets its own id and its one POST /api/webshop/checkout, started while the page's code
 * downloads. A failure is left to the page, which shows it with 'Try again'.
 */
export async function checkoutLoader(): Promise<{ visitId: string }> {
  const visitId = crypto.randomUUID();
  try {
    await queryClient.ensureQueryData(checkoutSessionQuery(visitId));
  } catch {
    // The page shows 'Failed to create checkout: …' or leaves for the product list.
  }
  return { visitId };
}
