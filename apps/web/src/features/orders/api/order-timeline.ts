import { OrderTimelineResponse } from "@shop/contracts/order-timeline";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function fetchOrderTimeline(orderUuid: string): Promise<OrderTimelineResponse> {
  return apiGet(`/api/webshop/user/orders/${encodeURIComponent(orderUuid)}/timeline`, OrderTimelineResponse);
}

/** The order's timeline (issue 32): asked again whenever the parent comes back, as the studio may have moved it. */
export function orderTimelineQuery(orderUuid: string) {
  return queryOptions({
    queryKey: queryKeys.orders.timeline(orderUuid),
    queryFn: () => fetchOrderTimeline(orderUuid),
  });
}

export function useOrderTimeline(orderUuid: string) {
  return useQuery(orderTimelineQuery(orderUuid));
}
