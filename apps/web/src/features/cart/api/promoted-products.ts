import { PromotedProductsResponse } from "@shop/contracts/templates";
import { queryOptions } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { editorKeys } from "../../../shared/template-preview/template-query.ts";

/** GET /api/webshop/promoted-products — 'Other popular products'. */
export const promotedProductsQuery = queryOptions({
  queryKey: editorKeys.promoted,
  queryFn: () => apiGet("/api/webshop/promoted-products", PromotedProductsResponse),
  staleTime: 5 * 60_000,
});
