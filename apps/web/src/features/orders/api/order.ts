import { type Order, OrderResponse } from "@shop/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function fetchOrder(orderUuid: string): Promise<Order> {
  return (await apiGet(`/api/webshop/user/orders/${encodeURIComponent(orderUuid)}`, OrderResponse)).order;
}

export function orderQuery(orderUuid: string) {
  return queryOptions({
    queryKey: queryKeys.orders.receipt(orderUuid),
    queryFn: () => fetchOrder(orderUuid),
    // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
    retryOnMount: false,
  });
}

export function useOrder(orderUuid: string) {
  return useQuery(orderQuery(orderUuid));
}
