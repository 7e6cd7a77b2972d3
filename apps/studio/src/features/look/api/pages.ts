import {
  PagePreviewResponse,
  type StudioPageRequest,
  StudioPageResponse,
  StudioPagesResponse,
} from "@shop/contracts/studio-look";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend, apiSendEmpty } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { studioKeys } from "../../auth/api/me.ts";
import { lookKeys } from "./look.ts";

export const pagesQuery = queryOptions({
  queryKey: lookKeys.pages,
  queryFn: () => apiGet("/api/studio/look/pages", StudioPagesResponse),
});

export function usePages() {
  return useQuery(pagesQuery);
}

export function usePage(id: string | null) {
  return useQuery({
    queryKey: lookKeys.page(id ?? ""),
    queryFn: () => apiGet(`/api/studio/look/pages/${id}`, StudioPageResponse),
    enabled: id !== null,
  });
}

function refresh() {
  void queryClient.invalidateQueries({ queryKey: lookKeys.pages });
  void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
}

/** Creates the page (`create`) or changes it. */
export function useSavePage(create: boolean) {
  return useMutation({
    mutationFn: ({ id, ...body }: StudioPageRequest) =>
      create
        ? apiSend("POST", "/api/studio/look/pages", { id, ...body }, StudioPageResponse)
        : apiSend("PUT", `/api/studio/look/pages/${id}`, body, StudioPageResponse),
    onSuccess: (page) => {
      queryClient.setQueryData(lookKeys.page(page.id), page);
      refresh();
    },
  });
}

export function useRemovePage() {
  return useMutation({
    mutationFn: (id: string) => apiSendEmpty("DELETE", `/api/studio/look/pages/${id}`),
    onSuccess: refresh,
  });
}

/** The body as a parent's page would show it: the server's sanitizer, not a copy of it. */
export function usePreview() {
  return useMutation({
    mutationFn: (html: string) =>
      apiSend("POST", "/api/studio/look/pages/preview", { html }, PagePreviewResponse),
  });
}
