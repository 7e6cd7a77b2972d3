import type { TemplateListResponse } from "@shop/contracts/templates";
import type { LoaderFunctionArgs } from "react-router";
import { pictureSetQuery } from "../../lib/queries/picture-set.ts";
import { templateSummaryQuery } from "../../lib/queries/template-summary.ts";
import { queryClient } from "../../lib/query-client.ts";
import { shoppedPictureSetForLoader } from "../../lib/shopped-picture-set.ts";
import { templateKeys } from "../../lib/template-query-keys.ts";
import { fillTemplateQuery } from "../../shared/template-editor/api.ts";
import { fullTemplateQuery } from "../../shared/template-preview/template-query.ts";

/**
 * A template's summary as a list the parent came from shows it (its version, name and type): the editor then asks for
 * the template in full at once instead of first asking for its version. A list read within the summary's own
 * freshness (five minutes) is as current as the summary would be.
 */
function rememberListedSummary(templateUuid: string): void {
  const summary = templateSummaryQuery(templateUuid);
  if (queryClient.getQueryData(summary.queryKey)) return;
  const lists = queryClient.getQueriesData<TemplateListResponse>({ queryKey: templateKeys.lists });
  for (const [key, list] of lists) {
    const item = list?.templates.find((t) => t.uuid === templateUuid);
    if (!item) continue;
    const { dataUpdatedAt } = queryClient.getQueryState(key) ?? {};
    queryClient.setQueryData(
      summary.queryKey,
      { uuid: item.uuid, name: item.name, version: item.version, type: item.type },
      { updatedAt: dataUpdatedAt },
    );
    return;
  }
}

/**
 * The create-product page's data, fetched together while the editor's code downloads: the template (in full at once
 * when a list named its version), its fill for the current picture set and the set's pictures; then, without waiting
 * for them, the template's fonts and the first part's pictures (preload.ts). Failures are the page's.
 */
export async function createProductLoader({ params }: LoaderFunctionArgs) {
  const templateUuid = params.templateUuid ?? "";
  rememberListedSummary(templateUuid);
  // The page's own module (the route's lazy import, already on its way) starts the fonts and pictures: a module of
  // their own would split what the cart shares with the editor into one more file.
  const preload = import("./pages/CreateProductPage.tsx");
  const template = queryClient
    .ensureQueryData(templateSummaryQuery(templateUuid))
    .then((summary) => queryClient.ensureQueryData(fullTemplateQuery(templateUuid, summary.version)));
  void Promise.all([template, preload]).then(([full, { preloadFonts }]) => preloadFonts(full), ignore);
  const loads: Promise<unknown>[] = [template];
  // The template is read meanwhile: a tab without a set waits here only for the parent's sets.
  const set = await shoppedPictureSetForLoader();
  if (set) {
    const fill = queryClient.ensureQueryData(fillTemplateQuery(templateUuid, set.uuid));
    const pictures = queryClient.ensureQueryData(pictureSetQuery(set.uuid));
    void Promise.all([template, fill, pictures, preload]).then(
      ([full, filled, pictureSet, { preloadFirstPart }]) =>
        preloadFirstPart(full, filled.userResources, pictureSet),
      ignore,
    );
    loads.push(fill, pictures);
  }
  await Promise.allSettled(loads);
  return null;
}

/** A preload that fails leaves the page to ask again as it draws. */
function ignore(): void {}
