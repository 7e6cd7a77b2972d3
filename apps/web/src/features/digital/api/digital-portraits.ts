import { DigitalPortraitsResponse } from "@shop/contracts/digital";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function fetchDigitalPortraits(): Promise<DigitalPortraitsResponse> {
  return apiGet("/api/webshop/digital-portraits", DigitalPortraitsResponse);
}

export const digitalPortraitsQuery = queryOptions({
  queryKey: queryKeys.digitalPortraits.list,
  queryFn: fetchDigitalPortraits,
  // The route's loader has just tried; a failure is shown with 'Try again' rather than fetched twice.
  retryOnMount: false,
});

export function useDigitalPortraits() {
  return useQuery(digitalPortraitsQuery);
}
