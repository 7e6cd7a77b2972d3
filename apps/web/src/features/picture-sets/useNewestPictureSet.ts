import { useQuery } from "@tanstack/react-query";
import { pictureSetQuery } from "./api/picture-set.ts";
import { usePictureSets } from "./api/picture-sets.ts";
import { newestPictureSet } from "./newest.ts";

/** The set the user added last, with all its pictures: what the new-picture-set steps are about. */
export function useNewestPictureSet() {
  const list = usePictureSets();
  const newest = list.data ? newestPictureSet(list.data) : undefined;
  const detail = useQuery({ ...pictureSetQuery(newest?.uuid ?? ""), enabled: newest !== undefined });
  return { list, newest, detail };
}
