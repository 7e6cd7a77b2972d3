import type { OrderStatus } from "./order-lifecycle.ts";

/**
 * The moves the studio makes by hand (issue 32): making, sending, handing over. Paid, cancelled and refunded are not
 * among them: each moves money or downloads and has its own service (the invoice's, the refund's).
 */
export const fulfilmentStatuses = [
  "in_production",
  "shipped",
  "ready_for_pickup",
  "delivered",
  "collected",
] as const satisfies readonly OrderStatus[];
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

export type DeliveryKind = "postage" | "store-pickup" | "school-pickup" | "digital-delivery";

/**
 * Whether an order of this delivery can be moved to this status at all, beside the transition table: only a posted
 * order is shipped, only one picked up at a school or store is made ready for pickup and collected, and a digital
 * order has nothing to make or send, so it is only ever delivered.
 */
export function deliveryAllows(delivery: DeliveryKind, to: OrderStatus): boolean {
  switch (to) {
    case "shipped":
      return delivery === "postage";
    case "ready_for_pickup":
    case "collected":
      return delivery === "store-pickup" || delivery === "school-pickup";
    case "in_production":
      return delivery !== "digital-delivery";
    default:
      return true;
  }
}
