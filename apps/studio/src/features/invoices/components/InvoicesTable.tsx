import type { StudioInvoiceListItem } from "@shop/contracts/studio-invoices";
import { Link } from "react-router";
import { formatDay, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The status a row shows: an open invoice past its due date is overdue. */
export function shownStatus(invoice: StudioInvoiceListItem): string {
  return invoice.status === "open" && invoice.daysOverdue > 0 ? "overdue" : invoice.status;
}

/** A page of invoices; an open one's checkbox picks it for "Mark paid", the header's picks the page's open ones. */
export function InvoicesTable({
  invoices,
  selected,
  onSelect,
}: {
  invoices: readonly StudioInvoiceListItem[];
  selected: ReadonlySet<string>;
  onSelect: (uuids: readonly string[], on: boolean) => void;
}) {
  const { t, language } = useTranslation();
  const open = invoices.filter((i) => i.status === "open");
  const all = open.length > 0 && open.every((i) => selected.has(i.uuid));
  const cell = "px-3 py-2 align-top";
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className={cell}>
              <input
                type="checkbox"
                className="size-5 accent-primary"
                checked={all}
                disabled={open.length === 0}
                onChange={(e) =>
                  onSelect(
                    open.map((i) => i.uuid),
                    e.target.checked,
                  )
                }
                aria-label={t("invoices.list.selectPage")}
              />
            </th>
            <th scope="col" className={cell}>
              {t("invoices.list.number")}
            </th>
            <th scope="col" className={cell}>
              {t("invoices.list.parent")}
            </th>
            <th scope="col" className={cell}>
              {t("invoices.list.items")}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t("invoices.list.amount")}
            </th>
            <th scope="col" className={cell}>
              {t("invoices.list.dueDate")}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t("invoices.list.daysOverdue")}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t("invoices.list.reminders")}
            </th>
            <th scope="col" className={cell}>
              {t("invoices.list.status")}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.uuid} className="border-b border-border last:border-b-0">
              <td className={cell}>
                {invoice.status === "open" && (
                  <input
                    type="checkbox"
                    className="size-5 accent-primary"
                    checked={selected.has(invoice.uuid)}
                    onChange={(e) => onSelect([invoice.uuid], e.target.checked)}
                    aria-label={t("invoices.list.select", { number: invoice.number })}
                  />
                )}
              </td>
              <td className={cell}>
                <Link
                  to={`/orders/${invoice.orderUuid}`}
                  className="font-mono font-semibold text-primary hover:underline"
                >
                  {invoice.number}
                </Link>
                {invoice.kid && <span className="block font-mono text-muted">{invoice.kid}</span>}
              </td>
              <td className={`${cell} min-w-48 break-all`}>
                <span className="block">{invoice.parent.name}</span>
                <span className="block text-muted">{invoice.parent.email}</span>
              </td>
              <td className={cell}>{invoice.items}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatMoney(language, invoice.amount + invoice.reminderFees, invoice.currency)}
                {invoice.reminderFees > 0 && (
                  <span className="block text-muted">
                    {t("invoices.list.fees", {
                      fees: formatMoney(language, invoice.reminderFees, invoice.currency),
                    })}
                  </span>
                )}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                {invoice.dueDate ? formatDay(language, invoice.dueDate) : ""}
              </td>
              <td className={`${cell} text-right`}>{invoice.daysOverdue > 0 ? invoice.daysOverdue : ""}</td>
              <td className={`${cell} text-right`}>{invoice.remindersSent}</td>
              <td className={cell}>
                {t(`invoices.status.${shownStatus(invoice)}`)}
                {invoice.paidVia && (
                  <span className="block text-muted">{t(`invoices.paidVia.${invoice.paidVia}`)}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
