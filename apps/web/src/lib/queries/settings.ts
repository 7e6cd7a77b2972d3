import { SettingsResponse } from "@shop/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api.ts";
import { queryKeys } from "../query-keys.ts";

export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => apiGet("/api/webshop/settings", SettingsResponse),
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
