import { TemplateListResponse as Schema, type TemplateListResponse } from "@shop/contracts/templates";
import type { TemplateListType } from "@shop/domain/template-lists";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";
import { templateKeys } from "../../../lib/template-query-keys.ts";

export interface TemplateListRequest {
  type: TemplateListType;
  category: string | null;
  /** The picture set the list is for; its templates are those it qualifies for, filled with its pictures. */
  subjectUuid: string | null;
  lang: string;
}

/** GET /api/webshop/templates/{type}[/categories/{category}][/subjects/{subjectUuid}]?lang= */
export function fetchTemplateList({
  type,
  category,
  subjectUuid,
  lang,
}: TemplateListRequest): Promise<TemplateListResponse> {
  let path = `/api/webshop/templates/${type}`;
  if (category) path += `/categories/${encodeURIComponent(category)}`;
  if (subjectUuid) path += `/subjects/${encodeURIComponent(subjectUuid)}`;
  return apiGet(withQuery(path, { lang }), Schema);
}

export const templateListQuery = (request: TemplateListRequest) =>
  queryOptions({
    queryKey: templateKeys.list(request.type, request.category, request.subjectUuid, request.lang),
    queryFn: () => fetchTemplateList(request),
  });

/** `enabled: false` holds the read (a pending list) until the page knows what to ask for. */
export function useTemplateList(
  request: TemplateListRequest,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...templateListQuery(request), enabled });
}
