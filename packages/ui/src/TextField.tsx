import { type ComponentProps, useId } from "react";
import { cx } from "./cx.ts";

export type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  hint?: string;
  error?: string | null;
  /** Marks the field wrong without a text of its own (the form shows the reason elsewhere). */
  invalid?: boolean;
};

/** A labelled input; `ref` passes through (React 19), so react-hook-form's `register` works on it. */
export function TextField({ label, hint, error, invalid, id, className, readOnly, ...rest }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={inputId}
        readOnly={readOnly}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "min-h-11 w-full rounded-lg border bg-surface px-3 py-2 text-base text-text",
          "placeholder:text-muted focus:border-primary",
          error || invalid ? "border-danger" : "border-border",
          readOnly && "bg-bg text-muted",
        )}
        {...rest}
      />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
