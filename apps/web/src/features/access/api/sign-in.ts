import { type SignInBody, SignInResponse } from "@shop/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "../../../lib/analytics.ts";
import { apiSend } from "../../../lib/api.ts";
import { changeLanguage, hasStoredLanguage, i18n } from "../../../lib/i18n.ts";
import { meQuery } from "../../../lib/queries/me.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function signIn(body: SignInBody) {
  return apiSend("POST", "/api/webshop/session", body, SignInResponse);
}

export function useSignIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (res) => {
      track({ event: "login", method: "email" });
      // A language chosen in this browser wins; otherwise the user's saved language applies.
      if (!hasStoredLanguage() && res.user.lang !== i18n.language) await changeLanguage(res.user.lang);
      client.setQueryData(meQuery.queryKey, { user: res.user });
      client.removeQueries({ queryKey: queryKeys.pictureSets.all });
    },
  });
}
