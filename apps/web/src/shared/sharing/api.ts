import {
  AcceptInviteResponse,
  InviteLandingResponse,
  type InviteRegistrationBody,
  SentInvitesResponse,
  ShareResponse,
} from "@shop/contracts/invites";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { track } from "../../lib/analytics.ts";
import { apiGet, apiSend, withQuery } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** The sharing feature's own query keys (the shared tree in lib/query-keys.ts stays untouched by this feature). */
export const inviteKeys = {
  all: ["invites"] as const,
  /** The invites that open one picture set, as its page lists them. */
  forPictureSet: (pictureSetUuid: string) => ["invites", "picture-set", pictureSetUuid] as const,
  landing: (token: string) => ["invites", "landing", token] as const,
};

/**
 * GET /sections/prophoto/ajax/do_tipafriend.php (spec 03 §7): repeated `email[]` and `subjects[]`. The answer's
 * `error` is a refusal the parent can act on; the caller shows it.
 */
export function share(emails: readonly string[], pictureSets: readonly string[]) {
  return apiGet(
    withQuery("/sections/prophoto/ajax/do_tipafriend.php", { "email[]": emails, "subjects[]": pictureSets }),
    ShareResponse,
  );
}

export function useShare() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, pictureSets }: { emails: readonly string[]; pictureSets: readonly string[] }) =>
      share(emails, pictureSets),
    onSuccess: (res) => {
      if (res.error === null) void client.invalidateQueries({ queryKey: inviteKeys.all });
    },
  });
}

export function sentInvitesQuery(pictureSetUuid: string) {
  return queryOptions({
    queryKey: inviteKeys.forPictureSet(pictureSetUuid),
    queryFn: async () =>
      (await apiGet(withQuery("/api/webshop/invites", { pictureSet: pictureSetUuid }), SentInvitesResponse))
        .invites,
  });
}

export function useSentInvites(pictureSetUuid: string) {
  return useQuery(sentInvitesQuery(pictureSetUuid));
}

/** DELETE /api/webshop/invites/{uuid}: the link stops working, or an accepted invite's sets leave the recipient. */
export function useRevokeInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      apiSend("DELETE", `/api/webshop/invites/${encodeURIComponent(uuid)}`, undefined, z.null()),
    onSettled: () => client.invalidateQueries({ queryKey: inviteKeys.all }),
  });
}

const byToken = (token: string) => `/api/webshop/invites/by-token/${encodeURIComponent(token)}`;

export function inviteLandingQuery(token: string) {
  return queryOptions({
    queryKey: inviteKeys.landing(token),
    queryFn: () => apiGet(byToken(token), InviteLandingResponse),
    // A link that no longer works says so at once; asking again would not change the answer.
    retry: false,
  });
}

export function useInviteLanding(token: string) {
  return useQuery(inviteLandingQuery(token));
}

/**
 * After an invite is taken the account has new sets, so the lists are read again; the user is read again before the
 * caller moves on (a new account is signed in), so the signed-in pages' guard sees them.
 */
function useAfterAccept() {
  const client = useQueryClient();
  return async () => {
    client.removeQueries({ queryKey: queryKeys.pictureSets.all });
    await client.invalidateQueries({ queryKey: queryKeys.me });
  };
}

export function useAcceptInvite(token: string) {
  const after = useAfterAccept();
  return useMutation({
    mutationFn: () => apiSend("POST", `${byToken(token)}/accept`, undefined, AcceptInviteResponse),
    onSuccess: after,
  });
}

export function useRegisterByInvite(token: string) {
  const after = useAfterAccept();
  return useMutation({
    mutationFn: (body: InviteRegistrationBody) =>
      apiSend("POST", `${byToken(token)}/register`, body, AcceptInviteResponse),
    onSuccess: async () => {
      track({ event: "sign_up", method: "invite" });
      await after();
    },
  });
}
