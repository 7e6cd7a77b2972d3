import { RecentImagesResponse, type UploadedImage } from "@shop/contracts/uploads";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { apiGet } from "../../../../lib/api.ts";
import { useMe } from "../../../../lib/queries/me.ts";
import { useSettings } from "../../../../lib/queries/settings.ts";
import type { EditorPicture } from "../../types.ts";
import { editorPictureOf } from "../upload-queue.ts";

/** GET /api/webshop/user/recent-images — the user's own uploads, newest first. */
export function fetchRecentImages(): Promise<RecentImagesResponse> {
  return apiGet("/api/webshop/user/recent-images", RecentImagesResponse);
}

/** Keyed by the user: another user's list is asked for again (spec 02 §7 'reloaded when the user changes'). */
export const recentImagesQuery = (userUuid: string) =>
  queryOptions({
    queryKey: ["editor", "recent-images", userUuid] as const,
    queryFn: fetchRecentImages,
    staleTime: 60_000,
  });

/** Whether the shop takes the parent's own pictures and a user is signed in to own them. */
export function useOwnPhotosAllowed(): { allowed: boolean; userUuid: string } {
  const settings = useSettings();
  const me = useMe();
  const userUuid = me.data?.user?.uuid ?? "";
  return { allowed: settings.data?.webshop.allowOwnPhotos === true && userUuid !== "", userUuid };
}

/**
 * The user's recent images as the editor places them. A failed reload keeps the previous list (spec 02 §8): the
 * query's data stays while its error is set.
 */
export function useRecentImages(wanted = true) {
  const own = useOwnPhotosAllowed();
  const allowed = own.allowed && wanted;
  const { userUuid } = own;
  const query = useQuery({ ...recentImagesQuery(userUuid), enabled: allowed });
  const pictures = useMemo<EditorPicture[]>(
    () => (query.data?.images ?? []).map(editorPictureOf),
    [query.data],
  );
  return { allowed, query, pictures };
}

/** Puts a new upload first in the user's recent images, without asking the shop again. */
export function useAddRecentImage(): (image: UploadedImage) => void {
  const client = useQueryClient();
  const { userUuid } = useOwnPhotosAllowed();
  return useCallback(
    (image: UploadedImage) => {
      client.setQueryData(
        recentImagesQuery(userUuid).queryKey,
        (current: RecentImagesResponse | undefined) => ({
          images: [image, ...(current?.images ?? []).filter((i) => i.uuid !== image.uuid)],
        }),
      );
    },
    [client, userUuid],
  );
}

/**
 * The pictures the editor knows: the picture set's and the parent's own recent images, with their 640 previews beside
 * the line's own URLs, and the uuids of the parent's own (sent marked userSupplied).
 */
export function useEditorPictures(
  setPictures: readonly EditorPicture[],
  pictureUrls: ReadonlyMap<string, string>,
): {
  pictures: readonly EditorPicture[];
  pictureUrls: ReadonlyMap<string, string>;
  uploaded: ReadonlySet<string>;
} {
  const { pictures: own } = useRecentImages();
  return useMemo(() => {
    if (own.length === 0) return { pictures: setPictures, pictureUrls, uploaded: new Set<string>() };
    const inSet = new Set(setPictures.map((p) => p.uuid));
    const added = own.filter((p) => !inSet.has(p.uuid));
    const urls = new Map(pictureUrls);
    for (const p of added) if (!urls.has(p.uuid)) urls.set(p.uuid, p.previewUrl);
    return {
      pictures: [...setPictures, ...added],
      pictureUrls: urls,
      uploaded: new Set(added.map((p) => p.uuid)),
    };
  }, [setPictures, pictureUrls, own]);
}
