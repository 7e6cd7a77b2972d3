import { packageLineView } from "../features/packages/cart-line-view.ts";
import { printLineView } from "../features/prints/cart-line-view.ts";
import { templateLineView } from "../features/products/cart-line-view.ts";
import type { CartLineViews } from "../lib/cart-line-kinds.ts";

/** The kinds of line that add to their row in the cart; a kind not named here shows the row alone. */
export const cartLineViews: CartLineViews = {
  template_product: templateLineView,
  package: packageLineView,
  print: printLineView,
};
