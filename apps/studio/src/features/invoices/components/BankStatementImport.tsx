import type { BankStatementPreview, MarkInvoicesPaidResponse } from "@shop/contracts/studio-invoices";
import { Button } from "@shop/ui/Button";
import { Upload } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { isApiError } from "../../../lib/api.ts";
import { formatMoney } from "../../../lib/format.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useConfirmStatement, usePreviewStatement } from "../api/invoices.ts";
import { BankStatementLines } from "./BankStatementLines.tsx";

/**
 * A bank statement's CSV: chosen or dropped, read by the server into a preview of its payments; only the confirm
 * marks the matched invoices paid.
 */
export function BankStatementImport({
  currency,
  onDone,
}: {
  currency: string;
  onDone: (result: MarkInvoicesPaidResponse) => void;
}) {
  const { t, language } = useTranslation();
  const id = useId();
  const preview = usePreviewStatement();
  const confirm = useConfirmStatement();
  const [dragging, setDragging] = useState(false);
  const [shown, setShown] = useState<BankStatementPreview | null>(null);

  const read = (file: File | undefined) => {
    if (!file) return;
    setShown(null);
    confirm.reset();
    preview.mutate(file, { onSuccess: setShown });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    read(event.dataTransfer.files[0]);
  };
  const matched = shown?.lines.filter((l) => l.match === "matched" && l.invoice) ?? [];
  const onConfirm = () =>
    confirm.mutate(
      {
        payments: matched.map((l) => ({ invoice: l.invoice?.uuid ?? "", amount: l.amount, date: l.date })),
      },
      {
        onSuccess: (result) => {
          setShown(null);
          onDone(result);
        },
      },
    );
  const previewError = preview.error
    ? isApiError(preview.error) && preview.error.code?.startsWith("studio_bank_statement_")
      ? t(`invoices.errors.${preview.error.code}`)
      : preview.error.message
    : null;

  return (
    <section aria-labelledby={`${id}-title`} className="mb-6 rounded-lg border border-border bg-surface p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t("invoices.bank.title")}
      </h2>
      <p className="mb-3 text-muted">{t("invoices.bank.intro")}</p>
      <label
        htmlFor={`${id}-file`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-dragging={dragging || undefined}
        className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-border p-4 text-center focus-within:outline-2 focus-within:outline-primary data-dragging:border-primary data-dragging:bg-primary/10"
      >
        <Upload aria-hidden="true" className="size-6 text-primary" />
        <span className="font-semibold text-primary">{t("invoices.bank.choose")}</span>
        <span className="text-sm text-muted">{t("invoices.bank.drop")}</span>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.txt,text/csv"
          className="sr-only"
          onChange={(e) => {
            read(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
      </label>
      {preview.isPending && (
        <p role="status" className="mt-3">
          {t("invoices.bank.reading")}
        </p>
      )}
      {previewError && (
        <p role="alert" className="mt-3 font-medium text-danger">
          {previewError}
        </p>
      )}
      {shown && (
        <div className="mt-4 flex flex-col gap-3">
          <p aria-live="polite" className="font-semibold">
            {matched.length > 0
              ? t("invoices.bank.matched", {
                  count: matched.length,
                  amount: formatMoney(language, shown.matched.amount, currency),
                })
              : t("invoices.bank.noneMatched")}
          </p>
          {shown.outgoing > 0 && (
            <p className="text-sm text-muted">{t("invoices.bank.outgoing", { count: shown.outgoing })}</p>
          )}
          {shown.lines.length > 0 && <BankStatementLines lines={shown.lines} currency={currency} />}
          {confirm.error && (
            <p role="alert" className="font-medium text-danger">
              {confirm.error.message}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {matched.length > 0 && (
              <Button loading={confirm.isPending} onClick={onConfirm}>
                {t("invoices.bank.confirm", { count: matched.length })}
              </Button>
            )}
            <Button variant="ghost" onClick={() => setShown(null)}>
              {t("invoices.bank.cancel")}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
