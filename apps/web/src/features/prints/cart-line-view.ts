import type { CartLineView } from "../../lib/cart-line-kinds.ts";
import { PrintLineMedia } from "./components/PrintLineMedia.tsx";

/** A print line in the cart: its picture as cropped; its edit page opens the size and the crop again. */
export const printLineView: CartLineView = {
  Media: PrintLineMedia,
  editable: true,
};
