import { type PhotogiftCategoryInfo, PhotogiftCategoryInfo as Schema } from "@shop/contracts/templates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { templateKeys } from "../../../lib/template-query-keys.ts";

/** GET /api/webshop/templates/photogift/categories/{category}/info — the category's names (the list's heading). */
export function fetchPhotogiftCategoryInfo(category: string): Promise<PhotogiftCategoryInfo> {
  return apiGet(`/api/webshop/templates/photogift/categories/${encodeURIComponent(category)}/info`, Schema);
}

export const photogiftCategoryInfoQuery = (category: string) =>
  queryOptions({
    queryKey: templateKeys.photogiftInfo(category),
    queryFn: () => fetchPhotogiftCategoryInfo(category),
    staleTime: 5 * 60_000,
  });

export function usePhotogiftCategoryInfo(category: string | null) {
  return useQuery({ ...photogiftCategoryInfoQuery(category ?? ""), enabled: category !== null });
}
