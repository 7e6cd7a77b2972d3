import { catalogue } from "./catalogue/index.ts";
import { digitalFile } from "./digital-file/index.ts";
import { digitalSet } from "./digital-set/index.ts";
import type { OrderLineKind } from "./kind.ts";
import { packageKind } from "./package/index.ts";
import { retouch } from "./retouch/index.ts";
import { templateProduct } from "./template-product/index.ts";

/** Every kind of order line the shop sells; a new kind is its folder and one line here. */
const kinds: readonly OrderLineKind[] = [
  digitalFile,
  digitalSet,
  catalogue,
  templateProduct,
  packageKind,
  retouch,
];

const byName = new Map<string, OrderLineKind>(kinds.map((k) => [k.name, k]));

/** The kind of a product (products.kind, an order line's productKind); null for one the shop does not sell. */
export function lineKind(name: string): OrderLineKind | null {
  return byName.get(name) ?? null;
}

/** Whether lines of these kinds are all downloads, so nothing needs to be sent (a digital delivery). */
export function allDownloads(names: Iterable<string>): boolean {
  for (const name of names) if (lineKind(name)?.fulfilment !== "download") return false;
  return true;
}
