import type { Order } from "@shop/contracts/orders";
import { useTranslation } from "../../../lib/i18n.ts";
import { OrderLineRow } from "../../../ui/OrderLineRow.tsx";
import { SummaryLines } from "../../../ui/SummaryLines.tsx";

/** The order's product lines, the voucher it used, the summary with the total, and the customer's comment. */
export function ReceiptOrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const products = order.orderLines.filter((line) => line.type === 0);
  return (
    <div className="flex flex-col gap-4">
      <div className="divide-y divide-border">
        {products.map((line) => (
          <OrderLineRow key={line.uuid} line={line} currency={order.summary.currency} />
        ))}
      </div>
      {order.rebateCode && (
        <p className="text-sm">
          <span className="font-semibold">{t("orders.rebateCode")}</span> {order.rebateCode}
        </p>
      )}
      <SummaryLines summary={order.summary} className="rounded-lg bg-bg p-3 print:bg-transparent" />
      {order.comment !== "" && (
        <div className="text-base">
          <p className="font-semibold">{t("receipt.comment")}</p>
          <p className="whitespace-pre-line break-words">{order.comment}</p>
        </div>
      )}
    </div>
  );
}
