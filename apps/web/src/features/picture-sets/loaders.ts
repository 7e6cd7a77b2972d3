import type { LoaderFunctionArgs } from "react-router";
import { queryClient } from "../../lib/query-client.ts";
import { pictureSetQuery } from "./api/picture-set.ts";
import { pictureSetsQuery } from "./api/picture-sets.ts";
import { newestPictureSet } from "./newest.ts";

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
