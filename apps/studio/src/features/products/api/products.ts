import {
  StudioProductsResponse,
  type TemplateProductRequest,
  TemplateProductSaved,
} from "@shop/contracts/studio-products";
import { StudioStarterInstallResponse } from "@shop/contracts/studio-templates";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { studioKeys } from "../../auth/api/me.ts";

export const productKeys = {
  all: [...studioKeys.all, "products"] as const,
  list: () => [...productKeys.all, "list"] as const,
};

export const productListQuery = queryOptions({
  queryKey: productKeys.list(),
  queryFn: () => apiGet("/api/studio/products", StudioProductsResponse),
});

/** Every product of the shop; a product's page reads its row from the same list. */
export function useProducts() {
  return useQuery(productListQuery);
}

/**
 * Makes a template product (`productUuid` null) or changes one; the list is read again after. `onSaved` is the hook's
 * own callback, not the call's: the form is drawn anew from the stored product once the list is read again, and a
 * call's callbacks do not run after its form is gone.
 */
export function useSaveTemplateProduct(productUuid: string | null, onSaved: (uuid: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateProductRequest) =>
      productUuid === null
        ? apiSend("POST", "/api/studio/products/template", body, TemplateProductSaved)
        : apiSend("PUT", `/api/studio/products/${productUuid}/template`, body, TemplateProductSaved),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: productKeys.all });
      onSaved(saved.uuid);
    },
  });
}

/** The empty list's button: installs the starter library (its products come unpriced, not on sale). */
export function useInstallStarter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiSend("POST", "/api/studio/templates/starter", undefined, StudioStarterInstallResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: productKeys.all }),
  });
}
