import { Button } from "@shop/ui/Button";
import { Spinner } from "@shop/ui/Spinner";
import { ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useStartVipps, useVippsReturn } from "../api/start-vipps.ts";
import type { Transaction } from "../api/transaction.ts";
import { leaveFor } from "../leave-for.ts";
import { lastProblemOf, paymentProblemText } from "../payment-text.ts";
import { PaymentAlert } from "./PaymentAlert.tsx";

type Props = { transaction: Transaction; busy: boolean };

/**
 * Vipps MobilePay (issue 33): the browser goes to Vipps's landing page (or the app) and comes back to this page with
 * ?vipps=return, where the server asks Vipps how it went. Stopped in the app, it says so and may be tried again.
 */
export function VippsPayment({ transaction, busy }: Props) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get("vipps") === "return";
  const start = useStartVipps(transaction.uuid);
  const check = useVippsReturn(transaction.uuid);
  const [redirecting, setRedirecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const checked = useRef(false);

  useEffect(() => {
    if (!back || checked.current) return;
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

  const declined =
    transaction.status === "declined" ? paymentProblemText(lastProblemOf(transaction), t) : null;
  const notice = back && check.isSuccess && !declined ? t("vipps.notCompleted") : null;

  if (check.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-base">
        <Spinner className="size-5 text-primary" />
        {t("vipps.checking")}
      </p>
    );
  }
  return (
    <section aria-labelledby="vipps-title" className="flex flex-col gap-4">
      <h2 id="vipps-title" className="text-lg font-bold">
        {t("vipps.title")}
      </h2>
      {(failure ?? declined) && <PaymentAlert message={failure ?? declined ?? ""} />}
      {notice && (
        <p role="status" className="rounded-lg bg-bg p-3 text-sm">
          {notice}
        </p>
      )}
      <p className="text-base">{t("vipps.text")}</p>
      <Button
        loading={start.isPending || redirecting}
        disabled={busy && !start.isPending}
        onClick={go}
        className="w-full"
      >
        {t("vipps.go")}
        {!start.isPending && !redirecting && <ExternalLink aria-hidden="true" className="size-4 shrink-0" />}
      </Button>
    </section>
  );
}
