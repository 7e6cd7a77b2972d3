import { type InvoiceSettings, InvoiceSettingsView } from "@shop/contracts/studio-invoices";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { studioKeys } from "../../auth/api/me.ts";

const path = "/api/studio/settings/invoices";

export const invoiceSettingsKey = [...studioKeys.all, "settings", "invoices"] as const;

export const invoiceSettingsQuery = queryOptions({
  queryKey: invoiceSettingsKey,
  queryFn: () => apiGet(path, InvoiceSettingsView),
});

export function useInvoiceSettings() {
  return useQuery(invoiceSettingsQuery);
}

/** Saving answers the settings as kept (the numbers as digits); the record reads again. */
export function useSaveInvoiceSettings() {
  return useMutation({
    mutationFn: (settings: InvoiceSettings) => apiSend("PUT", path, settings, InvoiceSettingsView),
    onSuccess: (saved) => {
      queryClient.setQueryData(invoiceSettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
    },
  });
}
