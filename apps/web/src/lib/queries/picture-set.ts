import { PictureSet } from "@shop/contracts/picture-sets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api.ts";
import { queryKeys } from "../query-keys.ts";

export function fetchPictureSet(pictureSetUuid: string): Promise<PictureSet> {
  return apiGet(`/api/webshop/picture-sets/${encodeURIComponent(pictureSetUuid)}`, PictureSet);
}

export function pictureSetQuery(pictureSetUuid: string) {
  return queryOptions({
    queryKey: queryKeys.pictureSets.detail(pictureSetUuid),
    queryFn: () => fetchPictureSet(pictureSetUuid),
    // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
    retryOnMount: false,
  });
}

export function usePictureSet(pictureSetUuid: string) {
  return useQuery(pictureSetQuery(pictureSetUuid));
}
