import type { OrderLineKind } from "./cart/kind.ts";
import { handKinds } from "./cart/kinds.ts";
import { kinds } from "./product-kinds/registry.ts";

/**
 * Hands the kinds of order line to the modules that sell them (the cart, which checkout, orders, delivery and
 * production ask): every start calls it first, the app (buildApp), an operator's command and the tests' setup. A test
 * may add a kind of its own.
 */
export function handKindsToModules(extra: readonly OrderLineKind[] = []): void {
  handKinds([...kinds, ...extra]);
}
