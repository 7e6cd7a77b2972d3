import { Check } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { type ReactNode, useId } from "react";

type Props = {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  label: ReactNode;
  disabled?: boolean;
  name?: string;
};

export function Checkbox({ checked, onCheckedChange, label, disabled, name }: Props) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-start gap-3">
      <CheckboxPrimitive.Root
        id={id}
        name={name}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        className="mt-2.5 flex size-6 shrink-0 items-center justify-center rounded border-2 border-primary bg-surface data-[state=checked]:bg-primary"
      >
        <CheckboxPrimitive.Indicator>
          <Check aria-hidden="true" className="size-4 text-primary-fg" strokeWidth={3} />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label htmlFor={id} className="py-2.5 text-sm">
        {label}
      </label>
    </div>
  );
}
