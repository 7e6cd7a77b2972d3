import type { Cart } from "@shop/contracts/cart";
import { CartOnlyResponse, SetDeliveryBody } from "@shop/contracts/checkout";
import type { DeliveryOptionData } from "@shop/contracts/delivery";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api.ts";

export type SetDeliveryVariables = {
  checkoutUuid: string;
  deliveryOptionUuid: string;
  deliveryOptionData: DeliveryOptionData;
};

/** PUT /api/webshop/checkout/{checkoutUuid}/delivery: 400 carries `fields` naming what to correct. */
export async function setDelivery({
  checkoutUuid,
  deliveryOptionUuid,
  deliveryOptionData,
}: SetDeliveryVariables): Promise<Cart> {
  const path = `/api/webshop/checkout/${encodeURIComponent(checkoutUuid)}/delivery`;
  const body = SetDeliveryBody.parse({ deliveryOptionUuid, deliveryOptionData });
  return (await apiSend("PUT", path, body, CartOnlyResponse)).cart;
}

export function useSetDelivery() {
  return useMutation({ mutationFn: setDelivery });
}
