import { type OrderListItem, OrderListResponse } from "@shop/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { answerRefreshMs } from "../../../lib/query-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function fetchOrderList(): Promise<OrderListItem[]> {
  return (await apiGet("/ajax/user/get_order_list.php", OrderListResponse)).orders;
}

export const orderListQuery = queryOptions({
  queryKey: queryKeys.orders.list,
  queryFn: fetchOrderList,
  // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
  retryOnMount: false,
  // While an order's digital pictures wait for its invoice, coming back to the tab asks again: it may be paid now.
  refetchOnWindowFocus: (query) =>
    query.state.data?.some((o) => o.digitalAfterInvoice)
      ? "always"
      : Date.now() - query.state.dataUpdatedAt >= answerRefreshMs,
});

export function useOrderList() {
  return useQuery(orderListQuery);
}
