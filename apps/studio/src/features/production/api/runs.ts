import { StudioJobListResponse, StudioJobResponse } from "@shop/contracts/studio-jobs";
import {
  type ProductionRunListResponse as ListResponse,
  ProductionRunListResponse,
  ProductionRunResponse,
  type StartProductionRunRequest,
} from "@shop/contracts/studio-production";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const productionKeys = {
  all: [...studioKeys.all, "production"] as const,
  runs: (page: number) => [...productionKeys.all, "runs", page] as const,
  jobs: () => [...productionKeys.all, "jobs"] as const,
  job: (jobUuid: string) => [...productionKeys.all, "job", jobUuid] as const,
};

/** A run still being made: the list asks again every second while one is on the page. */
function making(data: ListResponse | undefined): boolean {
  return data?.runs.some((run) => run.state === "queued" || run.state === "running") ?? false;
}

export function runsQuery(page: number) {
  return queryOptions({
    queryKey: productionKeys.runs(page),
    queryFn: () => apiGet(`/api/studio/production/runs?page=${page}`, ProductionRunListResponse),
    refetchInterval: (query) => (making(query.state.data) ? 1000 : false),
    placeholderData: keepPreviousData,
  });
}

export function useRuns(page: number) {
  return useQuery(runsQuery(page));
}

/** The jobs to choose from (the jobs area's list: the same roles as production). */
export function useJobsToRun() {
  return useQuery({
    queryKey: productionKeys.jobs(),
    queryFn: () => apiGet("/api/studio/jobs", StudioJobListResponse),
  });
}

/** A job's classes, for the class filter. */
export function useJobClasses(jobUuid: string) {
  return useQuery({
    queryKey: productionKeys.job(jobUuid),
    queryFn: () => apiGet(`/api/studio/jobs/${jobUuid}`, StudioJobResponse),
    enabled: jobUuid !== "",
    select: (data) => data.classes.flatMap((c) => (c.group === null ? [] : [c.group])),
  });
}

export function useStartRun() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: StartProductionRunRequest) =>
      apiSend("POST", "/api/studio/production/runs", request, ProductionRunResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: [...productionKeys.all, "runs"] }),
  });
}

export function useRunAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (runUuid: string) =>
      apiSend("POST", `/api/studio/production/runs/${runUuid}/again`, {}, ProductionRunResponse),
    onSettled: () => client.invalidateQueries({ queryKey: [...productionKeys.all, "runs"] }),
  });
}

export function runFileUrl(runUuid: string, name: string): string {
  return `/api/studio/production/runs/${runUuid}/files/${encodeURIComponent(name)}`;
}
