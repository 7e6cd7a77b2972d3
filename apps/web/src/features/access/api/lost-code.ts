import { LostCodeInfo, LostCodeResponse } from "@shop/contracts/access";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const path = "/api/webshop/lost-code";

export const lostCodeInfoQuery = queryOptions({
  queryKey: queryKeys.lostCode,
  queryFn: () => apiGet(path, LostCodeInfo),
});

export function useLostCodeInfo() {
  return useQuery(lostCodeInfoQuery);
}

export function useRequestLostCode() {
  return useMutation({
    mutationFn: (request: { email: string; language: "en" | "nb" }) =>
      apiSend("POST", path, request, LostCodeResponse),
  });
}
