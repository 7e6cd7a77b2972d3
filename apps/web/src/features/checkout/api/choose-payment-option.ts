import type { Cart } from "@shop/contracts/cart";
import { CartOnlyResponse } from "@shop/contracts/checkout";
import { useMutation } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type ChoosePaymentVariables = {
  checkoutUuid: string;
  deliveryOptionUuid: string;
  paymentOptionUuid: string;
};

/** GET …/payment-options/{paymentOptionUuid}: tells the server the choice; the cart answers with its fee. */
export async function choosePaymentOption({
  checkoutUuid,
  deliveryOptionUuid,
  paymentOptionUuid,
}: ChoosePaymentVariables): Promise<Cart> {
  const path = `/api/webshop/checkout/${encodeURIComponent(checkoutUuid)}/delivery-options/${encodeURIComponent(deliveryOptionUuid)}/payment-options/${encodeURIComponent(paymentOptionUuid)}`;
  return (await apiGet(path, CartOnlyResponse)).cart;
}

/** Choices run one after another, so the last choice's cart is the one left on screen. */
export function useChoosePaymentOption() {
  return useMutation({
    mutationKey: queryKeys.checkout.write,
    scope: { id: "checkout-payment-option" },
    mutationFn: choosePaymentOption,
  });
}
