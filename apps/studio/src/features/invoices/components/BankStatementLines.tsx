import type { BankStatementLine } from "@shop/contracts/studio-invoices";
import { formatDay, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** The statement's incoming payments, each with what the shop will do with it. */
export function BankStatementLines({
  lines,
  currency,
}: {
  lines: readonly BankStatementLine[];
  currency: string;
}) {
  const { t, language } = useTranslation();
  const cell = "px-3 py-2 align-top";
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-surface">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-border text-muted">
          <tr>
            <th scope="col" className={cell}>
              {t("invoices.bank.date")}
            </th>
            <th scope="col" className={`${cell} text-right`}>
              {t("invoices.bank.amount")}
            </th>
            <th scope="col" className={cell}>
              {t("invoices.bank.kid")}
            </th>
            <th scope="col" className={cell}>
              {t("invoices.bank.invoice")}
            </th>
            <th scope="col" className={cell}>
              {t("invoices.bank.result")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.line} className="border-b border-border last:border-b-0">
              <td className={`${cell} whitespace-nowrap`}>{formatDay(language, line.date)}</td>
              <td className={`${cell} text-right whitespace-nowrap`}>
                {formatMoney(language, line.amount, currency)}
              </td>
              <td className={`${cell} font-mono`}>{line.kid ?? ""}</td>
              <td className={cell}>
                {line.invoice && (
                  <>
                    <span className="block">
                      {line.invoice.number} · {line.invoice.parentName}
                    </span>
                    <span className="block text-muted">
                      {t("invoices.bank.due", { amount: formatMoney(language, line.invoice.due, currency) })}
                    </span>
                  </>
                )}
              </td>
              <td className={line.match === "matched" ? `${cell} font-semibold text-success` : cell}>
                {t(`invoices.bank.match.${line.match}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
