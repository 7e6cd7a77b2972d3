import { PrivacyPolicyResponse } from "@shop/contracts/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";

export const privacyPolicyQuery = queryOptions({
  queryKey: ["privacy-policy"],
  queryFn: () => apiGet("/api/webshop/privacy-policy", PrivacyPolicyResponse),
  staleTime: 5 * 60_000,
});

export function usePrivacyPolicy() {
  return useQuery(privacyPolicyQuery);
}
