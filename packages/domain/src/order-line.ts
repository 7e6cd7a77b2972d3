/**
 * Order-line types of spec 02 §3 / 03 §3: 0 product, 1 and 2 rebate or voucher, 3 fees, shipping and other,
 * 4 total and tax (both readings apply: the summary has a total line and a line with the VAT it includes).
 */
export const orderLineTypes = [0, 1, 2, 3, 4] as const;
export type OrderLineType = (typeof orderLineTypes)[number];

/** The type of a line that sells a product (a cart line, an order's product line). */
export const productLineType = 0 satisfies OrderLineType;

/** Whether a line of a cart, an order or a summary sells a product (type 0), as opposed to a rebate, fee or total. */
export function isProductLine(line: { type: number }): boolean {
  return line.type === productLineType;
}
