import { LegacyPageResponse } from "@shop/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const legacyPageQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.legacyPage(id),
    queryFn: () => apiGet(`/api/webshop/legacy-pages/${encodeURIComponent(id)}`, LegacyPageResponse),
    staleTime: 60_000,
    // A missing page stays missing: asking again would only delay 'Page not found'.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useLegacyPage(id: string) {
  return useQuery(legacyPageQuery(id));
}
