import type { PictureSet } from "@shop/contracts/picture-sets";
import { useQuery } from "@tanstack/react-query";
import { newestPictureSet } from "../../lib/picture-set-facts.ts";
import { pictureSetQuery } from "../../lib/queries/picture-set.ts";
import { usePictureSets } from "../../lib/queries/picture-sets.ts";
import type { ScaffoldQuery } from "./components/PictureSetScaffold.tsx";

/**
 * The set the user added last, with all its pictures: what the new-picture-set steps are about. The list comes
 * first, then the set; `data` is null when the user has no set at all.
 */
export function useNewestPictureSet(): ScaffoldQuery<PictureSet | null> {
  const list = usePictureSets();
  const newest = list.data ? newestPictureSet(list.data) : undefined;
  const detail = useQuery({ ...pictureSetQuery(newest?.uuid ?? ""), enabled: newest !== undefined });
  if (list.isPending || list.isError || !newest) {
    return {
      isPending: list.isPending,
      isError: list.isError,
      error: list.error,
      data: null,
      refetch: list.refetch,
    };
  }
  return detail;
}
