import { PrivacyPolicyResponse } from "@shop/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const privacyPolicyQuery = queryOptions({
  queryKey: queryKeys.privacyPolicy,
  queryFn: () => apiGet("/api/webshop/privacy-policy", PrivacyPolicyResponse),
  staleTime: 5 * 60_000,
});

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQuery);
}
