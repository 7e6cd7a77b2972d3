import { cx } from "@shop/ui/cx";
import type { ComponentProps, ReactNode } from "react";
import { useId } from "react";

type Props = Omit<ComponentProps<"input">, "type" | "children"> & {
  /** The option's name: the radio's accessible name. */
  label: ReactNode;
  /** Shown at the right of the name (a price). */
  aside?: ReactNode;
  /** More about the option, read as the radio's description. */
  details?: ReactNode;
};

/**
 * A radio as a card: the whole card is the touch target, the native input gives keyboard (arrow keys within the
 * group) and screen-reader support.
 */
export function ChoiceCard({ label, aside, details, className, checked, disabled, id, ...input }: Props) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const detailsId = details ? `${inputId}-details` : undefined;
  return (
    <div
      className={cx(
        "relative flex min-h-11 gap-3 rounded-lg border p-3 transition",
        checked ? "border-primary bg-primary/5 ring-1 ring-primary" : "border-border bg-surface",
        disabled && "bg-bg",
        className,
      )}
    >
      <input
        id={inputId}
        type="radio"
        checked={checked}
        disabled={disabled}
        aria-describedby={detailsId}
        className="relative z-10 mt-1 size-5 shrink-0 accent-primary"
        {...input}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          {/* The label covers the card, so a tap anywhere on it chooses the option. */}
          <label
            htmlFor={inputId}
            className={cx(
              "min-w-0 font-semibold break-words after:absolute after:inset-0",
              disabled && "text-muted",
            )}
          >
            {label}
          </label>
          {aside && <span className="shrink-0">{aside}</span>}
        </div>
        {details && (
          <div id={detailsId} className="flex flex-col gap-0.5 text-sm text-muted">
            {details}
          </div>
        )}
      </div>
    </div>
  );
}
