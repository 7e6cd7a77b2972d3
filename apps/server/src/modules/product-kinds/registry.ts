import type { OrderLineKind } from "../cart/kind.ts";
import { catalogue } from "./catalogue/index.ts";
import { digitalFile } from "./digital-file/index.ts";
import { digitalSet } from "./digital-set/index.ts";
import { packageKind } from "./package/index.ts";
import { print } from "./print/index.ts";
import { retouch } from "./retouch/index.ts";
import { templateProduct } from "./template-product/index.ts";

/**
 * Every kind of order line the shop sells, handed to the cart at start (modules/kinds.ts); a new kind is its folder
 * and one line here.
 */
export const kinds: readonly OrderLineKind[] = [
  digitalFile,
  digitalSet,
  catalogue,
  templateProduct,
  packageKind,
  retouch,
  print,
];
