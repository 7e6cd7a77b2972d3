import type { Cart } from "@shop/contracts/cart";
import { CartOnlyResponse, VerifyRebateCodeBody } from "@shop/contracts/checkout";
import { useMutation } from "@tanstack/react-query";
import { apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export type VerifyRebateCodeVariables = {
  checkoutUuid: string;
  code: string;
  deliveryOptionUuid: string | null;
};

/** POST …/verify-rebate-code: the cart with the voucher, or 400 { error } saying why the code is refused. */
export async function verifyRebateCode({
  checkoutUuid,
  code,
  deliveryOptionUuid,
}: VerifyRebateCodeVariables): Promise<Cart> {
  const path = `/api/webshop/checkout/${encodeURIComponent(checkoutUuid)}/verify-rebate-code`;
  const body = VerifyRebateCodeBody.parse({ code, deliveryOptionUuid });
  return (await apiSend("POST", path, body, CartOnlyResponse)).cart;
}

export function useVerifyRebateCode() {
  return useMutation({ mutationKey: queryKeys.checkout.write, mutationFn: verifyRebateCode });
}
