import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import type { Transaction } from "../api/transaction.ts";
import { lastProblemOf, paymentProblemText } from "../payment-text.ts";
import { RedirectPayment } from "./RedirectPayment.tsx";

type Props = { transaction: Transaction; busy: boolean };

/**
 * Vipps MobilePay (issue 33): the browser goes to Vipps's landing page (or the app) and comes back to this page with
 * ?vipps=return, where the server asks Vipps how it went. Stopped in the app, it says so and may be tried again.
 */
export function VippsPayment({ transaction, busy }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const declined =
    transaction.status === "declined" ? paymentProblemText(lastProblemOf(transaction), t) : null;
  return (
    <RedirectPayment
      transaction={transaction}
      busy={busy}
      provider="vipps"
      texts={{
        title: t("vipps.title"),
        text: t("vipps.text"),
        go: t("vipps.go"),
        checking: t("vipps.checking"),
      }}
      back={params.get("vipps") === "return"}
      notice={(asked) => (asked && !declined ? t("vipps.notCompleted") : null)}
      problem={declined}
    />
  );
}
