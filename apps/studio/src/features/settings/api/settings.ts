import {
  type ShopSettingsFile,
  type StudioSettingsBody,
  StudioSettingsExport,
  StudioSettingsResult,
} from "@shop/contracts/studio-settings";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const settingsKeys = { file: [...studioKeys.all, "settings"] as const };

/** The shop's settings file as the server writes it back (the export): its text, and the file it holds. */
export const settingsQuery = queryOptions({
  queryKey: settingsKeys.file,
  queryFn: () => apiGet("/api/studio/settings", StudioSettingsExport),
  select: ({ file }) => (file === null ? null : { text: file, file: JSON.parse(file) as ShopSettingsFile }),
});

export function useSettings() {
  return useQuery(settingsQuery);
}

/** What applying would change (nothing is changed), or the file's problems. */
export function usePreviewSettings() {
  return useMutation({
    mutationFn: (body: StudioSettingsBody) =>
      apiSend("POST", "/api/studio/settings/preview", body, StudioSettingsResult),
  });
}

export function useApplySettings() {
  return useMutation({
    mutationFn: (body: StudioSettingsBody) =>
      apiSend("POST", "/api/studio/settings", body, StudioSettingsResult),
    onSuccess: (result) => {
      if (!result.ok) return;
      void queryClient.invalidateQueries({ queryKey: settingsKeys.file });
      void queryClient.invalidateQueries({ queryKey: [...studioKeys.all, "record"] });
    },
  });
}
