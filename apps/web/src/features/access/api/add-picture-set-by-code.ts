import { AddPictureSetByCodeResponse } from "@shop/contracts/access";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** Signed in: adds the code's picture set to the account. */
export function addPictureSetByCode(code: string) {
  return apiGet(
    withQuery("/ajax/prophoto/add_picture_set_by_code.php", { code }),
    AddPictureSetByCodeResponse,
  );
}

export function useAddPictureSetByCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPictureSetByCode,
    onSuccess: async (res) => {
      if (res.valid) {
        await Promise.all([
          client.invalidateQueries({ queryKey: queryKeys.pictureSets.all }),
          client.invalidateQueries({ queryKey: queryKeys.me }),
        ]);
      }
    },
  });
}
