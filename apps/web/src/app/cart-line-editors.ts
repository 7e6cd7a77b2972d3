import { PackageLineEditor } from "../features/packages/pages/PackageLineEditor.tsx";
import { PrintLineEditor } from "../features/prints/pages/PrintLineEditor.tsx";
import { TemplateLineEditor } from "../features/products/pages/TemplateLineEditor.tsx";
import type { CartLineEditors } from "../lib/cart-line-kinds.ts";

/** The kinds of line changed at /shopping-cart/edit/{uuid}, with their page (a lazy chunk of its own). */
export const cartLineEditors: CartLineEditors = {
  template_product: TemplateLineEditor,
  package: PackageLineEditor,
  print: PrintLineEditor,
};
