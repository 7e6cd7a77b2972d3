import {
  AcceptAllCorrectionsResponse,
  StudioJobCorrectionsResponse,
} from "@shop/contracts/studio-job-corrections";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, apiSendEmpty } from "../../../lib/api.ts";
import { jobKeys } from "./jobs.ts";

const correctionsKey = (jobUuid: string) => [...jobKeys.job(jobUuid), "corrections"];

/** The names parents corrected in the job, oldest first, with their review (decisions 0035, 0063). */
export function useJobCorrections(jobUuid: string) {
  return useQuery({
    queryKey: correctionsKey(jobUuid),
    queryFn: () => apiGet(`/api/studio/jobs/${jobUuid}/corrections`, StudioJobCorrectionsResponse),
    // Parents correct at any time, outside the studio: the page reads them afresh whenever it opens, so it never
    // shows fewer to review than the list of jobs it was opened from.
    staleTime: 0,
  });
}

/**
 * After a review, or a refusal (a parent corrected again meanwhile), the list reads again, and so do the job and the
 * list of jobs whose "to review" counts changed.
 */
function useReadAgain(jobUuid: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: jobKeys.job(jobUuid) }),
      client.invalidateQueries({ queryKey: jobKeys.list() }),
    ]);
}

export type CorrectionReviewInput =
  | { uuid: string; accept: true }
  | { uuid: string; accept: false; reason: string };

/** Accepts a correction, or rejects it with an optional reason (the name goes back to what it was before). */
export function useReviewCorrection(jobUuid: string) {
  const readAgain = useReadAgain(jobUuid);
  return useMutation({
    mutationFn: (input: CorrectionReviewInput) => {
      const path = `/api/studio/jobs/${jobUuid}/corrections/${input.uuid}`;
      return input.accept
        ? apiSendEmpty("POST", `${path}/accept`)
        : apiSendEmpty("POST", `${path}/reject`, input.reason === "" ? {} : { reason: input.reason });
    },
    onSettled: readAgain,
  });
}

/** Accepts every correction of the job still to review. */
export function useAcceptAllCorrections(jobUuid: string) {
  const readAgain = useReadAgain(jobUuid);
  return useMutation({
    mutationFn: () =>
      apiSend(
        "POST",
        `/api/studio/jobs/${jobUuid}/corrections/accept-all`,
        undefined,
        AcceptAllCorrectionsResponse,
      ),
    onSettled: readAgain,
  });
}
