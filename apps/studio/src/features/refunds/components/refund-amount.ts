import type { StudioRefundOrder } from "@shop/contracts/studio-refunds";

/** What is left to refund: paid, less what was refunded or is with Stripe now. */
export function amountLeft(order: StudioRefundOrder): number {
  const pending = order.lines.filter((l) => l.pending).reduce((sum, l) => sum + l.paid, 0);
  return Math.max(order.paid - order.refunded - pending, 0);
}

/** The lines that can still be refunded. */
export function openLines(order: StudioRefundOrder) {
  return order.lines.filter((l) => l.refunded === 0 && !l.pending);
}

/**
 * What the server will refund (payments/refunds.ts plan): the whole of what is left, or the chosen lines' prices;
 * the last open lines take what is left with them (shipping, fees, a voucher's share).
 */
export function refundAmount(order: StudioRefundOrder, whole: boolean, chosen: ReadonlySet<string>): number {
  const left = amountLeft(order);
  const open = openLines(order);
  const lines = open.filter((l) => chosen.has(l.uuid));
  if (whole || (lines.length > 0 && lines.length === open.length)) return left;
  return Math.min(
    lines.reduce((sum, l) => sum + l.paid, 0),
    left,
  );
}
