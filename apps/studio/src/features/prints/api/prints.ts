import {
  type PrintProductInput,
  StudioPrintResponse,
  StudioPrintsResponse,
} from "@shop/contracts/studio-prints";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const printKeys = { list: [...studioKeys.all, "prints"] as const };

export const printsQuery = queryOptions({
  queryKey: printKeys.list,
  queryFn: () => apiGet("/api/studio/prints", StudioPrintsResponse),
});

export function usePrints() {
  return useQuery(printsQuery);
}

/** Adds a print (no uuid) or changes one; the list and the record show it. */
export function useSavePrint() {
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string | null; body: PrintProductInput }) =>
      apiSend(
        uuid ? "PUT" : "POST",
        uuid ? `/api/studio/prints/${uuid}` : "/api/studio/prints",
        body,
        StudioPrintResponse,
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: printKeys.list });
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
    },
  });
}
