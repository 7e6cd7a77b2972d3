import { Switch } from "radix-ui";
import { type ReactNode, useId } from "react";

type Props = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  /** A short line under the label (what on and off mean). */
  hint?: ReactNode;
  disabled?: boolean;
};

/** An on/off switch with its label, the whole row at least 44 px high; Space toggles it. */
export function Toggle({ checked, onCheckedChange, label, hint, disabled }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="flex min-h-11 items-center justify-between gap-4 py-2">
      <span className="flex min-w-0 flex-col">
        <label htmlFor={id} className="text-base font-semibold break-words">
          {label}
        </label>
        {hint && (
          <span id={hintId} className="text-sm text-muted">
            {hint}
          </span>
        )}
      </span>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onCheckedChange={onCheckedChange}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-primary bg-surface transition-colors disabled:opacity-50 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-primary transition-transform data-[state=checked]:translate-x-5 data-[state=checked]:bg-primary-fg" />
      </Switch.Root>
    </div>
  );
}
