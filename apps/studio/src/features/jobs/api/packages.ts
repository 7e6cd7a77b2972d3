import { StudioJobPackagesResponse } from "@shop/contracts/studio-job-packages";
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { jobKeys } from "./jobs.ts";

/** The job's package offers, read-only. */
export function useJobPackages(jobUuid: string) {
  return useQuery({
    queryKey: [...jobKeys.job(jobUuid), "packages"],
    queryFn: () => apiGet(`/api/studio/jobs/${jobUuid}/packages`, StudioJobPackagesResponse),
  });
}
