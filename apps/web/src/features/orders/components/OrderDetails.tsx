import { ErrorState } from "@shop/ui/ErrorState";
import { LinkButton } from "@shop/ui/LinkButton";
import { Spinner } from "@shop/ui/Spinner";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderLineRow } from "../../../ui/OrderLineRow.tsx";
import { SummaryLines } from "../../../ui/SummaryLines.tsx";
import { useOrderDetails } from "../api/order-details.ts";
import { OrderTimeline } from "./OrderTimeline.tsx";

/** An expanded order: its product lines, the voucher code it used, its summary and its timeline. */
export function OrderDetails({ orderUuid }: { orderUuid: string }) {
  const { t } = useTranslation();
  const details = useOrderDetails(orderUuid);
  if (details.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-4 text-muted">
        <Spinner className="size-4" />
        {t("orders.loadingDetails")}
      </p>
    );
  }
  if (details.isError) {
    return <ErrorState message={errorText(details.error, t)} onRetry={() => void details.refetch()} />;
  }
  const { orderLines, rebateCode, summary } = details.data;
  const products = orderLines.filter((line) => line.type === 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="divide-y divide-border">
        {products.map((line) => (
          <OrderLineRow key={line.uuid} line={line} currency={summary.currency} />
        ))}
      </div>
      {rebateCode && (
        <p className="text-sm">
          <span className="font-semibold">{t("orders.rebateCode")}</span> {rebateCode}
        </p>
      )}
      <SummaryLines summary={summary} className="rounded-lg bg-bg p-3" />
      <OrderTimeline orderUuid={orderUuid} headingLevel={3} />
      <LinkButton
        to={`/shopping-cart/checkout/payment/receipt/${orderUuid}`}
        variant="secondary"
        className="self-start"
      >
        {t("orders.showReceipt")}
      </LinkButton>
    </div>
  );
}
