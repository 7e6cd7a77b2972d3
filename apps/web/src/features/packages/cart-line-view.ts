import type { CartLineView } from "../../lib/cart-line-kinds.ts";
import { prefetchDesigns } from "../../shared/template-preview/prefetch-designs.ts";
import { PackageLineDetails } from "./components/PackageLineDetails.tsx";
import { PackageLineMedia } from "./components/PackageLineMedia.tsx";

/** A package's line in the cart: its items under the row, and the package editor at its edit page. */
export const packageLineView: CartLineView = {
  Media: PackageLineMedia,
  Details: PackageLineDetails,
  editable: true,
  prefetchEdit: (line) =>
    prefetchDesigns(
      (line.package?.packageItems ?? []).flatMap((item) => (item.template ? [item.template] : [])),
      line.subjects[0]?.uuid,
    ),
};
