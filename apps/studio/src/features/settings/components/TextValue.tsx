import { settingsMoneyMax } from "@shop/contracts/shop-settings";
import { parseAmount, writeAmount } from "@shop/domain/money-input";
import { TextField } from "@shop/ui/TextField";
import { useContext, useId } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { amountFields, type Json, longTextFields, nullableFields, numberFields } from "../sections.ts";
import { CurrencyContext } from "./currency-context.ts";
import { useIssue } from "./issues-context.ts";

/** A text or number; an amount is read as people write it and kept as the file writes it. */
export function TextValue({
  name,
  label,
  value,
  path,
  onChange,
}: {
  name: string;
  label: string;
  value: string | number | null;
  path: string;
  onChange: (v: Json) => void;
}) {
  const { t } = useTranslation();
  const issue = useIssue(path);
  const id = useId();
  const currency = useContext(CurrencyContext);
  const isNumber = typeof value === "number" || numberFields.has(name);
  const text = value === null ? "" : String(value);
  function change(next: string) {
    if (next === "" && nullableFields.has(name)) onChange(null);
    else if (isNumber && next.trim() !== "" && Number.isFinite(Number(next))) onChange(Number(next));
    else onChange(next);
  }
  function tidy() {
    if (!amountFields.has(name) || typeof value !== "string") return;
    const parsed = parseAmount(value, settingsMoneyMax, currency);
    if (parsed.ok) onChange(writeAmount(parsed.minor));
  }
  if (longTextFields.has(name) && !isNumber) {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <textarea
          id={id}
          value={text}
          rows={name === "description" ? 2 : 6}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${id}-error` : undefined}
          onChange={(e) => change(e.target.value)}
          className={`w-full rounded-lg border bg-surface px-3 py-2 text-base text-text ${issue ? "border-danger" : "border-border"}`}
        />
        {issue && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {issue}
          </p>
        )}
      </div>
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      value={text}
      inputMode={isNumber ? "decimal" : undefined}
      hint={amountFields.has(name) ? t("settings.amountHint") : undefined}
      error={issue}
      onChange={(e) => change(e.target.value)}
      onBlur={tidy}
    />
  );
}
