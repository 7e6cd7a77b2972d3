import { type LookColors, type LookFileKind, StudioLookResponse } from "@shop/contracts/studio-look";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const lookKeys = {
  look: [...studioKeys.all, "look"] as const,
  pages: [...studioKeys.all, "look", "pages"] as const,
  page: (id: string) => [...studioKeys.all, "look", "pages", id] as const,
};

export const lookQuery = queryOptions({
  queryKey: lookKeys.look,
  queryFn: () => apiGet("/api/studio/look", StudioLookResponse),
});

export function useLook() {
  return useQuery(lookQuery);
}

/** Every change answers the whole look, which the page shows at once; the record reads again. */
function showLook(look: StudioLookResponse) {
  queryClient.setQueryData(lookKeys.look, look);
  void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
}

export function useSetColors() {
  return useMutation({
    mutationFn: (colors: LookColors) => apiSend("PUT", "/api/studio/look/colors", colors, StudioLookResponse),
    onSuccess: showLook,
  });
}

export function useUploadLookFile(which: LookFileKind) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return apiSend("POST", `/api/studio/look/${which}`, form, StudioLookResponse);
    },
    onSuccess: showLook,
  });
}

export function useRemoveLookFile(which: LookFileKind) {
  return useMutation({
    mutationFn: () => apiSend("DELETE", `/api/studio/look/${which}`, undefined, StudioLookResponse),
    onSuccess: showLook,
  });
}
