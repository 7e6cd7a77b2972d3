import type { InvoiceSettingsView } from "@shop/contracts/studio-invoices";
import { kidMethods } from "@shop/domain/kid";
import { Button } from "@shop/ui/Button";
import { Card } from "@shop/ui/Card";
import { Select } from "@shop/ui/Select";
import { TextField } from "@shop/ui/TextField";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useSaveInvoiceSettings } from "../api/invoice-settings.ts";
import {
  type InvoiceSettingsField,
  type InvoiceSettingsProblem,
  type InvoiceSettingsValues,
  invoiceSettingsValuesOf,
  readInvoiceSettings,
} from "./invoice-settings-form.ts";

/**
 * The shop's invoice settings (issue 33, owner): what every invoice says of the shop (organisation number, address,
 * account) and how it is made (due days, KID method), and the fee a reminder adds. The numbers are checked by their
 * check digits here, as the server checks them, so a mistyped digit is said before anything is sent.
 */
export function InvoiceSettingsForm({ settings }: { settings: InvoiceSettingsView }) {
  const { t } = useTranslation();
  const save = useSaveInvoiceSettings();
  const [values, setValues] = useState<InvoiceSettingsValues>(() => invoiceSettingsValuesOf(settings));
  const [problems, setProblems] = useState<InvoiceSettingsProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const addressId = useId();
  const kidId = useId();
  const problemAt = (field: InvoiceSettingsField) => {
    const found = problems.find((p) => p.field === field);
    return found ? t(`invoiceSettings.problems.${found.key}`, found.values) : null;
  };
  const set = (change: Partial<InvoiceSettingsValues>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...change }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readInvoiceSettings(values, settings.currency);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems([]);
    save.mutate(read.body, {
      onSuccess: (kept) => {
        setValues(invoiceSettingsValuesOf(kept));
        setSaved(true);
      },
    });
  }

  return (
    <Card className="flex flex-col gap-4">
      <form className="flex max-w-2xl flex-col gap-4" onSubmit={submit} noValidate>
        <TextField
          label={t("invoiceSettings.organisationNumber")}
          hint={t("invoiceSettings.organisationNumberHint")}
          inputMode="numeric"
          autoComplete="off"
          value={values.organisationNumber}
          error={problemAt("organisationNumber")}
          onChange={(e) => set({ organisationNumber: e.target.value })}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={addressId} className="text-sm font-semibold">
            {t("invoiceSettings.address")}
          </label>
          <textarea
            id={addressId}
            rows={3}
            aria-describedby={`${addressId}-hint`}
            value={values.address}
            onChange={(e) => set({ address: e.target.value })}
            className="w-full rounded-lg border border-border bg-surface px-3 py-2 text-base text-text focus:border-primary"
          />
          <p id={`${addressId}-hint`} className="text-sm text-muted">
            {t("invoiceSettings.addressHint")}
          </p>
        </div>
        <TextField
          label={t("invoiceSettings.accountNumber")}
          hint={t("invoiceSettings.accountNumberHint")}
          inputMode="numeric"
          autoComplete="off"
          value={values.accountNumber}
          error={problemAt("accountNumber")}
          onChange={(e) => set({ accountNumber: e.target.value })}
        />
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <TextField
            label={t("invoiceSettings.dueDays")}
            inputMode="numeric"
            value={values.dueDays}
            error={problemAt("dueDays")}
            onChange={(e) => set({ dueDays: e.target.value })}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={kidId} className="text-sm font-semibold">
              {t("invoiceSettings.kidMethod")}
            </label>
            <Select
              id={kidId}
              value={values.kidMethod}
              onChange={(e) => set({ kidMethod: e.target.value === "mod11" ? "mod11" : "mod10" })}
            >
              {kidMethods.map((method) => (
                <option key={method} value={method}>
                  {t(`invoiceSettings.kidMethods.${method}`)}
                </option>
              ))}
            </Select>
          </div>
          <TextField
            label={t("invoiceSettings.reminderFee", { currency: settings.currency })}
            inputMode="decimal"
            value={values.reminderFee}
            error={problemAt("reminderFee")}
            onChange={(e) => set({ reminderFee: e.target.value })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={save.isPending}>
            {t("invoiceSettings.save")}
          </Button>
          {saved && !save.error && <p role="status">{t("invoiceSettings.saved")}</p>}
        </div>
        {save.error && (
          <p role="alert" className="font-medium text-danger">
            {save.error.message}
          </p>
        )}
      </form>
    </Card>
  );
}
