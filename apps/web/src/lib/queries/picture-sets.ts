import { PictureSetListResponse, type PictureSetSummary } from "@shop/contracts/picture-sets";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api.ts";
import { queryKeys } from "../query-keys.ts";

export async function fetchPictureSets(): Promise<PictureSetSummary[]> {
  const res = await apiGet("/api/webshop/picture-sets", PictureSetListResponse);
  return res.pictureSets;
}

export function pictureSetsQuery() {
  return queryOptions({
    queryKey: queryKeys.pictureSets.list,
    queryFn: fetchPictureSets,
    // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
    retryOnMount: false,
  });
}

export function usePictureSets() {
  return useQuery(pictureSetsQuery());
}
