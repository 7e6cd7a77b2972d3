import { PaymentResult } from "@shop/contracts/payments";
import { apiSend } from "../../../lib/api.ts";
import { usePaymentAction } from "./payment-action.ts";
import { transactionPath } from "./transaction-path.ts";

/** The providers whose own page the parent pays on: the browser goes there and comes back to the payment page. */
export type RedirectProvider = "stripe" | "vipps";

/** Opens (or reuses) the provider's payment; the answer's redirectUrl is where the browser goes. */
export function startRedirectPayment(
  transactionUuid: string,
  provider: RedirectProvider,
): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, provider), undefined, PaymentResult);
}

export function useStartRedirectPayment(transactionUuid: string, provider: RedirectProvider) {
  return usePaymentAction(transactionUuid, () => startRedirectPayment(transactionUuid, provider));
}

/** Back from the provider: the server asks the provider how the payment went (its webhook may not have come yet). */
export function checkRedirectReturn(
  transactionUuid: string,
  provider: RedirectProvider,
): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, `${provider}/return`), undefined, PaymentResult);
}

export function useRedirectReturn(transactionUuid: string, provider: RedirectProvider) {
  return usePaymentAction(transactionUuid, () => checkRedirectReturn(transactionUuid, provider));
}
