import { ErrorState } from "@shop/ui/ErrorState";
import { Spinner } from "@shop/ui/Spinner";
import { errorText } from "../../../lib/api.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useOrderInvoices } from "../api/order-invoices.ts";
import { InvoiceFacts } from "./InvoiceFacts.tsx";

/**
 * The invoice of an order paid by invoice (issue 33) on the receipt: what to pay, by when, to which account and with
 * which KID, and the invoice's PDF; a credit note below it when the order was cancelled or refunded.
 */
export function ReceiptInvoice({
  orderUuid,
  expectsInvoice,
}: {
  orderUuid: string;
  expectsInvoice: boolean;
}) {
  const { t } = useTranslation();
  const query = useOrderInvoices(orderUuid, expectsInvoice);
  const headingId = `invoice-${orderUuid}`;
  if (query.isSuccess && query.data.invoices.length === 0 && !expectsInvoice) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-lg font-bold">
        {t("invoice.title")}
      </h3>
      {query.isPending || (query.isSuccess && query.data.invoices.length === 0) ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="size-4" />
          {t("invoice.making")}
        </p>
      ) : query.isError ? (
        <ErrorState message={errorText(query.error, t)} onRetry={() => void query.refetch()} />
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.invoices.map((document) => (
            <li key={document.uuid}>
              <InvoiceFacts document={document} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
