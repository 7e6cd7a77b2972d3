import {
  StudioCodeResponse,
  StudioJobListResponse,
  StudioJobResponse,
  type UpdateStudioJobRequest,
  UpdateStudioJobResponse,
} from "@shop/contracts/studio-jobs";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const jobKeys = {
  all: [...studioKeys.all, "jobs"] as const,
  list: () => [...jobKeys.all, "list"] as const,
  job: (jobUuid: string) => [...jobKeys.all, "job", jobUuid] as const,
};

export const jobListQuery = queryOptions({
  queryKey: jobKeys.list(),
  queryFn: () => apiGet("/api/studio/jobs", StudioJobListResponse),
});

export function useJobList() {
  return useQuery(jobListQuery);
}

export function jobQuery(jobUuid: string) {
  return queryOptions({
    queryKey: jobKeys.job(jobUuid),
    queryFn: () => apiGet(`/api/studio/jobs/${jobUuid}`, StudioJobResponse),
  });
}

export function useJob(jobUuid: string) {
  return useQuery(jobQuery(jobUuid));
}

/** A subject's code, fetched only when asked for (the server records each showing). */
export function useRevealCode(jobUuid: string) {
  return useMutation({
    mutationFn: (subjectUuid: string) =>
      apiSend("POST", `/api/studio/jobs/${jobUuid}/subjects/${subjectUuid}/code`, {}, StudioCodeResponse),
  });
}

export function useUpdateJob(jobUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateStudioJobRequest) =>
      apiSend("PATCH", `/api/studio/jobs/${jobUuid}`, change, UpdateStudioJobResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
