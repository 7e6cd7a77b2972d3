import { Button } from "@shop/ui/Button";
import { Spinner } from "@shop/ui/Spinner";
import { ExternalLink } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import {
  type RedirectProvider,
  useRedirectReturn,
  useStartRedirectPayment,
} from "../api/redirect-payment.ts";
import type { Transaction } from "../api/transaction.ts";
import { leaveFor } from "../leave-for.ts";
import { PaymentAlert } from "./PaymentAlert.tsx";

type Props = {
  transaction: Transaction;
  busy: boolean;
  provider: RedirectProvider;
  texts: { title: string; text: string; go: string; checking: string };
  /** The browser came back from the provider: the server is asked once how it went. */
  back: boolean;
  /** What to say once back (asked: the server has answered), or null. */
  notice: (asked: boolean) => string | null;
  /** The provider's refusal to show, if any. */
  problem?: string | null;
};

/**
 * A payment on the provider's own page (Stripe's Checkout, Vipps MobilePay's landing page or app): 'go' opens it,
 * and back on this page the server asks the provider how it went, as the webhook may not have come yet.
 */
export function RedirectPayment({ transaction, busy, provider, texts, back, notice, problem = null }: Props) {
  const { t } = useTranslation();
  const start = useStartRedirectPayment(transaction.uuid, provider);
  const check = useRedirectReturn(transaction.uuid, provider);
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

  if (check.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-6 text-base">
        <Spinner className="size-5 text-primary" />
        {texts.checking}
      </p>
    );
  }
  const alert = failure ?? problem;
  const said = notice(check.isSuccess);
  const titleId = `${provider}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-bold">
        {texts.title}
      </h2>
      {alert && <PaymentAlert message={alert} />}
      {said && (
        <p role="status" className="rounded-lg bg-bg p-3 text-sm">
          {said}
        </p>
      )}
      <p className="text-base">{texts.text}</p>
      <Button
        loading={start.isPending || redirecting}
        disabled={busy && !start.isPending}
        onClick={go}
        className="w-full"
      >
        {texts.go}
        {!start.isPending && !redirecting && <ExternalLink aria-hidden="true" className="size-4 shrink-0" />}
      </Button>
    </section>
  );
}
