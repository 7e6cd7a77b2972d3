import { isTemplateListType } from "@shop/domain/template-lists";
import type { LoaderFunctionArgs } from "react-router";
import { i18n } from "../../lib/i18n.ts";
import { queryClient } from "../../lib/query-client.ts";
import { shoppedPictureSetForLoader } from "../../lib/shopped-picture-set.ts";
import { cardCategoriesQuery } from "./api/card-categories.ts";
import { photogiftCategoryInfoQuery } from "./api/photogift-category-info.ts";
import { templateListQuery } from "./api/template-list.ts";

/** Fetches a template list (and its heading's data) while the page's code downloads; failures are the page's. */
export async function templateListLoader({ params }: LoaderFunctionArgs) {
  const { type, category = null } = params;
  if (!isTemplateListType(type)) return null;
  const lang = i18n.language;
  const set = await shoppedPictureSetForLoader();
  const loads: Promise<unknown>[] = [
    queryClient.ensureQueryData(templateListQuery({ type, category, subjectUuid: set?.uuid ?? null, lang })),
  ];
  if (type === "cards") loads.push(queryClient.ensureQueryData(cardCategoriesQuery(lang)));
  if (type === "photogifts" && category)
    loads.push(queryClient.ensureQueryData(photogiftCategoryInfoQuery(category)));
  await Promise.allSettled(loads);
  return null;
}
