import { VerifySubjectCodeResponse } from "@shop/contracts/access";
import { useMutation } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";

/** Signed out: checks a code; the server remembers a valid one in the session for the e-mail step. */
export function verifyCode(code: string) {
  return apiGet(withQuery("/ajax/prophoto/verify_subject_code.php", { code }), VerifySubjectCodeResponse);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
