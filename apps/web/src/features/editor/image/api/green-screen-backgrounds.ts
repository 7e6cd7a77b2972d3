import {
  type GreenScreenBackgroundsResponse,
  GreenScreenBackgroundsResponse as Schema,
} from "@shop/contracts/templates";
import { queryOptions, useQuery } from "@tanstack/react-query";
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
