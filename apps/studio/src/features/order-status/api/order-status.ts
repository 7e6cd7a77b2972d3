import {
  type ChangeClassStatusBody,
  type ChangeOrdersStatusBody,
  ExpectedDateBody,
  StatusChangeResponse,
  StudioDeliveryResponse,
  StudioOrderTimelineResponse,
} from "@shop/contracts/studio-order-status";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

/**
 * The order-status calls (issue 32). Every change invalidates all order-ish answers (`orders` here, orders32's list
 * and page use the same root), so a list or page open beside the dialog shows the new status.
 */
export const orderStatusKeys = {
  all: [...studioKeys.all, "orders"] as const,
  timeline: (uuid: string) => [...studioKeys.all, "orders", "timeline", uuid] as const,
  delivery: (jobUuid: string) => [...studioKeys.all, "orders", "delivery", jobUuid] as const,
};

export const orderTimelineQuery = (uuid: string) =>
  queryOptions({
    queryKey: orderStatusKeys.timeline(uuid),
    queryFn: () =>
      apiGet(`/api/studio/orders/${encodeURIComponent(uuid)}/timeline`, StudioOrderTimelineResponse),
  });

export function useOrderTimeline(uuid: string, enabled = true) {
  return useQuery({ ...orderTimelineQuery(uuid), enabled });
}

export const deliveryQuery = (jobUuid: string) =>
  queryOptions({
    queryKey: orderStatusKeys.delivery(jobUuid),
    queryFn: () => apiGet(`/api/studio/jobs/${encodeURIComponent(jobUuid)}/delivery`, StudioDeliveryResponse),
  });

export function useDelivery(jobUuid: string) {
  return useQuery(deliveryQuery(jobUuid));
}

function useOrdersChange<V, R>(send: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: orderStatusKeys.all }),
  });
}

export function useChangeStatus() {
  return useOrdersChange((body: ChangeOrdersStatusBody) =>
    apiSend("POST", "/api/studio/orders/status", body, StatusChangeResponse),
  );
}

export function useChangeClassStatus() {
  return useOrdersChange((body: ChangeClassStatusBody) =>
    apiSend("POST", "/api/studio/orders/status/by-class", body, StatusChangeResponse),
  );
}

export function useDelay(uuid: string) {
  return useOrdersChange((body: ExpectedDateBody) =>
    apiSend(
      "POST",
      `/api/studio/orders/${encodeURIComponent(uuid)}/expected-date`,
      body,
      ExpectedDateBody.pick({ expectedDate: true }),
    ),
  );
}
