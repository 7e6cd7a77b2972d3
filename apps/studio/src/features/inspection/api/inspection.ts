import {
  InspectionDeadlineResponse,
  MarkSentHomeResponse,
  StudioInspectionResponse,
} from "@shop/contracts/studio-inspection";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";

/** Under the studio's keys ("studio"), so signing out forgets them with the rest. */
export const inspectionKeys = {
  job: (jobUuid: string) => ["studio", "inspection", jobUuid] as const,
};

export function useInspection(jobUuid: string) {
  return useQuery({
    queryKey: inspectionKeys.job(jobUuid),
    queryFn: () => apiGet(`/api/studio/jobs/${jobUuid}/inspection`, StudioInspectionResponse),
  });
}

export function useMarkSentHome(jobUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subjects: string[]) =>
      apiSend("POST", `/api/studio/jobs/${jobUuid}/inspection/sent-home`, { subjects }, MarkSentHomeResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: inspectionKeys.job(jobUuid) }),
  });
}

export function useInspectionDeadline(jobUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deadline: string | null) =>
      apiSend(
        "PUT",
        `/api/studio/jobs/${jobUuid}/inspection/deadline`,
        { deadline },
        InspectionDeadlineResponse,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: inspectionKeys.job(jobUuid) }),
  });
}
