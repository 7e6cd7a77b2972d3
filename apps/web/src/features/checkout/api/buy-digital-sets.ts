import type { Cart } from "@shop/contracts/cart";
import { BuyDigitalSetsBody, CartOnlyResponse } from "@shop/contracts/checkout";
import type { PictureType } from "@shop/contracts/common";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type DigitalSetChoice = { name: string; uuid: string; pictureType: PictureType };

/** POST …/digital-sets: the upsell's discounted digital sets into the cart. */
export async function buyDigitalSets({
  checkoutUuid,
  subjects,
}: {
  checkoutUuid: string;
  subjects: DigitalSetChoice[];
}): Promise<Cart> {
  const path = `/api/webshop/checkout/${encodeURIComponent(checkoutUuid)}/digital-sets`;
  return (await apiSend("POST", path, BuyDigitalSetsBody.parse({ data: { subjects } }), CartOnlyResponse))
    .cart;
}

export function useBuyDigitalSets() {
  return useMutation({ mutationKey: queryKeys.checkout.write, mutationFn: buyDigitalSets });
}
