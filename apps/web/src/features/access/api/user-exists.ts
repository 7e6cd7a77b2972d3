import { UserExistsResponse } from "@shop/contracts/account";
import { useMutation } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";

export function userExists(email: string) {
  return apiGet(withQuery("/sections/prophoto/ajax/user_exists_by_email.php", { email }), UserExistsResponse);
}

export function useUserExists() {
  return useMutation({ mutationFn: userExists });
}
