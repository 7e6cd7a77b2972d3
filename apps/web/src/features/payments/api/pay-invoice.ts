import { PaymentResult } from "@shop/contracts/payments";
import { apiSend } from "../../../lib/api.ts";
import { usePaymentAction } from "./payment-action.ts";
import { transactionPath } from "./transaction-path.ts";

export function payInvoice(transactionUuid: string): Promise<PaymentResult> {
  return apiSend("POST", transactionPath(transactionUuid, "invoice"), undefined, PaymentResult);
}

export function usePayInvoice(transactionUuid: string) {
  return usePaymentAction(transactionUuid, () => payInvoice(transactionUuid));
}
