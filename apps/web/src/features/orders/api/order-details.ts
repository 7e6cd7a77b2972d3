import { OrderDetailsResponse } from "@shop/contracts/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function fetchOrderDetails(orderUuid: string): Promise<OrderDetailsResponse> {
  return apiGet(
    withQuery("/sections/my-account/ajax/get_order_details.php", { uuid: orderUuid }),
    OrderDetailsResponse,
  );
}

export function orderDetailsQuery(orderUuid: string) {
  return queryOptions({
    queryKey: queryKeys.orders.details(orderUuid),
    queryFn: () => fetchOrderDetails(orderUuid),
    // A confirmed order does not change its lines; it is fetched once per visit.
    staleTime: 5 * 60_000,
  });
}

export function useOrderDetails(orderUuid: string) {
  return useQuery(orderDetailsQuery(orderUuid));
}
