import {
  StudioPasskeyOptionsResponse,
  StudioSecurityResponse,
  StudioTotpConfirmResponse,
  StudioTotpStartResponse,
} from "@shop/contracts/studio-auth";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend, apiSendEmpty, inBrowserCeremony } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { meKeys, studioKeys } from "../../auth/api/me.ts";

export const securityKeys = { security: [...studioKeys.all, "account", "security"] as const };

export const securityQuery = queryOptions({
  queryKey: securityKeys.security,
  queryFn: () => apiGet("/api/studio/account/security", StudioSecurityResponse),
});

export function useSecurity() {
  return useQuery(securityQuery);
}

/** A new factor changes what the session may reach (`secondFactorNeeded`) and the account's list. */
function refreshAfterFactor() {
  void queryClient.invalidateQueries({ queryKey: securityKeys.security });
  void queryClient.invalidateQueries({ queryKey: meKeys.me });
}

export function useStartTotp() {
  return useMutation({
    mutationFn: () => apiSend("POST", "/api/studio/account/totp", undefined, StudioTotpStartResponse),
  });
}

export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) =>
      apiSend("POST", "/api/studio/account/totp/confirm", { code }, StudioTotpConfirmResponse),
    onSuccess: refreshAfterFactor,
  });
}

/** Makes a passkey on this device (the browser asks for the device's lock) and adds it to the account. */
export function useAddPasskey() {
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const { challengeId, optionsJson } = await apiSend(
        "POST",
        "/api/studio/account/passkeys/options",
        undefined,
        StudioPasskeyOptionsResponse,
      );
      const response = await inBrowserCeremony(() =>
        startRegistration({ optionsJSON: JSON.parse(optionsJson) }),
      );
      await apiSendEmpty("POST", "/api/studio/account/passkeys", {
        challengeId,
        name,
        responseJson: JSON.stringify(response),
      });
    },
    onSuccess: refreshAfterFactor,
  });
}

/** Removes one of the member's passkeys; in production the server keeps the last second factor (409). */
export function useRemovePasskey() {
  return useMutation({
    mutationFn: (uuid: string) => apiSendEmpty("DELETE", `/api/studio/account/passkeys/${uuid}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: securityKeys.security });
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
    },
  });
}
