import { Button } from "@shop/ui/Button";
import { FileText } from "lucide-react";
import { useRef, useState } from "react";
import { errorText } from "../../../lib/api.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { usePayInvoice } from "../api/pay-invoice.ts";
import type { Transaction } from "../api/transaction.ts";
import { PaymentAlert } from "./PaymentAlert.tsx";

type Props = { transaction: Transaction; busy: boolean };

/** Invoice: nothing is charged now; confirming places the order, and the invoice follows by itself. */
export function InvoicePayment({ transaction, busy }: Props) {
  const { t } = useTranslation();
  const invoice = usePayInvoice(transaction.uuid);
  const [failure, setFailure] = useState<string | null>(null);
  // Set at the click itself, as a double click's second click can come before the pending state is drawn; once the
  // order is placed the page moves on to the receipt, so only a refusal lets the parent confirm again.
  const sending = useRef(false);
  const confirm = () => {
    if (busy || sending.current) return;
    sending.current = true;
    setFailure(null);
    invoice.mutate(undefined, {
      onError: (err) => {
        sending.current = false;
        setFailure(errorText(err, t));
      },
    });
  };
  return (
    <section aria-labelledby="invoice-title" className="flex flex-col gap-4">
      <h2 id="invoice-title" className="text-lg font-bold">
        {t("payment.invoice.title")}
      </h2>
      {failure && <PaymentAlert message={failure} />}
      <div className="flex items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <div className="flex flex-col gap-2 text-base">
          <p>{t("payment.invoice.text")}</p>
          <p className="text-sm text-muted">
            {t("payment.invoice.feeIncluded", {
              amount: formatMoney(transaction.amount, transaction.currency),
            })}
          </p>
        </div>
      </div>
      <Button
        loading={invoice.isPending}
        disabled={busy && !invoice.isPending}
        onClick={confirm}
        className="w-full"
      >
        {t("payment.invoice.confirm")}
      </Button>
    </section>
  );
}
