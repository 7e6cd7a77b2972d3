import { StudioMeResponse } from "@shop/contracts/studio-auth";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";

export const studioKeys = { all: ["studio"] as const };
export const meKeys = { me: [...studioKeys.all, "me"] as const };

export function fetchMe(): Promise<StudioMeResponse> {
  return apiGet("/api/studio/me", StudioMeResponse);
}

/** Who is signed in; a 401 (signed out, or the session ended) is an ApiError the signed-in routes turn into sign-in. */
export const meQuery = queryOptions({ queryKey: meKeys.me, queryFn: fetchMe, staleTime: 60_000 });

export function useMe() {
  return useQuery(meQuery);
}

/** After signing in or setting up: the answer is who is signed in, so the first page needs no second call. */
export function rememberSignedIn(me: StudioMeResponse): void {
  queryClient.setQueryData(meQuery.queryKey, me);
}
