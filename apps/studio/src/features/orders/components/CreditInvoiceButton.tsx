import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { useCreditInvoice } from "../api/invoices.ts";

/**
 * Credits the order's invoice whole (owner, issue 33), asked first: an unpaid invoice's order is cancelled, a paid
 * one refunded outside the shop; the parent gets the credit note by mail.
 */
export function CreditInvoiceButton({
  orderUuid,
  number,
  paid,
}: {
  orderUuid: string;
  number: number;
  paid: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const credit = useCreditInvoice(orderUuid);
  return (
    <>
      <Button variant="secondary" className="w-fit" onClick={() => setOpen(true)}>
        {t("invoice.credit")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) credit.reset();
          setOpen(next);
        }}
        title={t("invoice.creditTitle", { number })}
        description={t(paid ? "invoice.creditPaid" : "invoice.creditUnpaid")}
        confirmLabel={t("invoice.creditConfirm")}
        pending={credit.isPending}
        error={credit.error}
        onConfirm={() => credit.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
