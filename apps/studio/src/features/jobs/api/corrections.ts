import { StudioJobCorrectionsResponse } from "@shop/contracts/studio-job-corrections";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { jobKeys } from "./jobs.ts";

/** The names parents corrected in the job, oldest first (decision 0035). */
export function useJobCorrections(jobUuid: string) {
  return useQuery({
    queryKey: [...jobKeys.job(jobUuid), "corrections"],
    queryFn: () => apiGet(`/api/studio/jobs/${jobUuid}/corrections`, StudioJobCorrectionsResponse),
  });
}
