import { YearbookPoseBody, YearbookPoseResponse } from "@shop/contracts/picture-sets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { restore, snapshot, stopRefetches, updatePictures, withKeyword } from "./cache.ts";

export function putYearbookPose(pictureSetUuid: string, pictureUuid: string) {
  const path = `/api/webshop/picture-sets/${encodeURIComponent(pictureSetUuid)}/yearbook-pose`;
  return apiSend("PUT", path, YearbookPoseBody.parse({ pictureUuid }), YearbookPoseResponse);
}

/** Chooses the one yearbook pose of a set; shown at once, rolled back with a message when the save fails. */
export function useChooseYearbookPose(pictureSetUuid: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const mutationKey = queryKeys.pictureSets.yearbookPoseWrite(pictureSetUuid);
  const choose = (pictureUuid: string) =>
    updatePictures(client, pictureSetUuid, (p) => {
      const chosen = p.uuid === pictureUuid;
      return { ...p, isYearbookPose: chosen, keywords: withKeyword(p.keywords, "yearbook_pose", chosen) };
    });
  return useMutation({
    mutationKey,
    // One request at a time per set, so the server saves the choices in the order they were made.
    scope: { id: mutationKey.join(":") },
    mutationFn: (pictureUuid: string) => putYearbookPose(pictureSetUuid, pictureUuid),
    onMutate: async (pictureUuid) => {
      await stopRefetches(client);
      const previous = snapshot(client, pictureSetUuid);
      choose(pictureUuid);
      return previous;
    },
    onError: (err, _pictureUuid, previous) => {
      if (previous) restore(client, pictureSetUuid, previous);
      toast.error(errorText(err, t));
    },
    onSuccess: (res) => {
      // Arrow keys choose quickly; an earlier answer must not undo a later choice still on its way.
      if (client.isMutating({ mutationKey }) === 1) choose(res.pictureUuid);
    },
    onSettled: () => {
      // The avatar of the set follows the pose, so the server's copy is fetched once the last choice is saved.
      if (client.isMutating({ mutationKey }) === 1) {
        void client.invalidateQueries({ queryKey: queryKeys.pictureSets.all });
      }
    },
  });
}
