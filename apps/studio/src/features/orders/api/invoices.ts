import { OrderInvoices } from "@shop/contracts/invoices";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { studioKeys } from "../../auth/api/me.ts";
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

/**
 * Credits the order's invoice (owner): the answer is the order's documents with the credit note; the order (now
 * cancelled or refunded), its timeline and mails and the record read again.
 */
export function useCreditInvoice(uuid: string) {
  return useMutation({
    mutationFn: () =>
      apiSend(
        "POST",
        `/api/studio/orders/${encodeURIComponent(uuid)}/invoices/credit`,
        undefined,
        OrderInvoices,
      ),
    onSuccess: (documents) => {
      queryClient.setQueryData(orderInvoicesQuery(uuid).queryKey, documents);
      void queryClient.invalidateQueries({ queryKey: orderKeys.order(uuid) });
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
    },
  });
}
