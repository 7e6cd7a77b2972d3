import { useSearchParams } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import type { Transaction } from "../api/transaction.ts";
import { RedirectPayment } from "./RedirectPayment.tsx";

type Props = { transaction: Transaction; busy: boolean };

/**
 * Stripe's hosted page: the browser goes there and comes back to this page with ?stripe=return (paid, to be
 * checked with the server) or ?stripe=cancel (left without paying; the payment is still open).
 */
export function StripePayment({ transaction, busy }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get("stripe");
  return (
    <RedirectPayment
      transaction={transaction}
      busy={busy}
      provider="stripe"
      texts={{
        title: t("payment.stripe.title"),
        text: t("payment.stripe.text"),
        go: t("payment.stripe.go"),
        checking: t("payment.stripe.checking"),
      }}
      back={back === "return"}
      notice={(asked) =>
        back === "cancel"
          ? t("payment.stripe.cancelledThere")
          : asked
            ? t("payment.stripe.notCompleted")
            : null
      }
    />
  );
}
