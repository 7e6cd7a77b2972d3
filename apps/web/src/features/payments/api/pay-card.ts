import { CardPaymentBody, PaymentResult } from "@shop/contracts/payments";
import type { z } from "zod";
import { apiSend } from "../../../lib/api.ts";
import { usePaymentAction } from "./payment-action.ts";
import { transactionPath } from "./transaction-path.ts";

export type CardDetails = z.input<typeof CardPaymentBody>;

export function payCard(transactionUuid: string, card: CardDetails): Promise<PaymentResult> {
  return apiSend(
    "POST",
    transactionPath(transactionUuid, "card"),
    CardPaymentBody.parse(card),
    PaymentResult,
  );
}

export function usePayCard(transactionUuid: string) {
  return usePaymentAction(transactionUuid, (card: CardDetails) => payCard(transactionUuid, card));
}
