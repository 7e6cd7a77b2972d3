import { StudioJobListResponse } from "@shop/contracts/studio-jobs";
import { StudioOrderListResponse, StudioOrderResponse } from "@shop/contracts/studio-orders";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const orderKeys = {
  all: [...studioKeys.all, "orders"] as const,
  list: (search: string) => [...studioKeys.all, "orders", "list", search] as const,
  order: (uuid: string) => [...studioKeys.all, "orders", "order", uuid] as const,
  jobs: () => [...studioKeys.all, "orders", "jobs"] as const,
};

/** A page of the list; `search` is the page's URL query (the filters, the page and its size) as the server takes it. */
export const orderListQuery = (search: string) =>
  queryOptions({
    queryKey: orderKeys.list(search),
    queryFn: () => apiGet(`/api/studio/orders${search ? `?${search}` : ""}`, StudioOrderListResponse),
  });

export function useOrderList(search: string) {
  // The page before stays while the next loads, so paging does not blank the table.
  return useQuery({ ...orderListQuery(search), placeholderData: keepPreviousData });
}

export const orderQuery = (uuid: string) =>
  queryOptions({
    queryKey: orderKeys.order(uuid),
    queryFn: () => apiGet(`/api/studio/orders/${encodeURIComponent(uuid)}`, StudioOrderResponse),
  });

export function useOrder(uuid: string) {
  return useQuery(orderQuery(uuid));
}

/** The jobs the job filter offers (the jobs area's list call; staff and owner may read both). */
export function useOrderFilterJobs() {
  return useQuery({
    queryKey: orderKeys.jobs(),
    queryFn: () => apiGet("/api/studio/jobs", StudioJobListResponse),
    staleTime: 60_000,
  });
}

/** The CSV of the filtered list: a plain link, so the browser streams the download to disk. */
export function ordersCsvUrl(filterSearch: string): string {
  return `/api/studio/orders/export.csv${filterSearch ? `?${filterSearch}` : ""}`;
}

export function printFileUrl(orderUuid: string, lineUuid: string, itemUuid: string | null): string {
  const line = `/api/studio/orders/${orderUuid}/lines/${lineUuid}`;
  return itemUuid === null ? `${line}/print.pdf` : `${line}/items/${itemUuid}/print.pdf`;
}
