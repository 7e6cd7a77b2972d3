import {
  type BankStatementConfirmBody,
  BankStatementPreview,
  MarkInvoicesPaidResponse,
  StudioInvoiceListResponse,
} from "@shop/contracts/studio-invoices";
import { StudioJobListResponse } from "@shop/contracts/studio-jobs";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const invoiceKeys = {
  all: [...studioKeys.all, "invoices"] as const,
  list: (search: string) => [...studioKeys.all, "invoices", "list", search] as const,
  jobs: () => [...studioKeys.all, "invoices", "jobs"] as const,
};

/** A page of the list; `search` is the page's URL query (filters, page, size) as the server takes it. */
export const invoiceListQuery = (search: string) =>
  queryOptions({
    queryKey: invoiceKeys.list(search),
    queryFn: () => apiGet(`/api/studio/invoices${search ? `?${search}` : ""}`, StudioInvoiceListResponse),
  });

export function useInvoiceList(search: string) {
  // The page before stays while the next loads, so paging does not blank the table.
  return useQuery({ ...invoiceListQuery(search), placeholderData: keepPreviousData });
}

/** The jobs the job filter offers (the jobs area's list call; staff and owner may read both). */
export function useInvoiceFilterJobs() {
  return useQuery({
    queryKey: invoiceKeys.jobs(),
    queryFn: () => apiGet("/api/studio/jobs", StudioJobListResponse),
    staleTime: 60_000,
  });
}

/** Marks the chosen invoices paid; the list (and the orders it links to) are read again. */
export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (invoices: readonly string[]) =>
      apiSend("POST", "/api/studio/invoices/paid", { invoices }, MarkInvoicesPaidResponse),
    onSettled: () => client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}

/** Reads a bank statement on the server and matches its payments; marks nothing. */
export function usePreviewStatement() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return apiSend("POST", "/api/studio/invoices/bank-statement", body, BankStatementPreview);
    },
  });
}

/** Marks the matched lines' invoices paid (via the bank). */
export function useConfirmStatement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BankStatementConfirmBody) =>
      apiSend("POST", "/api/studio/invoices/bank-statement/confirm", body, MarkInvoicesPaidResponse),
    onSettled: () => client.invalidateQueries({ queryKey: studioKeys.all }),
  });
}
