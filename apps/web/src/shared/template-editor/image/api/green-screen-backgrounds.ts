import {
  type GreenScreenBackgroundsResponse,
  GreenScreenBackgroundsResponse as Schema,
} from "@shop/contracts/templates";
import { backgroundKey } from "@shop/ui/template-picture-urls";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { apiGet } from "../../../../lib/api.ts";

/** GET /api/webshop/green-screen-backgrounds/{jobUuid} — the backgrounds a job's green-screen pictures may stand on. */
export function fetchGreenScreenBackgrounds(jobUuid: string): Promise<GreenScreenBackgroundsResponse> {
  return apiGet(`/api/webshop/green-screen-backgrounds/${encodeURIComponent(jobUuid)}`, Schema);
}

export const greenScreenBackgroundsQuery = (jobUuid: string) =>
  queryOptions({
    queryKey: ["editor", "green-screen-backgrounds", jobUuid] as const,
    queryFn: () => fetchGreenScreenBackgrounds(jobUuid),
    staleTime: 10 * 60_000,
  });

/** Asked only when the screen may offer backgrounds (a green-screen picture in a field that takes them). */
export function useGreenScreenBackgrounds(jobUuid: string, wanted: boolean) {
  return useQuery({ ...greenScreenBackgroundsQuery(jobUuid), enabled: wanted && jobUuid !== "" });
}

/**
 * `urls` with the job's backgrounds under backgroundKey, as the job shows them (turned, with its effect): what a
 * design's background is drawn from, as it is printed. Asked for only while a design lays a picture on one.
 */
export function useWithJobBackgrounds(
  jobUuid: string,
  wanted: boolean,
  urls: ReadonlyMap<string, string>,
): ReadonlyMap<string, string> {
  const backgrounds = useGreenScreenBackgrounds(jobUuid, wanted).data;
  return useMemo(() => {
    if (!backgrounds || backgrounds.length === 0) return urls;
    const withBackgrounds = new Map(urls);
    for (const b of backgrounds) withBackgrounds.set(backgroundKey(b.uuid), b.src);
    return withBackgrounds;
  }, [urls, backgrounds]);
}
