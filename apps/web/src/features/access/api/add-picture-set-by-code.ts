import { AddPictureSetByCodeResponse } from "@shop/contracts/access";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";

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
          client.invalidateQueries({ queryKey: ["picture-sets"] }),
          client.invalidateQueries({ queryKey: ["me"] }),
        ]);
      }
    },
  });
}
