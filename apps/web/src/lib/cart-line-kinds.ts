import type { OrderLine } from "@shop/contracts/cart";
import type { ProductKind } from "@shop/domain/product-kind";
import type { ComponentType } from "react";

/**
 * What one kind of line adds to its row in the cart (ui/OrderLineRow.tsx draws what every line has). The kinds
 * register theirs in app/cart-line-views.ts, so the cart names no kind and imports no other feature.
 */
export interface CartLineView {
  /** The picture at the row's start, in place of the line's own pictures. */
  Media?: ComponentType<{ line: OrderLine }>;
  /** What shows under the row (a package's items). */
  Details?: ComponentType<{ line: OrderLine }>;
  /** Whether /shopping-cart/edit/{uuid} changes the line (one the server gives an edit link goes there instead). */
  editable?: boolean;
  /** Starts the reads of the line's edit page, while its code downloads. */
  prefetchEdit?: (line: OrderLine) => Promise<unknown>;
}
/** The views of the shop's own kinds; a line of any other kind the server sells shows as a plain row. */
export type CartLineViews = Partial<Record<ProductKind, CartLineView>>;

/** The page that changes one kind of line at /shopping-cart/edit/{uuid} (app/cart-line-editors.ts lists them). */
export type CartLineEditor = ComponentType<{ line: OrderLine }>;
export type CartLineEditors = Partial<Record<ProductKind, CartLineEditor>>;

/** A kind's entry of a list of views or editors; none for a kind the list does not name (nor for `constructor`). */
export function ofKind<T>(list: Partial<Record<ProductKind, T>>, kind: string): T | undefined {
  return Object.hasOwn(list, kind) ? list[kind as ProductKind] : undefined;
}

/** What the app hands the cart's routes: each list loaded with the page that needs it. */
export interface CartLineKinds {
  views: () => Promise<CartLineViews>;
  editors: () => Promise<CartLineEditors>;
}
