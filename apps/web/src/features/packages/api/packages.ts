import type { Cart } from "@shop/contracts/cart";
import { CartResponse } from "@shop/contracts/cart";
import {
  AddPackageBody,
  AddPackageResponse,
  PackageInstanceResponse,
  PackageOffersResponse,
  UpdatePackageLineBody,
} from "@shop/contracts/packages";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiGet, apiSend } from "../../../lib/api.ts";
import { invalidateCartViews } from "../../../lib/queries/cart.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** The packages' query keys (spec 02 §7 packages calls). */
export const packageKeys = {
  all: ["packages"] as const,
  offers: (subjectUuid: string) => ["packages", "offers", subjectUuid] as const,
};

/** GET /api/webshop/packages/subjects/{subjectUuid} — the offers of the picture set's job ('Exclusive deals'). */
export const packageOffersQuery = (subjectUuid: string) =>
  queryOptions({
    queryKey: packageKeys.offers(subjectUuid),
    queryFn: () =>
      apiGet(`/api/webshop/packages/subjects/${encodeURIComponent(subjectUuid)}`, PackageOffersResponse),
    // The time-limited price is decided by the server at the time of the answer: read again when it may have ended.
    staleTime: 60_000,
  });

export function usePackageOffers(subjectUuid: string | null) {
  return useQuery({ ...packageOffersQuery(subjectUuid ?? ""), enabled: subjectUuid !== null });
}

/**
 * POST /api/webshop/packages/{uuid} — creates a package instance for a picture set (or the newest set of the
 * package's job). A mutation, not a query: every call makes a new instance, and nothing is stored until the cart.
 */
export function useCreatePackage() {
  return useMutation({
    mutationFn: ({ packageUuid, subjectUuid }: { packageUuid: string; subjectUuid: string | null }) =>
      apiSend(
        "POST",
        `/api/webshop/packages/${encodeURIComponent(packageUuid)}`,
        subjectUuid ? { subject: { uuid: subjectUuid } } : {},
        PackageInstanceResponse,
      ),
  });
}

/** POST /api/webshop/cart/packages — 'Add package to cart'; the cart's answer is written to the cache. */
export function useAddPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn: (body: AddPackageBody) =>
      apiSend("POST", "/api/webshop/cart/packages", AddPackageBody.parse(body), AddPackageResponse),
    onSuccess: (res) => {
      client.setQueryData<Cart>(queryKeys.cart.all, res.cart);
      void invalidateCartViews(client, { cart: false });
    },
  });
}

/** PUT /api/webshop/cart/lines/{orderLineUuid}/package — 'Update package in cart'. */
export function useUpdatePackageLine() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn: ({ orderLineUuid, body }: { orderLineUuid: string; body: UpdatePackageLineBody }) =>
      apiSend(
        "PUT",
        `/api/webshop/cart/lines/${encodeURIComponent(orderLineUuid)}/package`,
        UpdatePackageLineBody.parse(body),
        CartResponse,
      ),
    onSuccess: (res) => {
      client.setQueryData<Cart>(queryKeys.cart.all, res.cart);
      void invalidateCartViews(client, { cart: false });
    },
  });
}
