import { type CardCategoriesResponse, CardCategoriesResponse as Schema } from "@shop/contracts/templates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../../lib/api.ts";
import { i18n, useTranslation } from "../../../lib/i18n.ts";
import { templateKeys } from "../../../lib/template-query-keys.ts";

/** GET /api/webshop/templates/cards/categories — the cards category row and its default. */
export function fetchCardCategories(lang: string): Promise<CardCategoriesResponse> {
  return apiGet(withQuery("/api/webshop/templates/cards/categories", { lang }), Schema);
}

export const cardCategoriesQuery = (lang: string = i18n.language) =>
  queryOptions({
    queryKey: templateKeys.cardCategories(lang),
    queryFn: () => fetchCardCategories(lang),
    staleTime: 5 * 60_000,
  });

export function useCardCategories(enabled: boolean) {
  const { i18n: current } = useTranslation();
  return useQuery({ ...cardCategoriesQuery(current.language), enabled });
}
