import { PaymentResult } from "@shop/contracts/payments";
import { apiSend } from "../../../lib/api.ts";
import { usePaymentAction } from "./payment-action.ts";
import { transactionPath } from "./transaction-path.ts";

/** Back from Stripe: the server asks Stripe whether the session was paid (the webhook may not have come yet). */
export function checkStripeReturn(transactionUuid: string): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, "stripe/return"), undefined, PaymentResult);
}

export function useStripeReturn(transactionUuid: string) {
  return usePaymentAction(transactionUuid, () => checkStripeReturn(transactionUuid));
}
