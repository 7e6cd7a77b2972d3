import {
  SupportDoneResponse,
  SupportParentResponse,
  SupportSearchResponse,
  SupportSimulationResponse,
} from "@shop/contracts/studio-support";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const supportKeys = {
  all: [...studioKeys.all, "support"] as const,
  search: (q: string) => [...studioKeys.all, "support", "search", q] as const,
  parent: (uuid: string) => [...studioKeys.all, "support", "parent", uuid] as const,
};

export const parentSearchQuery = (q: string) =>
  queryOptions({
    queryKey: supportKeys.search(q),
    queryFn: () => apiGet(`/api/studio/support/parents?q=${encodeURIComponent(q)}`, SupportSearchResponse),
  });

export function useParentSearch(q: string) {
  return useQuery({ ...parentSearchQuery(q), enabled: q.trim().length >= 2 });
}

export const parentQuery = (uuid: string) =>
  queryOptions({
    queryKey: supportKeys.parent(uuid),
    queryFn: () => apiGet(`/api/studio/support/parents/${encodeURIComponent(uuid)}`, SupportParentResponse),
  });

export function useParent(uuid: string) {
  return useQuery(parentQuery(uuid));
}

const parentPath = (uuid: string) => `/api/studio/support/parents/${encodeURIComponent(uuid)}`;

/** A change to the parent: the page reads the parent again afterwards. */
function useParentChange<V>(uuid: string, send: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.parent(uuid) }),
  });
}

export function useSimulateParent(uuid: string) {
  return useMutation({
    mutationFn: () => apiSend("POST", `${parentPath(uuid)}/simulation`, undefined, SupportSimulationResponse),
  });
}

export function useEndSessions(uuid: string) {
  return useParentChange(uuid, () =>
    apiSend("POST", `${parentPath(uuid)}/sessions/end`, undefined, SupportDoneResponse),
  );
}

export function useSendMailAgain(uuid: string) {
  return useParentChange(uuid, (mailId: number) =>
    apiSend("POST", `${parentPath(uuid)}/mails/${mailId}/send-again`, undefined, SupportDoneResponse),
  );
}

export function useAddSet(uuid: string) {
  return useParentChange(uuid, (body: { code: string; reason: string }) =>
    apiSend("POST", `${parentPath(uuid)}/sets`, body, SupportDoneResponse),
  );
}
