import { EmptyState } from "@shop/ui/EmptyState";
import { ErrorState } from "@shop/ui/ErrorState";
import { LoadingState } from "@shop/ui/LoadingState";
import { PageHeader } from "@shop/ui/PageHeader";
import { ReceiptText } from "lucide-react";
import { useParams } from "react-router";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useRefundOrder } from "../api/refunds.ts";
import { RefundForm } from "../components/RefundForm.tsx";
import { RefundHistory } from "../components/RefundHistory.tsx";
import { RefundLines } from "../components/RefundLines.tsx";

/**
 * An order's refund (owner only, issue 32): what was paid and refunded per line, and a refund through Stripe of the
 * whole order or the lines chosen. An order paid any other way says what to do instead.
 */
export function RefundPage() {
  const { t, language } = useTranslation();
  const { orderUuid = "" } = useParams();
  const query = useRefundOrder(orderUuid);
  if (query.isPending) return <LoadingState text={t("common.loading")} />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  const order = query.data;
  const money = (minor: number) => formatMoney(language, minor, order.currency);
  return (
    <>
      <PageHeader title={t("refunds.title", { reference: order.reference })}>
        <p className="text-muted">
          {order.paymentTitle} · {t(`support.orderStatus.${order.status}`)}
        </p>
      </PageHeader>
      <div className="flex max-w-4xl flex-col gap-6">
        <p className="tabular-nums">
          {t("refunds.paid", { amount: money(order.paid) })} ·{" "}
          {t("refunds.refunded", { amount: money(order.refunded) })}
        </p>
        {order.lines.length === 0 ? (
          <EmptyState icon={ReceiptText} text={t("refunds.noLines")} />
        ) : order.block === null ? (
          <RefundForm order={order} />
        ) : (
          <>
            <p role="status" className="rounded-lg border border-border bg-surface px-4 py-3">
              {t(`refunds.blocks.${order.block}`)}
            </p>
            <RefundLines order={order} chosen={new Set()} choosable={false} onToggle={() => undefined} />
          </>
        )}
        <RefundHistory order={order} />
      </div>
    </>
  );
}
