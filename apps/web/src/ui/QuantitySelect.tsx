import { cx } from "@shop/ui/cx";
import { Select } from "@shop/ui/Select";
import { useId } from "react";

type Props = {
  value: number;
  /** The quantities offered, in order; the caller applies the product's rules (domain quantity rules). */
  options: readonly number[];
  onChange: (quantity: number) => void;
  label: string;
  /** Visually hidden label, for rows where the context already says what the number is. */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
};

/** A native select: the phone's own picker, and keyboard and screen-reader support without extra code. */
export function QuantitySelect({
  value,
  options,
  onChange,
  label,
  hideLabel = false,
  disabled,
  className,
}: Props) {
  const id = useId();
  // The current value is always offered, even when the rules would not offer it any more.
  const offered = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
  return (
    <div className={cx("flex items-center gap-2", className)}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-semibold"}>
        {label}
      </label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
        className="min-w-20"
      >
        {offered.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </Select>
    </div>
  );
}
