import type { StudioRefundOrder } from "@shop/contracts/studio-refunds";
import { formatMoney, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The refunds made of the order so far, newest last. */
export function RefundHistory({ order }: { order: StudioRefundOrder }) {
  const { t, language } = useTranslation();
  if (order.refunds.length === 0) return null;
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{t("refunds.history")}</h2>
      <ul className="flex flex-col gap-1">
        {order.refunds.map((refund) => (
          <li key={refund.uuid} className="rounded-lg border border-border bg-surface px-4 py-2 text-sm">
            {formatTime(language, refund.at)} · {formatMoney(language, refund.amount, order.currency)} ·{" "}
            {t(refund.whole ? "refunds.kindWhole" : "refunds.kindLines")} ·{" "}
            {t(`refunds.reasons.${refund.reason}`)} · {t(`refunds.statuses.${refund.status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
