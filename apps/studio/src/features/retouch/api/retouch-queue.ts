import { StudioJobListResponse } from "@shop/contracts/studio-jobs";
import {
  StudioRetouchResponse,
  type StudioRetouchState,
  type StudioRetouchTask,
  StudioRetouchUploadResponse,
} from "@shop/contracts/studio-retouch";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";

/** Under the studio's keys ("studio"), so signing out forgets them with the rest. */
export const retouchKeys = {
  all: ["studio", "retouch"] as const,
  queue: (filter: RetouchFilter) => [...retouchKeys.all, "queue", filter] as const,
  jobs: () => [...retouchKeys.all, "jobs"] as const,
};

export interface RetouchFilter {
  job: string | null;
  state: StudioRetouchState;
  page: number;
}

export function retouchQueueQuery(filter: RetouchFilter) {
  const params = new URLSearchParams({ state: filter.state, page: String(filter.page) });
  if (filter.job !== null) params.set("job", filter.job);
  return queryOptions({
    queryKey: retouchKeys.queue(filter),
    queryFn: () => apiGet(`/api/studio/retouch?${params}`, StudioRetouchResponse),
    // The table stays while the next page or filter loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useRetouchQueue(filter: RetouchFilter) {
  return useQuery(retouchQueueQuery(filter));
}

/** The shop's jobs, for the filter. */
export function useRetouchJobs() {
  return useQuery({
    queryKey: retouchKeys.jobs(),
    queryFn: () => apiGet("/api/studio/jobs", StudioJobListResponse),
  });
}

/** A refused upload: the answer's status and code (the page says the code in its words). */
export class RetouchUploadFailure extends Error {
  readonly status: number;
  readonly code: string | null;
  constructor(status: number, code: string | null) {
    super(code ?? `HTTP ${status}`);
    this.name = "RetouchUploadFailure";
    this.status = status;
    this.code = code;
  }
}

/**
 * Sends the retouched file as multipart with its progress (fetch cannot tell how much went up; XMLHttpRequest can).
 * Answers the task as it is now.
 */
export function uploadRetouchedFile(
  retouchUuid: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<StudioRetouchTask> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/studio/retouch/${retouchUuid}/file`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new RetouchUploadFailure(0, null));
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON: a proxy's page; the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(StudioRetouchUploadResponse.parse(json).task);
        } catch {
          reject(new RetouchUploadFailure(xhr.status, null));
        }
        return;
      }
      const code = (json as { code?: unknown } | null)?.code;
      reject(new RetouchUploadFailure(xhr.status, typeof code === "string" ? code : null));
    };
    const body = new FormData();
    body.append("file", file);
    xhr.send(body);
  });
}
