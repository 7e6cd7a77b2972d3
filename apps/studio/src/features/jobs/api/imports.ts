import { type CreateImportBatchRequest, ImportBatchResponse } from "@shop/contracts/job-imports";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { jobKeys } from "./jobs.ts";

export const importKeys = { batch: (uuid: string) => [...jobKeys.all, "import", uuid] as const };

/** States in which the background import is still at work: the page asks again every second. */
const working = new Set(["queued", "importing"]);

export function importQuery(batchUuid: string) {
  return queryOptions({
    queryKey: importKeys.batch(batchUuid),
    queryFn: () => apiGet(`/api/studio/jobs/imports/${batchUuid}`, ImportBatchResponse),
    refetchInterval: (query) => {
      const batch = query.state.data;
      if (!batch) return false;
      const thumbnailsLeft =
        batch.state === "imported" && batch.progress.thumbnailsDone < batch.progress.thumbnailsTotal;
      return working.has(batch.state) || thumbnailsLeft ? 1000 : false;
    },
  });
}

export function useImport(batchUuid: string) {
  return useQuery(importQuery(batchUuid));
}

export function useCreateImport() {
  return useMutation({
    mutationFn: (request: CreateImportBatchRequest) =>
      apiSend("POST", "/api/studio/jobs/imports", request, ImportBatchResponse),
  });
}

/** Checks the roster, or confirms the checked import; the answer is the batch as it is now. */
export function useImportStep(batchUuid: string, step: "check" | "confirm") {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend("POST", `/api/studio/jobs/imports/${batchUuid}/${step}`, {}, ImportBatchResponse),
    onSuccess: (batch) => {
      client.setQueryData(importKeys.batch(batchUuid), batch);
      if (step === "confirm") void client.invalidateQueries({ queryKey: jobKeys.list() });
    },
  });
}
