import { type PrintOffer, PrintOffersResponse } from "@shop/contracts/prints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api.ts";

/**
 * The shop's print sizes on sale (kept a minute: the studio changes them rarely). In lib/ because the picture set's
 * viewer offers 'Order a print' only where the shop sells prints, and the print pages choose among them.
 */
export const printOffersQuery = queryOptions({
  queryKey: ["prints", "offers"] as const,
  queryFn: async (): Promise<PrintOffer[]> =>
    (await apiGet("/api/webshop/prints", PrintOffersResponse)).prints,
  staleTime: 60_000,
});

export function usePrintOffers(enabled = true) {
  return useQuery({ ...printOffersQuery, enabled });
}

/** The page that orders a print of a picture of a picture set. */
export function orderPrintPath(pictureSetUuid: string, pictureUuid: string): string {
  return `/prints/${encodeURIComponent(pictureSetUuid)}/${encodeURIComponent(pictureUuid)}`;
}
