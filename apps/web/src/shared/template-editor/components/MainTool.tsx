import { cx } from "@shop/ui/cx";
import type { ComponentProps, ReactNode } from "react";

/**
 * A tool of the editor's main screen: an icon over a short label on a phone, so the five tools fit one row of 360 px
 * in the bar at the bottom (nothing hides them); icon beside label from the small breakpoint up. At least 44 px.
 */
export function MainTool({
  icon,
  className,
  children,
  type,
  ...rest
}: ComponentProps<"button"> & { readonly icon: ReactNode }) {
  return (
    <button
      type={type ?? "button"}
      className={cx(
        "flex min-h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-1 py-1",
        "text-center text-xs leading-tight font-semibold text-primary hover:bg-primary/10",
        "disabled:cursor-not-allowed disabled:text-muted disabled:hover:bg-transparent",
        "sm:min-h-11 sm:flex-none sm:flex-row sm:gap-1.5 sm:px-2 sm:text-sm",
        className,
      )}
      {...rest}
    >
      {icon}
      <span>{children}</span>
    </button>
  );
}
