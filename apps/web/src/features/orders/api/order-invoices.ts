import { OrderInvoices } from "@shop/contracts/invoices";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function fetchOrderInvoices(orderUuid: string): Promise<OrderInvoices> {
  return apiGet(`/api/webshop/user/orders/${encodeURIComponent(orderUuid)}/invoices`, OrderInvoices);
}

/** How often the receipt asks again while the invoice of an order just placed is being made. */
const waitingMs = 2_000;

/**
 * The order's invoice and credit notes (issue 33). The shop makes an invoice in the background once the order is
 * invoiced, so a receipt that expects one and has none yet (or no PDF yet) asks again until it comes.
 */
export function orderInvoicesQuery(orderUuid: string, expectsInvoice = false) {
  return queryOptions({
    queryKey: queryKeys.orders.invoices(orderUuid),
    queryFn: () => fetchOrderInvoices(orderUuid),
    refetchInterval: (query) => {
      const invoices = query.state.data?.invoices;
      const waiting =
        invoices === undefined || invoices.length === 0 || invoices.some((i) => i.pdfUrl === null);
      return expectsInvoice && waiting && query.state.status !== "error" ? waitingMs : false;
    },
  });
}

export function useOrderInvoices(orderUuid: string, expectsInvoice: boolean) {
  return useQuery(orderInvoicesQuery(orderUuid, expectsInvoice));
}
