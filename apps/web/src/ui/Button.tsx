import type { ComponentProps } from "react";
import { type ButtonVariant, buttonClass } from "./button-styles.ts";
import { Spinner } from "./Spinner.tsx";

export type ButtonProps = ComponentProps<"button"> & { variant?: ButtonVariant; loading?: boolean };

export function Button({
  variant = "primary",
  loading = false,
  disabled,
  className,
  children,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClass(variant, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
