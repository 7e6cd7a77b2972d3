import { ErrorState } from "@shop/ui/ErrorState";
import { Spinner } from "@shop/ui/Spinner";
import { FileText } from "lucide-react";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrderInvoices } from "../api/invoices.ts";
import { CreditInvoiceButton } from "./CreditInvoiceButton.tsx";
import { OrderSection } from "./OrderSection.tsx";

/**
 * An invoice order's invoice and credit notes (issue 33): number, KID, due date, status and the PDF. The parent's
 * address and name are on the PDF and the parent's section, not repeated here.
 */
export function InvoiceSection({ orderUuid, canCredit }: { orderUuid: string; canCredit: boolean }) {
  const { t, language } = useTranslation();
  const invoices = useOrderInvoices(orderUuid);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${iso}T00:00:00Z`),
    );
  return (
    <OrderSection
      title={t("invoice.title")}
      empty={invoices.isSuccess && invoices.data.invoices.length === 0 ? t("invoice.none") : null}
    >
      {invoices.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-4" />
          {t("common.loading")}
        </p>
      ) : invoices.isError ? (
        <ErrorState message={invoices.error.message} onRetry={() => void invoices.refetch()} />
      ) : (
        <ul className="flex flex-col gap-2">
          {invoices.data.invoices.map((document) => (
            <li
              key={document.uuid}
              className="flex flex-col gap-1 rounded-lg border border-border bg-surface px-4 py-3"
            >
              <p className="font-semibold">
                {document.kind === "credit_note"
                  ? `${t("invoice.creditNote", { number: document.number })}${
                      document.creditsNumber === null
                        ? ""
                        : ` ${t("invoice.credits", { number: document.creditsNumber })}`
                    }`
                  : t("invoice.invoice", { number: document.number })}
              </p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                {document.kid && (
                  <>
                    <dt className="text-muted">{t("invoice.kid")}</dt>
                    <dd className="tabular-nums">{document.kid}</dd>
                  </>
                )}
                {document.dueDate && (
                  <>
                    <dt className="text-muted">{t("invoice.dueDate")}</dt>
                    <dd>{day(document.dueDate)}</dd>
                  </>
                )}
                <dt className="text-muted">{t("invoice.amount")}</dt>
                <dd className="tabular-nums">{formatMoney(language, document.amount, document.currency)}</dd>
                <dt className="text-muted">{t("invoice.statusLabel")}</dt>
                <dd>{t(`invoice.status.${document.status}`)}</dd>
              </dl>
              {document.pdfUrl ? (
                <a
                  href={document.pdfUrl}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-primary hover:underline"
                >
                  <FileText aria-hidden="true" className="size-4" />
                  {t("invoice.pdf")}
                </a>
              ) : (
                <p className="text-muted">{t("invoice.pdfPending")}</p>
              )}
              {canCredit && document.kind === "invoice" && document.status !== "credited" && (
                <CreditInvoiceButton
                  orderUuid={orderUuid}
                  number={document.number}
                  paid={document.status === "paid"}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </OrderSection>
  );
}
