import type { OrderListItem } from "@shop/contracts/orders";
import { orderReference } from "@shop/domain/picture-set-rules";
import { cx } from "@shop/ui/cx";
import { ChevronDown, Clock } from "lucide-react";
import { formatDateTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { Price } from "../../../ui/Price.tsx";
import { OrderDetails } from "./OrderDetails.tsx";

type Props = { order: OrderListItem; expanded: boolean; onToggle: () => void };

/** One order of the history: a disclosure button with the confirm time and reference, and its details below. */
export function OrderRow({ order, expanded, onToggle }: Props) {
  const { t } = useTranslation();
  const panelId = `order-${order.uuid}`;
  return (
    <li className="rounded-xl border border-border bg-surface shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex min-h-14 w-full items-center gap-3 rounded-xl px-4 py-3 text-left hover:bg-black/[0.03]"
        >
          <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:gap-3">
            <span className="font-semibold">{formatDateTime(order.confirmTime)}</span>
            <span className="text-muted">{orderReference(order.uuid)}</span>
          </span>
          <Price amount={order.totalPrice} currency={order.currency} className="font-semibold" />
          <ChevronDown
            aria-hidden="true"
            className={cx("size-5 shrink-0 text-muted transition-transform", expanded && "rotate-180")}
          />
        </button>
      </h2>
      {order.digitalAfterInvoice && (
        <p className="flex items-start gap-2 px-4 pb-3 text-sm text-muted">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t("orders.digitalAfterInvoice")}
        </p>
      )}
      {expanded && (
        <section
          id={panelId}
          aria-label={t("orders.detailsOf", { reference: orderReference(order.uuid) })}
          className="border-t border-border px-4 pb-4"
        >
          <OrderDetails orderUuid={order.uuid} />
        </section>
      )}
    </li>
  );
}
