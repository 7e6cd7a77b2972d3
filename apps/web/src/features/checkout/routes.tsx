import type { RouteObject } from "react-router";
import { checkoutLoader } from "./loaders.ts";

/** Children of the protected layout: checkout is the signed-in user's cart. */
export const checkoutRoutes: RouteObject[] = [
  {
    path: "shopping-cart/checkout",
    loader: checkoutLoader,
    // A checkout is made once per visit: nothing on the page may run the loader (and its POST) again.
    shouldRevalidate: () => false,
    lazy: async () => ({ Component: (await import("./pages/CheckoutPage.tsx")).CheckoutPage }),
  },
];
