/** The states of an order (DESIGN § How the pieces are shaped). */
export const orderStatuses = [
  "created",
  "awaiting_payment",
  "paid",
  "invoiced",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Where each state may go. Only an order nobody has paid for yet may be cancelled; a shipped parcel is
 * delivered later, while a pickup goes from production straight to delivered. An invoiced order is placed but not
 * paid: the operator marks it paid when the invoice is settled, or cancels it when it never will be.
 */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  created: ["awaiting_payment", "cancelled"],
  awaiting_payment: ["paid", "invoiced", "cancelled"],
  paid: ["in_production"],
  invoiced: ["paid", "in_production", "cancelled"],
  in_production: ["shipped", "delivered"],
  shipped: ["delivered"],
  delivered: [],
  cancelled: [],
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
  "delivered",
];

export function isConfirmedStatus(status: OrderStatus): boolean {
  return confirmedStatuses.includes(status);
}

/** The placed states an order paid by invoice may be in while its invoice is not settled: placed, and not "paid". */
export const unsettledInvoiceStatuses: readonly OrderStatus[] = confirmedStatuses.filter((s) => s !== "paid");
