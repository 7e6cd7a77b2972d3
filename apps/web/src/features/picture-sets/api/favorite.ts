import { FavoriteBody, FavoriteResponse } from "@shop/contracts/picture-sets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { toast } from "../../../lib/toast.ts";
import { restore, snapshot, stopRefetches, updatePictures, withKeyword } from "./cache.ts";

export function putFavorite(pictureSetUuid: string, pictureUuid: string, favorite: boolean) {
  const path = `/api/webshop/picture-sets/${encodeURIComponent(pictureSetUuid)}/pictures/${encodeURIComponent(pictureUuid)}/favorite`;
  return apiSend("PUT", path, FavoriteBody.parse({ favorite }), FavoriteResponse);
}

type Variables = { pictureUuid: string; favorite: boolean };

/** Marks or unmarks a favorite at once on screen; a failed save puts the heart back and says so. */
export function useToggleFavorite(pictureSetUuid: string) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const mutationKey = queryKeys.pictureSets.favoriteWrite(pictureSetUuid);
  const setFavorite = (pictureUuid: string, favorite: boolean) =>
    updatePictures(client, pictureSetUuid, (p) =>
      p.uuid === pictureUuid
        ? { ...p, isUserFavorite: favorite, keywords: withKeyword(p.keywords, "favorite", favorite) }
        : p,
    );
  return useMutation({
    mutationKey,
    // One request at a time per set, so the server saves the favorites in the order they were made.
    scope: { id: mutationKey.join(":") },
    mutationFn: ({ pictureUuid, favorite }: Variables) => putFavorite(pictureSetUuid, pictureUuid, favorite),
    onMutate: async ({ pictureUuid, favorite }) => {
      await stopRefetches(client);
      const previous = snapshot(client, pictureSetUuid);
      setFavorite(pictureUuid, favorite);
      return previous;
    },
    onError: (err, _vars, previous) => {
      if (previous) restore(client, pictureSetUuid, previous);
      toast.error(t("pictureSets.favoriteFailed", { reason: errorText(err, t) }));
    },
    onSuccess: (res, { pictureUuid }) => {
      // With quicker taps still on their way, the last one decides what the heart shows.
      if (client.isMutating({ mutationKey }) === 1) setFavorite(pictureUuid, res.isUserFavorite);
    },
    onSettled: () => {
      // Refetching while other hearts are still being saved would flash their old state back.
      if (client.isMutating({ mutationKey }) === 1) {
        void client.invalidateQueries({ queryKey: queryKeys.pictureSets.all });
      }
    },
  });
}
