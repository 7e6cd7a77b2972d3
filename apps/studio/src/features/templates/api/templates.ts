import {
  StudioStarterInstallResponse,
  StudioTemplateDetail,
  type StudioTemplateImportRequest,
  StudioTemplateImportResponse,
  StudioTemplatesResponse,
} from "@shop/contracts/studio-templates";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend, apiSendEmpty } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const templateKeys = {
  all: [...studioKeys.all, "templates"] as const,
  list: () => [...templateKeys.all, "list"] as const,
  template: (uuid: string) => [...templateKeys.all, "template", uuid] as const,
};

export const templateListQuery = queryOptions({
  queryKey: templateKeys.list(),
  queryFn: () => apiGet("/api/studio/templates", StudioTemplatesResponse),
});

export function useTemplateList() {
  return useQuery(templateListQuery);
}

export function templateQuery(uuid: string) {
  return queryOptions({
    queryKey: templateKeys.template(uuid),
    queryFn: () => apiGet(`/api/studio/templates/${uuid}`, StudioTemplateDetail),
  });
}

export function useTemplate(uuid: string) {
  return useQuery(templateQuery(uuid));
}

/** Every change shows in the grid, on the template's page and in the record. */
function useRefresh() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: templateKeys.all });
    void client.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
  };
}

/** Switches a template on or off in the parents' lists; the grid shows the switch at once. */
export function useSetActive() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ uuid, active }: { uuid: string; active: boolean }) =>
      apiSendEmpty("PATCH", `/api/studio/templates/${uuid}`, { active }),
    onMutate: ({ uuid, active }) => {
      client.setQueryData<StudioTemplatesResponse>(templateKeys.list(), (list) =>
        list
          ? { ...list, templates: list.templates.map((x) => (x.uuid === uuid ? { ...x, active } : x)) }
          : list,
      );
    },
    onSettled: refresh,
  });
}

export function useSetOfferedInJob(templateUuid: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ jobUuid, offered }: { jobUuid: string; offered: boolean }) =>
      apiSendEmpty("PUT", `/api/studio/templates/${templateUuid}/jobs/${jobUuid}`, { offered }),
    onSettled: refresh,
  });
}

/** One product's templates in a new order; the grid shows it at once. */
export function useOrderTemplates() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (uuids: readonly string[]) =>
      apiSendEmpty("PUT", "/api/studio/templates/order", { templates: uuids }),
    onMutate: (uuids) => {
      client.setQueryData<StudioTemplatesResponse>(templateKeys.list(), (list) => {
        if (!list) return list;
        const place = new Map(uuids.map((uuid, i) => [uuid, i]));
        const moved = list.templates.filter((x) => place.has(x.uuid));
        moved.sort((a, b) => (place.get(a.uuid) ?? 0) - (place.get(b.uuid) ?? 0));
        // The product's templates keep their slots in the grid; only their order among themselves changes.
        let next = 0;
        const templates = list.templates.map((x) => (place.has(x.uuid) ? (moved[next++] ?? x) : x));
        return { ...list, templates };
      });
    },
    onSettled: refresh,
  });
}

export function useImportTemplate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: StudioTemplateImportRequest) =>
      apiSend("POST", "/api/studio/templates/import", body, StudioTemplateImportResponse),
    onSuccess: refresh,
  });
}

export function useInstallStarter() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () =>
      apiSend("POST", "/api/studio/templates/starter", undefined, StudioStarterInstallResponse),
    onSuccess: refresh,
  });
}
