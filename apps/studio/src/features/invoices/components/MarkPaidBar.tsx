import type { MarkInvoicesPaidResponse, StudioInvoiceListItem } from "@shop/contracts/studio-invoices";
import { Button } from "@shop/ui/Button";
import { useState } from "react";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { ConfirmDialog } from "../../../ui/ConfirmDialog.tsx";
import { useMarkPaid } from "../api/invoices.ts";

/** The invoices picked in the list: "Mark paid", asked first with their count and sum. */
export function MarkPaidBar({
  invoices,
  onClear,
  onDone,
}: {
  invoices: readonly StudioInvoiceListItem[];
  onClear: () => void;
  onDone: (result: MarkInvoicesPaidResponse) => void;
}) {
  const { t, language } = useTranslation();
  const markPaid = useMarkPaid();
  const [confirming, setConfirming] = useState(false);
  if (invoices.length === 0) return null;
  const currency = invoices[0]?.currency ?? "NOK";
  const sum = invoices.reduce((total, i) => total + i.amount + i.reminderFees, 0);
  const confirm = () =>
    markPaid.mutate(
      invoices.map((i) => i.uuid),
      {
        onSuccess: (result) => {
          setConfirming(false);
          onDone(result);
        },
      },
    );
  return (
    <section
      aria-label={t("invoices.markPaid.label")}
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-primary bg-surface px-4 py-2"
    >
      <span className="font-semibold">{t("invoices.markPaid.selected", { count: invoices.length })}</span>
      <Button
        onClick={() => {
          markPaid.reset();
          setConfirming(true);
        }}
      >
        {t("invoices.markPaid.button")}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {t("invoices.markPaid.clear")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("invoices.markPaid.confirmTitle", { count: invoices.length })}
        description={t("invoices.markPaid.confirmText", {
          count: invoices.length,
          amount: formatMoney(language, sum, currency),
        })}
        confirmLabel={t("invoices.markPaid.button")}
        pending={markPaid.isPending}
        error={markPaid.error}
        onConfirm={confirm}
      />
    </section>
  );
}
