import { CategoriesResponse, type Category } from "@shop/contracts/templates";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiGet, withQuery } from "../../lib/api.ts";
import { i18n, useTranslation } from "../../lib/i18n.ts";
import { templateKeys } from "../../lib/template-query-keys.ts";

/** GET /ajax/template/get_categories.php?lang= — the product category overview's tiles (archive left out). */
export async function fetchCategories(lang: string): Promise<Category[]> {
  return (await apiGet(withQuery("/ajax/template/get_categories.php", { lang }), CategoriesResponse))
    .categories;
}

export const categoriesQuery = (lang: string = i18n.language) =>
  queryOptions({ queryKey: templateKeys.categories(lang), queryFn: () => fetchCategories(lang) });

export function useCategories() {
  const { i18n: current } = useTranslation();
  return useQuery(categoriesQuery(current.language));
}
