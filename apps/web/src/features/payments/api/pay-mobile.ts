import { MobilePaymentBody, PaymentResult } from "@shop/contracts/payments";
import type { z } from "zod";
import { apiSend } from "../../../lib/api.ts";
import { usePaymentAction } from "./payment-action.ts";
import { transactionPath } from "./transaction-path.ts";

export type MobileAction = z.infer<typeof MobilePaymentBody>["action"];

export function payMobile(transactionUuid: string, action: MobileAction): Promise<PaymentResult> {
  return apiSend(
    "POST",
    transactionPath(transactionUuid, "mobile"),
    MobilePaymentBody.parse({ action }),
    PaymentResult,
  );
}

export function usePayMobile(transactionUuid: string) {
  return usePaymentAction(transactionUuid, (action: MobileAction) => payMobile(transactionUuid, action));
}
