import type { ComponentProps } from "react";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-styles.ts";
import { cx } from "./cx.ts";
import { Spinner } from "./Spinner.tsx";

export type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  loading?: boolean;
};

/**
 * A button; `loading` shows a spinner and refuses clicks until it is done. A loading button is not `disabled`: a
 * browser takes the focus away from a disabled button, so a keyboard user who pressed it would find the focus back
 * on the page and no ring anywhere. It is `aria-disabled` instead, and keeps the focus.
 */
export function Button({
  variant = "primary",
  size,
  loading = false,
  disabled,
  className,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const busy = loading && !disabled;
  return (
    <button
      type={type ?? "button"}
      className={buttonClass(variant, cx(busy && "cursor-wait opacity-50", className), size)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={loading || undefined}
      // preventDefault also stops the form's submission that a submit button's click would start.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
