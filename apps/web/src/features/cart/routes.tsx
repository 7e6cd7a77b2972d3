import type { RouteObject } from "react-router";
import type { CartLineKinds } from "../../lib/cart-line-kinds.ts";
import { cartLoader, editCartLineLoader } from "./loaders.ts";

/** Children of the protected layout: the cart and a line's edit page, each with the kinds' part it shows. */
export function cartRoutes(kinds: CartLineKinds): RouteObject[] {
  return [
    {
      path: "shopping-cart",
      loader: cartLoader,
      lazy: async () => {
        const [{ CartPage }, views] = await Promise.all([import("./pages/CartPage.tsx"), kinds.views()]);
        return { element: <CartPage views={views} /> };
      },
    },
    {
      path: "shopping-cart/edit/:orderLineUuid",
      loader: editCartLineLoader(kinds.views),
      lazy: async () => {
        const [{ EditCartLinePage }, editors] = await Promise.all([
          import("./pages/EditCartLinePage.tsx"),
          kinds.editors(),
        ]);
        return { element: <EditCartLinePage editors={editors} /> };
      },
    },
  ];
}
