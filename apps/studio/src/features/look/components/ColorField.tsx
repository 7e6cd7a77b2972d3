import { TextField } from "@shop/ui/TextField";
import { useId } from "react";

/** A colour typed as #rrggbb or picked with the browser's colour picker; both edit the same value. */
export function ColorField({
  label,
  pickerLabel,
  value,
  error,
  onChange,
}: {
  label: string;
  pickerLabel: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-end gap-2">
      <TextField
        id={id}
        className="flex-1"
        label={label}
        value={value}
        error={error}
        spellCheck={false}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value.trim())}
      />
      <input
        type="color"
        aria-label={pickerLabel}
        tabIndex={-1}
        className="mb-0.5 size-11 shrink-0 cursor-pointer rounded-lg border border-border bg-surface"
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : "#000000"}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
