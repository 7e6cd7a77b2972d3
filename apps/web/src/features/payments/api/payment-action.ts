import type { PaymentResult } from "@shop/contracts/payments";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import type { Transaction } from "./transaction.ts";

/**
 * The shape every payment call shares: its result is the transaction's new state, written into the page's copy
 * (paid or invoiced sends the page on to the receipt, declined shows the message, stopped says why). A 409 means
 * the payment moved on elsewhere (cancelled, expired, completed), so the page asks for it again.
 */
export function usePaymentAction<V>(transactionUuid: string, send: (variables: V) => Promise<PaymentResult>) {
  const client = useQueryClient();
  const transactionKey = queryKeys.transactions.detail(transactionUuid);
  return useMutation({
    mutationKey: queryKeys.transactions.action(transactionUuid),
    mutationFn: send,
    onSuccess: (result) => {
      client.setQueryData<Transaction>(transactionKey, (old) =>
        old
          ? {
              ...old,
              status: result.status,
              lastError: result.error,
              lastErrorCode: result.code,
              lastErrorParams: result.params,
              stopReason: result.stopReason,
            }
          : old,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void client.invalidateQueries({ queryKey: transactionKey });
      }
    },
  });
}
