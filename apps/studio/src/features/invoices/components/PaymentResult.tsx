import type { MarkInvoicesPaidResponse } from "@shop/contracts/studio-invoices";
import { useTranslation } from "../../../lib/i18n.ts";

/** What marking paid did: how many were marked, and each refused invoice by number with why. */
export function PaymentResult({ result }: { result: MarkInvoicesPaidResponse }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="mb-3 rounded-lg border border-border bg-surface px-4 py-2">
      <p className="font-semibold">{t("invoices.result.paid", { count: result.paid.length })}</p>
      {result.refused.length > 0 && (
        <ul className="mt-1 list-disc pl-5 text-danger">
          {result.refused.map((r) => (
            <li key={r.uuid}>
              {t("invoices.result.refused", {
                number: r.number ?? "?",
                reason: t(`invoices.reasons.${r.reason}`),
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
