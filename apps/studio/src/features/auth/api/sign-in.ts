import { StudioMeResponse, type StudioSignInBody } from "@shop/contracts/studio-auth";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api.ts";
import { rememberSignedIn } from "./me.ts";

export function signIn(body: StudioSignInBody): Promise<StudioMeResponse> {
  return apiSend("POST", "/api/studio/session", body, StudioMeResponse);
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: rememberSignedIn });
}
