import {
  StudioArtworkResponse,
  StudioEditorProductsResponse,
  StudioEditorSaveResponse,
  StudioEditorTemplateResponse,
} from "@shop/contracts/studio-template-editor";
import type { TemplateDocument } from "@shop/render/template";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";

/** The template editor's calls (issue 31): its products, a template to open, a background picture, saving. */

export const editorProductsQuery = queryOptions({
  queryKey: ["templates", "editor", "products"],
  queryFn: () => apiGet("/api/studio/templates/editor/products", StudioEditorProductsResponse),
});

export function useEditorProducts() {
  return useQuery(editorProductsQuery);
}

export const editorTemplateQuery = (templateUuid: string) =>
  queryOptions({
    queryKey: ["templates", "editor", "template", templateUuid],
    queryFn: () =>
      apiGet(
        `/api/studio/templates/${encodeURIComponent(templateUuid)}/editor`,
        StudioEditorTemplateResponse,
      ),
  });

export function useEditorTemplate(templateUuid: string | undefined) {
  return useQuery({ ...editorTemplateQuery(templateUuid ?? ""), enabled: templateUuid !== undefined });
}

export function useUploadArtwork() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("file", file);
      return apiSend("POST", "/api/studio/templates/editor/artwork", body, StudioArtworkResponse);
    },
  });
}

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    // The request's contract is StudioEditorSaveRequest; the editor's document is its immutable form.
    mutationFn: (request: { product: string; document: TemplateDocument }) =>
      apiSend("POST", "/api/studio/templates/editor", request, StudioEditorSaveResponse),
    // The Templates area's lists show the new template or version.
    onSuccess: () => client.invalidateQueries({ queryKey: ["templates"] }),
  });
}
