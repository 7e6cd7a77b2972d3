import type { Picture, PictureSet, PictureSetSummary } from "@shop/contracts/picture-sets";
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../lib/query-keys.ts";

type PictureUpdate = (picture: Picture) => Picture;

/** A snapshot of the two caches a picture lives in, to roll an optimistic change back. */
export type PictureSetSnapshot = {
  list: PictureSetSummary[] | undefined;
  detail: PictureSet | undefined;
};

/**
 * Stops refetches that would overwrite an optimistic change. Only awaited when one is running, so that in the
 * usual case the change lands in the same tick as the click: a controlled radio or heart then never shows the
 * old state in between, and a quick second key press acts on the new one.
 */
export async function stopRefetches(client: QueryClient): Promise<void> {
  if (client.isFetching({ queryKey: queryKeys.pictureSets.all }) > 0) {
    await client.cancelQueries({ queryKey: queryKeys.pictureSets.all });
  }
}

export function snapshot(client: QueryClient, pictureSetUuid: string): PictureSetSnapshot {
  return {
    list: client.getQueryData<PictureSetSummary[]>(queryKeys.pictureSets.list),
    detail: client.getQueryData<PictureSet>(queryKeys.pictureSets.detail(pictureSetUuid)),
  };
}

export function restore(client: QueryClient, pictureSetUuid: string, previous: PictureSetSnapshot): void {
  client.setQueryData(queryKeys.pictureSets.list, previous.list);
  client.setQueryData(queryKeys.pictureSets.detail(pictureSetUuid), previous.detail);
}

/** Applies one change to every copy of a set's pictures: the list's cards and the set's detail. */
export function updatePictures(client: QueryClient, pictureSetUuid: string, update: PictureUpdate): void {
  client.setQueryData<PictureSetSummary[]>(queryKeys.pictureSets.list, (sets) =>
    sets?.map((set) => (set.uuid === pictureSetUuid ? { ...set, pictures: set.pictures.map(update) } : set)),
  );
  client.setQueryData<PictureSet>(queryKeys.pictureSets.detail(pictureSetUuid), (set) =>
    set ? { ...set, pictures: set.pictures.map(update) } : set,
  );
}

export function withKeyword(keywords: readonly string[], keyword: string, present: boolean): string[] {
  const rest = keywords.filter((k) => k !== keyword);
  return present ? [...rest, keyword] : rest;
}
