import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

export type IconButtonProps = Omit<ComponentProps<"button">, "aria-label"> & { "aria-label": string };

export function IconButton({ className, type, ...rest }: IconButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={cx(
        "inline-flex size-11 shrink-0 items-center justify-center rounded-lg hover:bg-black/5 disabled:opacity-50 aria-disabled:opacity-50",
        className,
      )}
      {...rest}
    />
  );
}
