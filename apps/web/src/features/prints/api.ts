import { type Cart, CartResponse } from "@shop/contracts/cart";
import { AddPrintBody, AddPrintResponse, UpdatePrintLineBody } from "@shop/contracts/prints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiSend } from "../../lib/api.ts";
import { invalidateCartViews } from "../../lib/queries/cart.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** POST /api/webshop/cart/prints: answers the new line's uuid; the cart is the answer's. */
export function useAddPrint() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn: async (body: AddPrintBody): Promise<{ cart: Cart; orderLineUuid: string }> =>
      apiSend("POST", "/api/webshop/cart/prints", AddPrintBody.parse(body), AddPrintResponse),
    onSuccess: ({ cart }) => {
      client.setQueryData(queryKeys.cart.all, cart);
      void invalidateCartViews(client, { cart: false });
    },
  });
}

/** PUT /api/webshop/cart/lines/{uuid}/print: the line's new size and crop. */
export function useUpdatePrintLine(orderLineUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn: async (body: UpdatePrintLineBody): Promise<Cart> =>
      (
        await apiSend(
          "PUT",
          `/api/webshop/cart/lines/${encodeURIComponent(orderLineUuid)}/print`,
          UpdatePrintLineBody.parse(body),
          CartResponse,
        )
      ).cart,
    onSuccess: (cart) => {
      client.setQueryData(queryKeys.cart.all, cart);
      void invalidateCartViews(client, { cart: false });
    },
  });
}
