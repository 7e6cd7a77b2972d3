import { type Cart, CartResponse } from "@shop/contracts/cart";
import { PutRetouchBody } from "@shop/contracts/retouch";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { retouchOptionsQuery } from "../../../lib/after-add-to-cart.ts";
import { apiSend } from "../../../lib/api.ts";
import { invalidateCartViews } from "../../../lib/queries/cart.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export { retouchOptionsQuery };

export function useRetouchOptions() {
  return useQuery(retouchOptionsQuery);
}

/** PUT /api/webshop/cart/retouch: the chosen tasks per picture; the answer is the cart. */
export function useSetRetouch() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.cart.write,
    scope: { id: "cart" },
    mutationFn: async (items: Record<string, string[]>): Promise<Cart> =>
      (await apiSend("PUT", "/api/webshop/cart/retouch", PutRetouchBody.parse({ items }), CartResponse)).cart,
    onSuccess: (cart) => {
      client.setQueryData(queryKeys.cart.all, cart);
      void invalidateCartViews(client, { cart: false });
      void client.invalidateQueries({ queryKey: retouchOptionsQuery.queryKey });
    },
  });
}
