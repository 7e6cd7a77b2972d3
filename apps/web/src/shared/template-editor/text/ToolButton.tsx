import { cx } from "@shop/ui/cx";
import type { ComponentProps, ReactNode } from "react";

export type ToolButtonProps = ComponentProps<"button"> & {
  readonly icon?: ReactNode;
  /** 'tool': an icon over a small bold label; 'font': a font's name, large and in its own weight. */
  readonly look?: "tool" | "font";
};

/** A button of the text screen's toolbars: an icon over its label, at least 44 px, pressed ones filled. */
export function ToolButton({ icon, look = "tool", className, children, type, ...rest }: ToolButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={cx(
        "flex min-w-16 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-2 py-1.5",
        look === "tool" ? "min-h-14 text-sm font-semibold" : "min-h-12 text-lg font-normal",
        "text-text hover:bg-primary/10 disabled:opacity-50",
        "aria-pressed:bg-primary aria-pressed:text-primary-fg",
        className,
      )}
      {...rest}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
