import { Button } from "@shop/ui/Button";
import { Spinner } from "@shop/ui/Spinner";
import { ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useStartStripe } from "../api/start-stripe.ts";
import { useStripeReturn } from "../api/stripe-return.ts";
import type { Transaction } from "../api/transaction.ts";
import { leaveFor } from "../leave-for.ts";
import { PaymentAlert } from "./PaymentAlert.tsx";

type Props = { transaction: Transaction; busy: boolean };

/**
 * Stripe's hosted page: the browser goes there and comes back to this page with ?stripe=return (paid, to be
 * checked with the server) or ?stripe=cancel (left without paying; the payment is still open).
 */
export function StripePayment({ transaction, busy }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get("stripe");
  const start = useStartStripe(transaction.uuid);
  const check = useStripeReturn(transaction.uuid);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    if (back !== "return" || checked.current) return;
    checked.current = true;
    check.mutate(undefined, { onError: (err) => setFailure(errorText(err, t)) });
  }, [back, check, t]);

  const go = () => {
    if (busy) return;
    setFailure(null);
    start.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.redirectUrl) return;
        setRedirecting(true);
        leaveFor(result.redirectUrl);
      },
      onError: (err) => setFailure(errorText(err, t)),
    });
  };

  const notice =
    back === "cancel"
      ? t("payment.stripe.cancelledThere")
      : back === "return" && check.isSuccess
        ? t("payment.stripe.notCompleted")
        : null;

  if (check.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-base">
        <Spinner className="size-5 text-primary" />
        {t("payment.stripe.checking")}
      </p>
    );
  }
  return (
    <section aria-labelledby="stripe-title" className="flex flex-col gap-4">
      <h2 id="stripe-title" className="text-lg font-bold">
        {t("payment.stripe.title")}
      </h2>
      {failure && <PaymentAlert message={failure} />}
      {notice && (
        <p role="status" className="rounded-lg bg-bg p-3 text-sm">
          {notice}
        </p>
      )}
      <p className="text-base">{t("payment.stripe.text")}</p>
      <Button
        loading={start.isPending || redirecting}
        disabled={busy && !start.isPending}
        onClick={go}
        className="w-full"
      >
        {t("payment.stripe.go")}
        {!start.isPending && !redirecting && <ExternalLink aria-hidden="true" className="size-4 shrink-0" />}
      </Button>
    </section>
  );
}
