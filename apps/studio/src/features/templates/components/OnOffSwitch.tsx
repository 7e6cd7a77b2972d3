import { Switch } from "radix-ui";
import { useId } from "react";

/** A labelled on/off switch (Radix: a button with role switch, Space and Enter toggle it), 44 px high. */
export function OnOffSwitch({
  checked,
  onCheckedChange,
  label,
  disabled,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-3">
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        className="relative h-7 w-12 shrink-0 rounded-full border-2 border-primary bg-surface transition-colors data-[state=checked]:bg-primary disabled:opacity-50"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-primary transition-transform data-[state=checked]:translate-x-[1.375rem] data-[state=checked]:bg-primary-fg" />
      </Switch.Root>
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </div>
  );
}
