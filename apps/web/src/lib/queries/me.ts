import { aNull, answerParser } from "@shop/contracts/answer-check";
import { meAnswer } from "@shop/contracts/front-page-answers";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../api.ts";
import { queryKeys } from "../query-keys.ts";

export const meQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: () => apiGet("/api/webshop/me", answerParser("GET /api/webshop/me", meAnswer)),
});

export function useMe() {
  return useQuery(meQuery);
}

/**
 * Signs out and forgets everything that belonged to the user; the shop's settings stay cached.
 * `leave` runs before the cache is cleared, so a protected page is left before it sees no user
 * (which would send the visitor to the login view).
 */
export function useSignOut(leave?: () => void | Promise<void>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend(
        "DELETE",
        "/api/webshop/session",
        undefined,
        answerParser("DELETE /api/webshop/session", aNull),
      ),
    onSuccess: async () => {
      await leave?.();
      client.removeQueries({
        predicate: (q) => q.queryKey[0] !== queryKeys.settings[0] && q.queryKey[0] !== queryKeys.me[0],
      });
      client.setQueryData(meQuery.queryKey, { user: null });
    },
  });
}
