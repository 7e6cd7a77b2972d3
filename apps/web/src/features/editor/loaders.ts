import type { LoaderFunctionArgs } from "react-router";
import { cartQuery } from "../../lib/queries/cart.ts";
import { queryClient } from "../../lib/query-client.ts";
import { pictureSetQuery } from "../picture-sets/api/picture-set.ts";
import { shoppedPictureSetForLoader } from "../picture-sets/shopped-picture-set.ts";
import { templateSummaryQuery } from "../products/api/template-summary.ts";
import { fillTemplateQuery, fullTemplateQuery } from "./api.ts";

/**
 * The create-product page's data, fetched together while the editor's code downloads: the template (its version,
 * then that version in full), its fill for the current picture set and the set's pictures. Failures are the page's.
 */
export async function createProductLoader({ params }: LoaderFunctionArgs) {
  const templateUuid = params.templateUuid ?? "";
  const loads: Promise<unknown>[] = [
    queryClient
      .ensureQueryData(templateSummaryQuery(templateUuid))
      .then((summary) => queryClient.ensureQueryData(fullTemplateQuery(templateUuid, summary.version))),
  ];
  // The template is read meanwhile: a tab without a set waits here only for the parent's sets.
  const set = await shoppedPictureSetForLoader();
  if (set) {
    loads.push(queryClient.ensureQueryData(fillTemplateQuery(templateUuid, set.uuid)));
    loads.push(queryClient.ensureQueryData(pictureSetQuery(set.uuid)));
  }
  await Promise.allSettled(loads);
  return null;
}

/** /shopping-cart/edit/:orderLineUuid: the cart, then the line's template (or its package's) and picture set. */
export async function editCartLineLoader({ params }: LoaderFunctionArgs) {
  try {
    const cart = await queryClient.ensureQueryData(cartQuery);
    const line = cart.orderLines.find((l) => l.uuid === params.orderLineUuid);
    const templates = [
      line?.template,
      ...(line?.package?.packageItems ?? []).map((item) => item.template),
    ].flatMap((template) => (template ? [template] : []));
    const subject = line?.subjects[0]?.uuid;
    await Promise.allSettled([
      ...templates.map((template) =>
        queryClient.ensureQueryData(fullTemplateQuery(template.uuid, template.version)),
      ),
      subject ? queryClient.ensureQueryData(pictureSetQuery(subject)) : null,
    ]);
  } catch {
    // The page shows the error with 'Try again'.
  }
  return null;
}
