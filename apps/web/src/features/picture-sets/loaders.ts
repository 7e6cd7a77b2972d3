import type { LoaderFunctionArgs } from "react-router";
import { newestPictureSet } from "../../lib/picture-set-facts.ts";
import { pictureSetQuery } from "../../lib/queries/picture-set.ts";
import { pictureSetsQuery } from "../../lib/queries/picture-sets.ts";
import { queryClient } from "../../lib/query-client.ts";
import { pictureTileSizes, priorityTiles } from "./components/picture-grid.ts";
import { favoritesFirst } from "./favorites-first.ts";
import { preloadPictures } from "./preload-pictures.ts";

/**
 * Loaders fill the cache while the page's code downloads, so a page does not wait in a waterfall.
 * A failure is left to the page, which shows its own error or 'not found' state instead of the router's.
 */
async function settled(work: Promise<unknown>): Promise<void> {
  try {
    await work;
  } catch {
    return;
  }
}

export async function pictureSetsLoader() {
  await settled(queryClient.ensureQueryData(pictureSetsQuery()));
  return null;
}

export async function pictureSetLoader({ params }: LoaderFunctionArgs) {
  if (params.pictureSetUuid)
    await settled(queryClient.ensureQueryData(pictureSetQuery(params.pictureSetUuid)));
  return null;
}

/**
 * A set's own page shows its favorites first; the first row is its largest paint, so those pictures start loading
 * here rather than after the page has rendered.
 */
export async function pictureSetPageLoader({ params }: LoaderFunctionArgs) {
  if (!params.pictureSetUuid) return null;
  await settled(
    (async () => {
      const set = await queryClient.ensureQueryData(pictureSetQuery(params.pictureSetUuid as string));
      preloadPictures(favoritesFirst(set.pictures).slice(0, priorityTiles), pictureTileSizes);
    })(),
  );
  return null;
}

/**
 * /new-picture-set comes right after a code was added, from whichever screen added it, so the list is always
 * fetched fresh here: a cached list might not hold the newest set yet.
 */
export async function newPictureSetLoader() {
  await settled(
    (async () => {
      const sets = await queryClient.fetchQuery({ ...pictureSetsQuery(), staleTime: 0 });
      const newest = newestPictureSet(sets);
      if (newest) await queryClient.ensureQueryData(pictureSetQuery(newest.uuid));
    })(),
  );
  return null;
}

/** The steps after /new-picture-set reuse what it fetched. */
export async function newPictureSetStepLoader() {
  await settled(
    (async () => {
      const sets = await queryClient.ensureQueryData(pictureSetsQuery());
      const newest = newestPictureSet(sets);
      if (newest) await queryClient.ensureQueryData(pictureSetQuery(newest.uuid));
    })(),
  );
  return null;
}
