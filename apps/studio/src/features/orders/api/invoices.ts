import { OrderInvoices } from "@shop/contracts/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { orderKeys } from "./orders.ts";

/** The order's invoice and credit notes (issue 33, invoice33), under the order's key so a change reads them again. */
export const orderInvoicesQuery = (uuid: string) =>
  queryOptions({
    queryKey: [...orderKeys.order(uuid), "invoices"] as const,
    queryFn: () => apiGet(`/api/studio/orders/${encodeURIComponent(uuid)}/invoices`, OrderInvoices),
  });

export function useOrderInvoices(uuid: string) {
  return useQuery(orderInvoicesQuery(uuid));
}
