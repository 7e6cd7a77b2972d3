import { StudioMeResponse, StudioPasskeyOptionsResponse } from "@shop/contracts/studio-auth";
import { useMutation } from "@tanstack/react-query";
import { apiSend, inBrowserCeremony } from "../../../lib/api.ts";
import { rememberSignedIn } from "./me.ts";

/** Signs in with a passkey of this device: the browser offers the member's own; no e-mail is typed. */
async function signInWithPasskey(): Promise<StudioMeResponse> {
  const { startAuthentication } = await import("@simplewebauthn/browser");
  const { challengeId, optionsJson } = await apiSend(
    "POST",
    "/api/studio/passkey-session/options",
    undefined,
    StudioPasskeyOptionsResponse,
  );
  const response = await inBrowserCeremony(() =>
    startAuthentication({ optionsJSON: JSON.parse(optionsJson) }),
  );
  return apiSend(
    "POST",
    "/api/studio/passkey-session",
    { challengeId, responseJson: JSON.stringify(response) },
    StudioMeResponse,
  );
}

export function usePasskeySignIn() {
  return useMutation({ mutationFn: signInWithPasskey, onSuccess: rememberSignedIn });
}
