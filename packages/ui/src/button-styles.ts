import { cx } from "./cx.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-fg hover:brightness-110 active:brightness-95",
  secondary: "border border-primary bg-surface text-primary hover:bg-primary/5",
  ghost: "text-primary hover:bg-primary/10",
  danger: "bg-danger text-white hover:brightness-110",
};

/**
 * 'small' keeps the 44 px target with less padding and smaller words, for rows of several buttons on a phone. The
 * sizes are apart because two classes of one property do not override by their order in `class`: the stylesheet's
 * order decides, and there px-4 comes after px-3.
 */
export type ButtonSize = "normal" | "small";

const sizes: Record<ButtonSize, string> = {
  normal: "gap-2 px-4 py-2 text-base",
  small: "gap-1.5 px-3 py-1.5 text-sm leading-tight",
};

export function buttonClass(
  variant: ButtonVariant = "primary",
  extra?: string,
  size: ButtonSize = "normal",
): string {
  return cx(
    "inline-flex min-h-11 items-center justify-center rounded-lg font-semibold",
    "transition select-none disabled:cursor-not-allowed disabled:opacity-50",
    sizes[size],
    variants[variant],
    extra,
  );
}
