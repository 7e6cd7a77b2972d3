import type { OrderLine } from "@shop/contracts/cart";
import { createElement, lazy, Suspense } from "react";
import type { CartLineView } from "../../lib/cart-line-kinds.ts";

// Loaded only for a cart that holds a print, so the cart's own files stay as they were (written without JSX: the
// build groups the kinds' `cart-line-view.ts` files with the cart's, vite-plugins/page-parts.ts).
const LazyMedia = lazy(async () => ({
  default: (await import("./components/PrintLineMedia.tsx")).PrintLineMedia,
}));

function PrintLineMedia({ line }: { line: OrderLine }) {
  return createElement(
    Suspense,
    { fallback: createElement("div", { className: "aspect-[2/3] w-full rounded-md bg-border" }) },
    createElement(LazyMedia, { line }),
  );
}

/** A print line in the cart: its picture as cropped; its edit page opens the size and the crop screen again. */
export const printLineView: CartLineView = {
  Media: PrintLineMedia,
  editable: true,
};
