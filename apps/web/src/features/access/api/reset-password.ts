import { ResetCheckResponse, ResetPasswordResponse } from "@shop/contracts/account";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const path = (code: string) => `/api/webshop/reset-password/${encodeURIComponent(code)}`;

export const resetCheckQuery = (code: string) =>
  queryOptions({
    queryKey: queryKeys.resetPassword(code),
    queryFn: () => apiGet(path(code), ResetCheckResponse),
    staleTime: 0,
    retry: false,
  });

export function useResetCheck(code: string) {
  return useQuery({ ...resetCheckQuery(code), enabled: code !== "" });
}

export function useResetPassword(code: string) {
  return useMutation({
    mutationFn: (password: string) => apiSend("POST", path(code), { password }, ResetPasswordResponse),
  });
}
