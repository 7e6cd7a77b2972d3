/** Where the cart shows one of its lines: the cart page scrolled to the line (CartPage moves the focus there). */
export function cartLinePath(orderLineUuid: string): string {
  return `/shopping-cart#line-${orderLineUuid}`;
}

/** The element id of a cart line, which `cartLinePath` names. */
export function cartLineId(orderLineUuid: string): string {
  return `line-${orderLineUuid}`;
}
