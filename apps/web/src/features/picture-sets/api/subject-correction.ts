import { SubjectCorrectionBody, SubjectCorrectionResponse } from "@shop/contracts/picture-sets";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api.ts";
import { currentPictureSet, setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** PUT /api/webshop/picture-sets/{uuid}/subject: the parent's correction of the name and group (decision 0035). */
export function putSubjectCorrection(pictureSetUuid: string, body: SubjectCorrectionBody) {
  const path = `/api/webshop/picture-sets/${encodeURIComponent(pictureSetUuid)}/subject`;
  return apiSend("PUT", path, SubjectCorrectionBody.parse(body), SubjectCorrectionResponse);
}

/** Saves a correction; the list, the set and the set the parent shops for then carry the new name. */
export function useCorrectSubject(pictureSetUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubjectCorrectionBody) => putSubjectCorrection(pictureSetUuid, body),
    onSuccess: async ({ subject }) => {
      if (currentPictureSet()?.uuid === subject.uuid) {
        setCurrentPictureSet({ uuid: subject.uuid, name: subject.name });
      }
      await client.invalidateQueries({ queryKey: queryKeys.pictureSets.all });
    },
  });
}
