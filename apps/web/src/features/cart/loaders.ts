import type { LoaderFunctionArgs } from "react-router";
import { type CartLineViews, ofKind } from "../../lib/cart-line-kinds.ts";
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

/** /shopping-cart/edit/:orderLineUuid: the cart, then what the line's kind reads for its edit page. */
export function editCartLineLoader(views: () => Promise<CartLineViews>) {
  return async ({ params }: LoaderFunctionArgs) => {
    try {
      const [cart, kinds] = await Promise.all([queryClient.ensureQueryData(cartQuery), views()]);
      const line = cart.orderLines.find((l) => l.uuid === params.orderLineUuid);
      if (line) await ofKind(kinds, line.product.kind)?.prefetchEdit?.(line);
    } catch {
      // The page shows the error with 'Try again'.
    }
    return null;
  };
}
