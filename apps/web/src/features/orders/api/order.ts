import { type Order, OrderResponse } from "@shop/contracts/orders";
import { digitalFilesReleased } from "@shop/domain/invoice";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { answerRefreshMs } from "../../../lib/query-client.ts";
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
    // An invoice not paid yet changes when the photographer marks it paid: a parent who comes back to the tab (from
    // the mail saying so) sees the downloads, not a receipt still saying they come when it is paid. Any other answer
    // is asked again as every answer is (its signed links).
    refetchOnWindowFocus: (query) => {
      const order = query.state.data;
      if (order?.containDigitalProducts && !digitalFilesReleased(order.payment)) return "always";
      return Date.now() - query.state.dataUpdatedAt >= answerRefreshMs;
    },
  });
}

export function useOrder(orderUuid: string) {
  return useQuery(orderQuery(orderUuid));
}
