/** The states of an order (DESIGN § How the pieces are shaped). */
export const orderStatuses = [
  "created",
  "awaiting_payment",
  "paid",
  "invoiced",
  "in_production",
  "shipped",
  "ready_for_pickup",
  "delivered",
  "collected",
  "cancelled",
  "refunded",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where each state may go (issue 32). Only an order nobody has paid for yet may be cancelled; a paid one is
 * refunded instead, whole (the status `refunded`) or in part (payment events and the lines' refunded amounts; the
 * status stays). From production an order is shipped (carrier and tracking link) and then delivered, or made ready
 * for pickup at the school or the store and then collected; an order with nothing to send (digital only) may go
 * straight to delivered. An invoiced order is placed but not paid: it is marked paid when the invoice is settled (a
 * status change only while nothing is made yet; afterwards its paidAt alone), or cancelled when it never will be.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ["awaiting_payment", "cancelled"],
  awaiting_payment: ["paid", "invoiced", "cancelled"],
  paid: ["in_production", "delivered", "refunded"],
  invoiced: ["paid", "in_production", "cancelled"],
  in_production: ["shipped", "ready_for_pickup", "delivered", "refunded"],
  shipped: ["delivered", "refunded"],
  ready_for_pickup: ["collected", "refunded"],
  delivered: ["refunded"],
  collected: ["refunded"],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

export class OrderTransitionError extends Error {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  constructor(from: OrderStatus, to: OrderStatus) {
    super(`An order cannot go from ${from} to ${to}`);
    this.name = "OrderTransitionError";
    this.from = from;
    this.to = to;
  }
}

export function assertTransition(from: OrderStatus, to: OrderStatus): void {
  if (!canTransition(from, to)) throw new OrderTransitionError(from, to);
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}

/**
 * Paid or invoiced, or anything after: the order counts as placed (history, downloads, receipt) and its products may
 * be made (an invoiced order is made and sent before its invoice is paid), so the operator's print files exist.
 */
export const confirmedStatuses: readonly OrderStatus[] = [
  "paid",
  "invoiced",
  "in_production",
  "shipped",
  "ready_for_pickup",
  "delivered",
  "collected",
];

export function isConfirmedStatus(status: OrderStatus): boolean {
  return confirmedStatuses.includes(status);
}

/** The placed states an order paid by invoice may be in while its invoice is not settled: placed, and not "paid". */
export const unsettledInvoiceStatuses: readonly OrderStatus[] = confirmedStatuses.filter((s) => s !== "paid");
