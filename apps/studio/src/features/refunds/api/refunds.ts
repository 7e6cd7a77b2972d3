import { type StudioRefundBody, StudioRefundOrder, StudioRefundResult } from "@shop/contracts/studio-refunds";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const refundKeys = {
  order: (orderUuid: string) => [...studioKeys.all, "refunds", orderUuid] as const,
};

const refundPath = (orderUuid: string) => `/api/studio/orders/${encodeURIComponent(orderUuid)}/refund`;

export const refundOrderQuery = (orderUuid: string) =>
  queryOptions({
    queryKey: refundKeys.order(orderUuid),
    queryFn: () => apiGet(refundPath(orderUuid), StudioRefundOrder),
  });

export function useRefundOrder(orderUuid: string) {
  return useQuery(refundOrderQuery(orderUuid));
}

/** Refunds through Stripe; the page shows the order as the answer has it afterwards. */
export function useRefund(orderUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: StudioRefundBody) => apiSend("POST", refundPath(orderUuid), body, StudioRefundResult),
    onSuccess: (result) => client.setQueryData(refundKeys.order(orderUuid), result.order),
  });
}
