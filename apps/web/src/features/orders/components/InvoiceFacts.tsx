import type { InvoiceDocument } from "@shop/contracts/invoices";
import { formatAccountNumber } from "@shop/domain/norwegian-numbers";
import { Spinner } from "@shop/ui/Spinner";
import { FileText } from "lucide-react";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";

const day = (isoDate: string) => formatDate(`${isoDate}T00:00:00Z`, { dateStyle: "long", timeZone: "UTC" });

/** One invoice or credit note of the order: its facts to pay by and its PDF (issue 33). */
export function InvoiceFacts({ document }: { document: InvoiceDocument }) {
  const { t } = useTranslation();
  const credit = document.kind === "credit_note";
  const facts: Array<[string, string]> = credit
    ? [[t("invoice.credited"), formatMoney(document.amount, document.currency)]]
    : [
        [t("invoice.amount"), formatMoney(document.amount, document.currency)],
        ...(document.dueDate ? [[t("invoice.dueDate"), day(document.dueDate)] as [string, string]] : []),
        ...(document.accountNumber
          ? [[t("invoice.account"), formatAccountNumber(document.accountNumber)] as [string, string]]
          : []),
        ...(document.kid ? [[t("invoice.kid"), document.kid] as [string, string]] : []),
      ];
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-bg p-3">
      <p className="font-semibold">
        {credit
          ? t("invoice.creditNote", { number: document.number, invoice: document.creditsNumber ?? "" })
          : t("invoice.invoice", { number: document.number })}
        {!credit && document.status !== "open" && (
          <span className="ml-2 text-sm font-normal text-muted">
            {t(`invoice.status.${document.status}`)}
          </span>
        )}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {document.pdfUrl ? (
        <a
          href={document.pdfUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-primary underline print:hidden"
        >
          <FileText aria-hidden="true" className="size-4" />
          {credit ? t("invoice.openCreditNote") : t("invoice.open")}
        </a>
      ) : (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4" />
          {t("invoice.makingPdf")}
        </p>
      )}
    </div>
  );
}
