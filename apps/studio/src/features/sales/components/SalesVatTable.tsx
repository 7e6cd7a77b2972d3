import type { SalesVatRate } from "@shop/contracts/studio-sales";
import { useTranslation } from "../../../lib/i18n.ts";

/** The revenue by VAT rate: without VAT, the VAT, and with it. */
export function SalesVatTable({
  rates,
  money,
}: {
  rates: readonly SalesVatRate[];
  money: (minor: number) => string;
}) {
  const { t, language } = useTranslation();
  const percent = new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 2 });
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="px-3 pt-3 text-left font-semibold">{t("sales.vatTitle")}</caption>
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t("sales.vatRate")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("sales.net")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("sales.vat")}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t("sales.gross")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.map((rate) => (
            <tr key={rate.rate} className="border-b border-border last:border-b-0">
              <th scope="row" className="px-3 py-2 font-normal">
                {percent.format(rate.rate / 10_000)}
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{money(rate.net)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(rate.vat)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(rate.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
