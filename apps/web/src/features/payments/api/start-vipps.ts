import { PaymentResult } from "@shop/contracts/payments";
import { apiSend } from "../../../lib/api.ts";
import { usePaymentAction } from "./payment-action.ts";
import { transactionPath } from "./transaction-path.ts";

/** Starts (or continues) the Vipps MobilePay payment; the answer's redirectUrl is Vipps's landing page. */
export function startVipps(transactionUuid: string): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, "vipps"), undefined, PaymentResult);
}

export function useStartVipps(transactionUuid: string) {
  return usePaymentAction(transactionUuid, () => startVipps(transactionUuid));
}

/** Back from Vipps: the server asks Vipps how the payment went (its webhook may not have come yet). */
export function checkVippsReturn(transactionUuid: string): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, "vipps/return"), undefined, PaymentResult);
}

export function useVippsReturn(transactionUuid: string) {
  return usePaymentAction(transactionUuid, () => checkVippsReturn(transactionUuid));
}
