import { useQueryClient } from "@tanstack/react-query";
import { CircleSlash, TicketX, TimerOff } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import type { Transaction } from "../api/transaction.ts";
import { lastProblemOf, paymentProblemText } from "../payment-text.ts";
import { PaymentEndState } from "./PaymentEndState.tsx";

/**
 * A payment that will not go on: expired (not completed in time), stopped by the shop (its voucher no longer
 * holds, the invoice is not allowed) or cancelled. Says which and why, and leads back to the cart, which is fetched
 * again: the shop may have taken a voucher off it.
 */
export function PaymentStopped({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  useEffect(() => {
    void client.invalidateQueries({ queryKey: queryKeys.cart.all });
  }, [client]);
  if (transaction.status === "expired") {
    return <PaymentEndState icon={TimerOff} title={t("payment.expired")} text={t("payment.expiredText")} />;
  }
  const reason = paymentProblemText(lastProblemOf(transaction), t) ?? "";
  if (transaction.stopReason === "voucher_invalid") {
    return (
      <PaymentEndState
        icon={TicketX}
        title={t("payment.stopped.voucherTitle")}
        text={t("payment.stopped.voucherText", { reason })}
      />
    );
  }
  if (transaction.stopReason === "invoice_refused") {
    return (
      <PaymentEndState
        icon={CircleSlash}
        title={t("payment.stopped.invoiceTitle")}
        text={t("payment.stopped.invoiceText", { reason })}
      />
    );
  }
  return (
    <PaymentEndState icon={CircleSlash} title={t("payment.cancelled")} text={t("payment.cancelledText")} />
  );
}
