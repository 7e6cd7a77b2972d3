import type { SalesDay } from "@shop/contracts/studio-sales";
import { formatDay } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The chart's numbers as a table, a row per day: what a screen reader reads, and anyone who wants the figures. */
export function SalesDaysTable({
  days,
  money,
}: {
  days: readonly SalesDay[];
  money: (minor: number) => string;
}) {
  const { t, language } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard.
    <div className="max-h-72 overflow-y-auto rounded-xl border border-border bg-surface" tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t("sales.perDay")}</caption>
        <thead className="sticky top-0 border-b border-border bg-surface text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("sales.day")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("sales.orders")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("sales.revenue")}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-3 py-2 font-normal">
                {formatDay(language, `${day.date}T12:00:00Z`)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{day.orders}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(day.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
