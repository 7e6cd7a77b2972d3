import type { StudioOrderListItem } from "@shop/contracts/studio-orders";
import { Link } from "react-router";
import { formatMoney, formatTime } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** A page of orders; each row's checkbox picks it for a bulk action, the header's picks the whole page. */
export function OrdersTable({
  orders,
  selected,
  onSelect,
}: {
  orders: readonly StudioOrderListItem[];
  selected: ReadonlySet<string>;
  onSelect: (uuids: readonly string[], on: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const all = orders.length > 0 && orders.every((o) => selected.has(o.uuid));
  const cell = "px-3 py-2 align-top";
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className={cell}>
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={all}
                onChange={(e) =>
                  onSelect(
                    orders.map((o) => o.uuid),
                    e.target.checked,
                  )
                }
                aria-label={t("orders.list.selectPage")}
              />
            </th>
            <th scope="col" className={cell}>
              {t("orders.list.reference")}
            </th>
            <th scope="col" className={cell}>
              {t("orders.list.placed")}
            </th>
            <th scope="col" className={cell}>
              {t("orders.list.parent")}
            </th>
            <th scope="col" className={cell}>
              {t("orders.list.children")}
            </th>
            <th scope="col" className={cell}>
              {t("orders.list.delivery")}
            </th>
            <th scope="col" className={cell}>
              {t("orders.list.payment")}
            </th>
            <th scope="col" className={cell}>
              {t("orders.list.status")}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t("orders.list.total")}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.uuid} className="border-b border-border last:border-b-0">
              <td className={cell}>
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={selected.has(order.uuid)}
                  onChange={(e) => onSelect([order.uuid], e.target.checked)}
                  aria-label={t("orders.list.select", { reference: order.reference })}
                />
              </td>
              <td className={cell}>
                <Link
                  to={`/orders/${order.uuid}`}
                  className="font-mono font-semibold text-primary hover:underline"
                >
                  {order.reference}
                </Link>
              </td>
              <td className={`${cell} whitespace-nowrap`}>{formatTime(language, order.confirmedAt)}</td>
              <td className={`${cell} min-w-48 break-all`}>
                {order.parent ? (
                  <>
                    <span className="block">{order.parent.name ?? ""}</span>
                    <span className="block text-muted">{order.parent.email}</span>
                  </>
                ) : (
                  <span className="text-muted">{t("orders.list.deletedAccount")}</span>
                )}
              </td>
              <td className={cell}>
                {order.children.map((c) => (
                  <span key={`${c.name}-${c.group}-${c.job}`} className="block">
                    {c.name}
                    {c.group && <span className="text-muted"> · {c.group}</span>}
                  </span>
                ))}
              </td>
              <td className={cell}>{t(`orders.delivery.${order.delivery}`)}</td>
              <td className={cell}>
                {t(`orders.payment.${order.payment}`)}
                {order.invoice && (
                  <span className="block text-muted">{t(`orders.invoice.${order.invoice}`)}</span>
                )}
              </td>
              <td className={cell}>{t(`orders.status.${order.status}`)}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatMoney(language, order.totalPrice, order.currency)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
