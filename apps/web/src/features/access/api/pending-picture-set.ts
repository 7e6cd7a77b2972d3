import { AddPendingPictureSetResponse } from "@shop/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const path = "/api/webshop/session/pending-picture-set";

export function addPendingPictureSet() {
  return apiSend("POST", path, undefined, AddPendingPictureSetResponse);
}

export function dropPendingPictureSet() {
  return apiSend("DELETE", path, undefined, z.null());
}

export function useAddPendingPictureSet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPendingPictureSet,
    onSuccess: () => client.removeQueries({ queryKey: queryKeys.pictureSets.all }),
  });
}

export function useDropPendingPictureSet() {
  return useMutation({ mutationFn: dropPendingPictureSet });
}
