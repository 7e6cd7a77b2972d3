import { Button } from "@shop/ui/Button";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSettings } from "../../../lib/queries/settings.ts";
import type { Transaction } from "../api/transaction.ts";

type Props = {
  transaction: Transaction;
  busy: boolean;
  approving: boolean;
  declining: boolean;
  onApprove: () => void;
  onDecline: () => void;
};

/** The simulated phone of the test mobile flow: the request as the payer's app would show it. */
export function TestPhone({ transaction, busy, approving, declining, onApprove, onDecline }: Props) {
  const { t } = useTranslation();
  const shopName = useSettings().data?.portal.name ?? t("common.shopName");
  return (
    <section
      aria-labelledby="test-phone-title"
      className="mx-auto flex w-full max-w-72 flex-col gap-3 rounded-[2rem] border-[6px] border-text/85 bg-bg px-4 pt-3 pb-5 shadow-lg"
    >
      <div aria-hidden="true" className="mx-auto h-1.5 w-16 rounded-full bg-text/25" />
      <p className="text-center text-xs font-semibold tracking-wide text-muted uppercase">
        {t("payment.mobile.phoneLabel")}
      </p>
      <div className="flex flex-col gap-1 rounded-xl bg-surface p-4 text-center shadow-sm">
        <h3 id="test-phone-title" className="text-base font-bold">
          {t("payment.mobile.requestTitle")}
        </h3>
        <p className="text-sm text-muted">{shopName}</p>
        <p className="text-2xl font-bold tabular-nums">
          {formatMoney(transaction.amount, transaction.currency)}
        </p>
        <p className="text-sm text-muted">
          {t("payment.mobile.requestReference", { reference: transaction.orderReference })}
        </p>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" loading={declining} disabled={busy && !declining} onClick={onDecline}>
          {t("payment.mobile.decline")}
        </Button>
        <Button loading={approving} disabled={busy && !approving} onClick={onApprove}>
          {t("payment.mobile.approve")}
        </Button>
      </div>
    </section>
  );
}
