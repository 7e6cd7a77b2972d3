import type { StudioOrderResponse } from "@shop/contracts/studio-orders";
import { formatMoney, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderSection } from "./OrderSection.tsx";

/** How the order was paid: the method, whether it is paid, each payment attempt and the provider's events. */
export function PaymentSection({ payment }: { payment: StudioOrderResponse["payment"] }) {
  const { t, language } = useTranslation();
  return (
    <OrderSection title={t("orders.order.payment")}>
      <p>
        {payment.title} · {t(`orders.payment.${payment.kind}`)}
        {payment.isInvoice && ` · ${t(`orders.invoice.${payment.paidAt === null ? "unpaid" : "paid"}`)}`}
      </p>
      {payment.paidAt && (
        <p className="text-muted">
          {t("orders.order.paidAt", { time: formatTime(language, payment.paidAt) })}
        </p>
      )}
      <ul className="flex flex-col gap-1">
        {payment.transactions.map((tr) => (
          <li key={tr.uuid} className="rounded-lg border border-border bg-surface px-4 py-2">
            {formatTime(language, tr.createdAt)} · {tr.provider} ·{" "}
            {formatMoney(language, tr.amount, tr.currency)} · {tr.status}
            {tr.lastError && <span className="block text-danger">{tr.lastError}</span>}
          </li>
        ))}
      </ul>
      <h3 className="font-semibold">{t("orders.order.events")}</h3>
      {payment.events.length === 0 ? (
        <p className="text-muted">{t("orders.order.noEvents")}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {payment.events.map((e) => (
            <li key={`${e.provider}-${e.type}-${e.receivedAt}`}>
              {formatTime(language, e.receivedAt)} · {e.provider} · {e.type}
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
