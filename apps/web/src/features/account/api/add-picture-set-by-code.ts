import { AddPictureSetByCodeResponse } from "@shop/contracts/access";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function addPictureSetByCode(code: string) {
  return apiGet(
    withQuery("/ajax/prophoto/add_picture_set_by_code.php", { code }),
    AddPictureSetByCodeResponse,
  );
}

/** Adds a set by code from the account page; the picture sets (['picture-sets'] and below) are fetched again. */
export function useAddPictureSetByCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => addPictureSetByCode(code.trim()),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.pictureSets.all }),
  });
}
