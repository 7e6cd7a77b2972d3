import type { StaffRole } from "@shop/contracts/studio";
import type { StudioInviteBody } from "@shop/contracts/studio-staff";
import { useMutation } from "@tanstack/react-query";
import { apiSendEmpty } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { studioKeys } from "../../auth/api/me.ts";
import { staffKeys } from "./staff-list.ts";

/** Every change of the staff shows in the list and in the record. */
function refresh() {
  void queryClient.invalidateQueries({ queryKey: staffKeys.list });
  void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
}

export function useInvite() {
  return useMutation({
    mutationFn: (body: StudioInviteBody) => apiSendEmpty("POST", "/api/studio/staff", body),
    onSuccess: refresh,
  });
}

export function useChangeRole() {
  return useMutation({
    mutationFn: ({ uuid, role }: { uuid: string; role: StaffRole }) =>
      apiSendEmpty("PATCH", `/api/studio/staff/${uuid}`, { role }),
    onSettled: refresh,
  });
}

export function useRemoveMember() {
  return useMutation({
    mutationFn: (uuid: string) => apiSendEmpty("DELETE", `/api/studio/staff/${uuid}`),
    onSuccess: refresh,
  });
}

export function useResendLink() {
  return useMutation({
    mutationFn: (uuid: string) => apiSendEmpty("POST", `/api/studio/staff/${uuid}/link`),
    onSuccess: refresh,
  });
}

/** A lost phone: the member's passkeys and authenticator app go, and their sessions end. */
export function useResetFactors() {
  return useMutation({
    mutationFn: (uuid: string) => apiSendEmpty("DELETE", `/api/studio/staff/${uuid}/factors`),
    onSuccess: refresh,
  });
}
