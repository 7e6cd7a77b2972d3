import { type FulfilmentStatus, fulfilmentStatuses } from "@shop/domain/order-fulfilment";
import { type OrderStatus, orderTransitions } from "@shop/domain/order-lifecycle";

/**
 * The statuses the dialog offers for these orders: every studio move the transition table allows from any of their
 * statuses (an order that cannot make the move chosen is named back by the server, the others move).
 */
export function nextStatuses(statuses: readonly OrderStatus[]): FulfilmentStatus[] {
  return fulfilmentStatuses.filter((to) => statuses.some((from) => orderTransitions[from].includes(to)));
}
