import { useMutation } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";

/**
 * Signed out: checks a code; the server remembers a valid one in the session for the e-mail step. The answer's schema
 * comes with the request, so the front page's first load carries no zod.
 */
export function verifyCode(code: string) {
  const schema = import("@shop/contracts/access").then((m) => m.VerifySubjectCodeResponse);
  return apiGet(withQuery("/ajax/prophoto/verify_subject_code.php", { code }), schema);
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
