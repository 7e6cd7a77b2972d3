import { type OrderListItem, OrderListResponse } from "@shop/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function fetchOrderList(): Promise<OrderListItem[]> {
  return (await apiGet("/ajax/user/get_order_list.php", OrderListResponse)).orders;
}

export const orderListQuery = queryOptions({
  queryKey: queryKeys.orders.list,
  queryFn: fetchOrderList,
  // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
  retryOnMount: false,
});

export function useOrderList() {
  return useQuery(orderListQuery);
}
