import type { ComponentProps, ReactNode } from "react";
import { cx } from "../../../ui/cx.ts";

export type ToolButtonProps = ComponentProps<"button"> & { readonly icon?: ReactNode };

/** A button of the text screen's toolbars: an icon over its label, at least 44 px, pressed ones filled. */
export function ToolButton({ icon, className, children, type, ...rest }: ToolButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={cx(
        "flex min-h-14 min-w-16 flex-1 flex-col items-center justify-center gap-1 rounded-lg px-2 py-1.5",
        "text-sm font-semibold text-text hover:bg-primary/10 disabled:opacity-50",
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
