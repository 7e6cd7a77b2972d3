import { PaymentResult } from "@shop/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiSend } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { transactionPath } from "./transaction-path.ts";

/** Abandons the payment: the order is cancelled and the cart stays as it was. */
export function cancelPayment(transactionUuid: string): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, "cancel"), undefined, PaymentResult);
}

/**
 * The page is left on success, so the answer is not written into its copy (it would flash 'cancelled' while the
 * cart loads). A 409 says the payment was completed meanwhile: the page asks again and goes to the receipt.
 */
export function useCancelPayment(transactionUuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: queryKeys.transactions.action(transactionUuid),
    mutationFn: () => cancelPayment(transactionUuid),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: queryKeys.transactions.detail(transactionUuid) });
      }
    },
  });
}
