import {
  AddStudioBackgroundsResponse,
  StudioGreenScreenResponse,
} from "@shop/contracts/studio-job-green-screen";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { jobKeys } from "./jobs.ts";

const greenScreenKey = (jobUuid: string) => [...jobKeys.job(jobUuid), "green-screen"];

/** The job's pictures with a mask and the backgrounds it offers them. */
export function useGreenScreen(jobUuid: string) {
  return useQuery({
    queryKey: greenScreenKey(jobUuid),
    queryFn: () => apiGet(`/api/studio/jobs/${jobUuid}/green-screen`, StudioGreenScreenResponse),
  });
}

/** Adds background pictures to the job, as `job backgrounds` does; the list reads again. */
export function useAddBackgrounds(jobUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append("files", file);
      return apiSend(
        "POST",
        `/api/studio/jobs/${jobUuid}/green-screen/backgrounds`,
        form,
        AddStudioBackgroundsResponse,
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: greenScreenKey(jobUuid) }),
  });
}
