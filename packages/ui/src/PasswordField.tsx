import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useId, useState } from "react";
import { cx } from "./cx.ts";

export type PasswordFieldProps = Omit<ComponentProps<"input">, "type"> & {
  label: string;
  /** The toggle's name, in the page's language ('Show password'); it is a toggle button, pressed while shown. */
  showLabel: string;
  error?: string | null;
  invalid?: boolean;
};

/**
 * A labelled password input with a button that shows what was typed, so a password asked once can be checked by eye
 * instead of typed twice. `ref` passes through (React 19), so react-hook-form's `register` works on it.
 */
export function PasswordField({
  label,
  showLabel,
  error,
  invalid,
  id,
  className,
  ...rest
}: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  const [shown, setShown] = useState(false);
  return (
    <div className={cx("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <div className="relative">
        <input
          id={inputId}
          type={shown ? "text" : "password"}
          aria-invalid={error || invalid ? true : undefined}
          aria-describedby={errorId}
          // Browsers offer to correct and capitalise a shown password as if it were text.
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cx(
            "min-h-11 w-full rounded-lg border bg-surface py-2 pr-12 pl-3 text-base text-text",
            "placeholder:text-muted focus:border-primary",
            error || invalid ? "border-danger" : "border-border",
          )}
          {...rest}
        />
        <button
          type="button"
          aria-label={showLabel}
          aria-pressed={shown}
          aria-controls={inputId}
          onClick={() => setShown((s) => !s)}
          className="absolute inset-y-0 right-0 flex min-h-11 w-11 items-center justify-center rounded-r-lg text-muted hover:text-text"
        >
          {shown ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
