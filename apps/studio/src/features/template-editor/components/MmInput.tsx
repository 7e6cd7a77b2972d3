import { TextField } from "@shop/ui/TextField";
import { useEffect, useState } from "react";
import { useTranslation } from "../../../lib/i18n.ts";

type Props = {
  label: string;
  value: number;
  min: number;
  max: number;
  onCommit: (mm: number) => void;
  className?: string;
};

/**
 * A length in millimetres, typed as people write it (12, 12.5 or 12,5): taken on Enter or when the field is left, so
 * one typed number is one step to undo; a number out of range is not taken and the message names the field.
 */
export function MmInput({ label, value, min, max, onCommit, className }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(String(value));
    setError(null);
  }, [value]);
  const commit = () => {
    const mm = Number(text.trim().replace(",", "."));
    if (text.trim() === "" || !Number.isFinite(mm) || mm < min || mm > max) {
      setError(t("templateEditor.mmRange", { field: label, min, max }));
      return;
    }
    setError(null);
    if (mm !== value) onCommit(Math.round(mm * 10) / 10);
  };
  return (
    <TextField
      className={className}
      label={label}
      inputMode="decimal"
      value={text}
      error={error}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === "Enter") {
          event.preventDefault();
          commit();
        }
      }}
    />
  );
}
