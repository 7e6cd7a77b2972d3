import { cx } from "./cx.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-fg hover:brightness-110 active:brightness-95",
  secondary: "border border-primary bg-surface text-primary hover:bg-primary/5",
  ghost: "text-primary hover:bg-primary/10",
  danger: "bg-danger text-white hover:brightness-110",
};

export function buttonClass(variant: ButtonVariant = "primary", extra?: string): string {
  return cx(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold",
    "transition select-none disabled:cursor-not-allowed disabled:opacity-50",
    variants[variant],
    extra,
  );
}
