import { SalesFigures, StudioJobSalesResponse } from "@shop/contracts/studio-sales";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";

/** A range of days asked for; both ends open: the server's default (the shop's last 30 days, a job's window). */
export interface SalesRange {
  from?: string;
  to?: string;
}

function search(values: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

export const salesKeys = {
  all: ["sales"] as const,
  shop: (range: SalesRange) => [...salesKeys.all, "shop", range] as const,
  job: (jobUuid: string) => [...salesKeys.all, "job", jobUuid] as const,
};

/** The shop's numbers over the range; the last range's stay on screen while a new one loads. */
export function useShopSales(range: SalesRange) {
  return useQuery({
    queryKey: salesKeys.shop(range),
    queryFn: () => apiGet(`/api/studio/sales${search({ ...range })}`, SalesFigures),
    placeholderData: keepPreviousData,
  });
}

/** A job's numbers over its order window. */
export function useJobSales(jobUuid: string) {
  return useQuery({
    queryKey: salesKeys.job(jobUuid),
    queryFn: () => apiGet(`/api/studio/sales/jobs/${jobUuid}`, StudioJobSalesResponse),
  });
}

/** Where the accounting CSV of the shop's range, or of a job's lines, downloads from. */
export function salesCsvHref(values: { job?: string } & SalesRange): string {
  return `/api/studio/sales/lines.csv${search({ ...values })}`;
}
