import { ProductKind } from "@shop/contracts/cart";
import type { OrderLineKind } from "./kind.ts";

/**
 * The kinds of order line the shop sells, handed to the cart when the app (or an operator's command) starts
 * (modules/kinds.ts): cart, checkout, orders, delivery and production ask them and import no kind, so a new kind
 * changes none of them (issue 29). One list per process: every shop of the process sells the same kinds.
 */
let handed: { kinds: readonly OrderLineKind[]; byName: ReadonlyMap<string, OrderLineKind> } | null = null;

/** Hands the cart the kinds it sells; a later call replaces them (a test that adds a kind of its own). */
export function handKinds(kinds: readonly OrderLineKind[]): void {
  const byName = new Map(kinds.map((k) => [k.name, k]));
  // The contract's line names its kind: a name it would refuse, or two kinds of one name, fail the start.
  if (byName.size !== kinds.length) throw new Error("two kinds of order line have the same name");
  for (const { name } of kinds)
    if (!ProductKind.safeParse(name).success) throw new Error(`not a name of a kind of order line: ${name}`);
  handed = { kinds, byName };
}

function handedKinds(): NonNullable<typeof handed> {
  // Without its kinds the cart would quietly drop every line: a start that forgot them fails at once.
  if (handed === null) throw new Error("the cart was handed no kinds of order line (modules/kinds.ts)");
  return handed;
}

/** Every kind of order line the shop sells. */
export function lineKinds(): readonly OrderLineKind[] {
  return handedKinds().kinds;
}

/** The kind of a product (products.kind, an order line's productKind); null for one the shop does not sell. */
export function lineKind(name: string): OrderLineKind | null {
  return handedKinds().byName.get(name) ?? null;
}

/** Whether lines of these kinds are all downloads, so nothing needs to be sent (a digital delivery). */
export function allDownloads(names: Iterable<string>): boolean {
  for (const name of names) if (lineKind(name)?.fulfilment !== "download") return false;
  return true;
}
