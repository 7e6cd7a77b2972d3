import { PaymentResult } from "@shop/contracts/payments";
import { apiSend } from "../../../lib/api.ts";
import { usePaymentAction } from "./payment-action.ts";
import { transactionPath } from "./transaction-path.ts";

/** Opens (or reuses) the Stripe Checkout Session; the answer's redirectUrl is where the browser goes. */
export function startStripe(transactionUuid: string): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, "stripe"), undefined, PaymentResult);
}

export function useStartStripe(transactionUuid: string) {
  return usePaymentAction(transactionUuid, () => startStripe(transactionUuid));
}
