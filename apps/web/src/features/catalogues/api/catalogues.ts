import { type Catalogue, CataloguesResponse } from "@shop/contracts/catalogues";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export async function fetchCatalogues(): Promise<Catalogue[]> {
  return (await apiGet("/ajax/user/get_catalogues.php", CataloguesResponse)).catalogues;
}

export const cataloguesQuery = queryOptions({
  // The cart's writes refresh this key: the quantities shown are what the cart holds.
  queryKey: queryKeys.catalogues,
  queryFn: fetchCatalogues,
  retryOnMount: false,
});

export function useCatalogues() {
  return useQuery(cataloguesQuery);
}
