import { StudioMeResponse, StudioSetupCheckResponse } from "@shop/contracts/studio-auth";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { rememberSignedIn, studioKeys } from "./me.ts";

const setupPath = (token: string) => `/api/studio/setup/${encodeURIComponent(token)}`;

export const setupCheckQuery = (token: string) =>
  queryOptions({
    queryKey: [...studioKeys.all, "setup", token] as const,
    queryFn: () => apiGet(setupPath(token), StudioSetupCheckResponse),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSetupCheck(token: string) {
  return useQuery({ ...setupCheckQuery(token), enabled: token !== "" });
}

export function useSetup(token: string) {
  return useMutation({
    mutationFn: (password: string) => apiSend("POST", setupPath(token), { password }, StudioMeResponse),
    onSuccess: rememberSignedIn,
  });
}
