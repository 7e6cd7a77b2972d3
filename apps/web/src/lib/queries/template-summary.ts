import { TemplateSummary as Schema, type TemplateSummary } from "@shop/contracts/templates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet } from "../api.ts";
import { templateKeys } from "../template-query-keys.ts";

/** GET /api/webshop/templates/by-uuid/{uuid} — the template's name, type and current version. */
export function fetchTemplateSummary(templateUuid: string): Promise<TemplateSummary> {
  return apiGet(`/api/webshop/templates/by-uuid/${encodeURIComponent(templateUuid)}`, Schema);
}

export const templateSummaryQuery = (templateUuid: string) =>
  queryOptions({
    queryKey: templateKeys.summary(templateUuid),
    queryFn: () => fetchTemplateSummary(templateUuid),
    staleTime: 5 * 60_000,
  });

export function useTemplateSummary(templateUuid: string) {
  return useQuery(templateSummaryQuery(templateUuid));
}

/** The list preview of a template version (GET /templates/all/{uuid}-{version}.svg). */
export function templatePreviewUrl(template: { uuid: string; version: number }): string {
  return `/templates/all/${template.uuid}-${template.version}.svg`;
}
