import { StudioRecordResponse } from "@shop/contracts/studio-record";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const recordKeys = { all: [...studioKeys.all, "record"] as const };

/** The record newest first; each older page starts below the last one shown (the server's cursor). */
export const recordQuery = infiniteQueryOptions({
  queryKey: recordKeys.all,
  queryFn: ({ pageParam }) =>
    apiGet(
      pageParam === null
        ? "/api/studio/record"
        : `/api/studio/record?before=${encodeURIComponent(pageParam)}`,
      StudioRecordResponse,
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (page) => page.next,
});

export function useRecord() {
  return useInfiniteQuery(recordQuery);
}
