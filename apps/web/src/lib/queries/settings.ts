import { answerParser } from "@shop/contracts/answer-check";
import { settingsAnswer } from "@shop/contracts/front-page-answers";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api.ts";
import { queryKeys } from "../query-keys.ts";

export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => apiGet("/api/webshop/settings", answerParser("GET /api/webshop/settings", settingsAnswer)),
  staleTime: 5 * 60_000,
});

export function useSettings() {
  return useQuery(settingsQuery);
}
