import { useMutation } from "@tanstack/react-query";
import { apiSendEmpty } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";

export function signOut(): Promise<void> {
  return apiSendEmpty("DELETE", "/api/studio/session");
}

/** Signs out and forgets everything the studio read: the next person at this computer starts empty. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut, onSettled: () => queryClient.clear() });
}
