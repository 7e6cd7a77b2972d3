import { Button } from "@shop/ui/Button";
import { Smartphone } from "lucide-react";
import { useRef, useState } from "react";
import { ApiError, errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { type MobileAction, usePayMobile } from "../api/pay-mobile.ts";
import type { Transaction } from "../api/transaction.ts";
import { lastProblemOf, paymentProblemText } from "../payment-text.ts";
import { PaymentAlert } from "./PaymentAlert.tsx";
import { TestPhone } from "./TestPhone.tsx";

type Props = { transaction: Transaction; busy: boolean };

/**
 * The built-in mobile payment: the request goes to the number given in the payment step, and a simulated phone
 * approves or declines it. A decline says so and the request can be sent again.
 */
export function MobilePayment({ transaction, busy }: Props) {
  const { t } = useTranslation();
  const mobile = usePayMobile(transaction.uuid);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(
    transaction.status === "declined" && transaction.lastError
      ? paymentProblemText(lastProblemOf(transaction), t)
      : null,
  );
  const attempts = useRef(0);
  const phone = transaction.mobilePhone;

  const act = async (action: MobileAction) => {
    if (busy) return;
    setFailure(null);
    attempts.current += 1;
    try {
      const result = await mobile.mutateAsync(action);
      if (result.status === "pending") setSent(true);
      if (result.status === "declined") {
        setSent(false);
        setFailure(paymentProblemText(result, t) || t("payment.declined"));
      }
    } catch (err) {
      // The server has no request to answer (a reload since, or a decline elsewhere): send it again.
      if (err instanceof ApiError && err.status === 409) setSent(false);
      setFailure(errorText(err, t));
    }
  };
  const pending = (action: MobileAction) => mobile.isPending && mobile.variables === action;

  return (
    <section aria-labelledby="mobile-title" className="flex flex-col gap-4">
      <h2 id="mobile-title" className="text-lg font-bold">
        {t("payment.mobile.title")}
      </h2>
      {failure && <PaymentAlert key={attempts.current} message={failure} />}
      {sent ? (
        <>
          <p role="status" className="flex items-start gap-2 text-base">
            <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            {phone ? t("payment.mobile.sentTo", { phone }) : t("payment.mobile.sent")}
          </p>
          <TestPhone
            transaction={transaction}
            busy={busy}
            approving={pending("approve")}
            declining={pending("decline")}
            onApprove={() => void act("approve")}
            onDecline={() => void act("decline")}
          />
        </>
      ) : (
        <>
          <p className="text-base">
            {phone ? t("payment.mobile.intro", { phone }) : t("payment.mobile.introNoPhone")}
          </p>
          <Button
            loading={pending("start")}
            disabled={busy && !pending("start")}
            onClick={() => void act("start")}
            className="w-full"
          >
            {!pending("start") && <Smartphone aria-hidden="true" className="size-4 shrink-0" />}
            {phone ? t("payment.mobile.send", { phone }) : t("payment.mobile.sendNoPhone")}
          </Button>
        </>
      )}
      <p className="rounded-lg bg-bg p-3 text-sm text-muted">{t("payment.mobile.testHint")}</p>
    </section>
  );
}
