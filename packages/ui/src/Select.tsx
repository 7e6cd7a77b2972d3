import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

type Props = ComponentProps<"select"> & {
  /** Marks the field wrong (a red border); the caller shows the reason. */
  invalid?: boolean;
  /** Classes of the wrapper (width); the select fills it. */
  wrapperClassName?: string;
};

/**
 * The shop's native select: the phone's own picker and the browser's keyboard handling, styled with a chevron.
 * `ref` passes through (React 19), so react-hook-form's `register` works on it.
 */
export function Select({ invalid = false, wrapperClassName, className, children, ...rest }: Props) {
  return (
    <div className={cx("relative", wrapperClassName)}>
      <select
        aria-invalid={invalid || undefined}
        className={cx(
          "min-h-11 w-full appearance-none rounded-lg border bg-surface py-2 pr-9 pl-3 text-base text-text focus:border-primary disabled:opacity-50",
          invalid ? "border-danger" : "border-border",
          className,
        )}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  );
}
