import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../lib/query-client.ts";
import { orderQuery } from "./api/order.ts";
import { orderDetailsQuery } from "./api/order-details.ts";
import { orderListQuery } from "./api/order-list.ts";

/**
 * The list and an expanded order's details are fetched side by side. Only the list is waited for: expanding a
 * row then moves the route at once and the row shows 'Loading details' while its details arrive.
 * A failure is left to the page, which shows its own error state.
 */
export async function ordersLoader({ params }: LoaderFunctionArgs) {
  if (params.orderUuid) void queryClient.prefetchQuery(orderDetailsQuery(params.orderUuid));
  try {
    await queryClient.ensureQueryData(orderListQuery);
  } catch {
    // The page shows the error with 'Try again'.
  }
  return null;
}

/** The receipt's order while the page's code downloads; a failure (404 too) is left to the page. */
export async function receiptLoader({ params }: LoaderFunctionArgs) {
  if (!params.orderUuid) return null;
  try {
    await queryClient.ensureQueryData(orderQuery(params.orderUuid));
  } catch {
    // The page shows the error, or 'Order not found'.
  }
  return null;
}
