import { Lock } from "lucide-react";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import type { Transaction } from "../api/transaction.ts";

/** What is being paid, to whom and for which order: the first thing a careful payer looks for. */
export function PaymentAmount({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation();
  const shopName = useSettings().data?.portal.name;
  return (
    <section
      aria-label={t("payment.amountSection")}
      className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-5 text-center shadow-sm sm:p-6"
    >
      {shopName && (
        <p className="flex items-center gap-1.5 text-sm text-muted">
          <Lock aria-hidden="true" className="size-4" />
          {t("payment.payTo", { shop: shopName })}
        </p>
      )}
      <dl className="flex flex-col items-center gap-3">
        <div className="flex flex-col items-center">
          <dt className="text-sm font-semibold text-muted">{t("payment.amountLabel")}</dt>
          <dd className="text-4xl font-bold tracking-tight tabular-nums">
            {formatMoney(transaction.amount, transaction.currency)}
          </dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-center gap-x-2">
          <dt className="text-sm font-semibold text-muted">{t("payment.referenceLabel")}</dt>
          <dd className="font-mono text-lg font-semibold">#{transaction.orderReference}</dd>
        </div>
        <div className="flex flex-wrap items-baseline justify-center gap-x-2">
          <dt className="text-sm font-semibold text-muted">{t("payment.methodLabel")}</dt>
          <dd>{transaction.paymentTitle}</dd>
        </div>
      </dl>
    </section>
  );
}
