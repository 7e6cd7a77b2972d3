import { CreateTransactionBody, CreateTransactionResponse } from "@shop/contracts/checkout";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { apiSend } from "../../../lib/api.ts";

export type CreateTransactionInput = z.input<typeof CreateTransactionBody>;

/** POST …/transaction: the order and its payment, or `error` (and the fields at fault). */
export function createTransaction({
  checkoutUuid,
  body,
}: {
  checkoutUuid: string;
  body: CreateTransactionInput;
}): Promise<CreateTransactionResponse> {
  const path = `/api/webshop/checkout/${encodeURIComponent(checkoutUuid)}/transaction`;
  return apiSend("POST", path, CreateTransactionBody.parse(body), CreateTransactionResponse);
}

export function useCreateTransaction() {
  return useMutation({ mutationFn: createTransaction });
}
