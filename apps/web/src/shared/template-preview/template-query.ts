import { FullTemplate } from "@shop/contracts/templates";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../lib/api.ts";

/** The editor's calls (spec 02 §7) and their query keys (under the template catalogue's). */
export const editorKeys = {
  full: (uuid: string, version: number) => ["templates", "full", uuid, version] as const,
  fill: (templateUuid: string, subjectUuid: string) =>
    ["templates", "fill", templateUuid, subjectUuid] as const,
  byProduct: (productUuid: string, subjectUuid: string) =>
    ["templates", "by-product", productUuid, subjectUuid] as const,
  promoted: ["templates", "promoted"] as const,
};

/** GET /api/webshop/templates/by-uuid/{uuid}/{version} */
export const fullTemplateQuery = (uuid: string, version: number) =>
  queryOptions({
    queryKey: editorKeys.full(uuid, version),
    queryFn: () =>
      apiGet(`/api/webshop/templates/by-uuid/${encodeURIComponent(uuid)}/${version}`, FullTemplate),
    // A version of a template never changes.
    staleTime: Number.POSITIVE_INFINITY,
  });
