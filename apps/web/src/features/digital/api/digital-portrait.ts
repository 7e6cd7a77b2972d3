import { DigitalPortraitResponse } from "@shop/contracts/digital";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function fetchDigitalPortrait(subjectUuid: string): Promise<DigitalPortraitResponse> {
  return apiGet(`/api/webshop/digital-portraits/${encodeURIComponent(subjectUuid)}`, DigitalPortraitResponse);
}

export function digitalPortraitQuery(subjectUuid: string) {
  return queryOptions({
    queryKey: queryKeys.digitalPortraits.detail(subjectUuid),
    queryFn: () => fetchDigitalPortrait(subjectUuid),
    retryOnMount: false,
  });
}

export function useDigitalPortrait(subjectUuid: string) {
  return useQuery(digitalPortraitQuery(subjectUuid));
}
