import { type RegistrationBody, RegistrationResponse } from "@shop/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { track } from "../../lib/analytics.ts";
import { apiSend } from "../../lib/api.ts";
import { queryKeys } from "../../lib/query-keys.ts";

export function register(body: RegistrationBody) {
  return apiSend("POST", "/ajax/create.php", body, RegistrationResponse);
}

export function useRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async (res) => {
      track({ event: "sign_up", method: "code" });
      if (res.user) client.setQueryData(queryKeys.me, { user: res.user });
      await client.invalidateQueries({ queryKey: queryKeys.me });
      client.removeQueries({ queryKey: queryKeys.pictureSets.all });
    },
  });
}
