import type { CartLineView } from "../../lib/cart-line-kinds.ts";
import { prefetchDesigns } from "../../shared/template-preview/prefetch-designs.ts";
import { TemplateLineMedia } from "./components/TemplateLineMedia.tsx";

/** A template product's line in the cart: its first page, and the editor's 'Update cart' at its edit page. */
export const templateLineView: CartLineView = {
  Media: TemplateLineMedia,
  editable: true,
  prefetchEdit: (line) => prefetchDesigns(line.template ? [line.template] : [], line.subjects[0]?.uuid),
};
