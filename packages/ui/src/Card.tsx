import type { ComponentProps } from "react";
import { cx } from "./cx.ts";

export function Card({ className, ...rest }: ComponentProps<"div">) {
  return (
    <div
      className={cx("rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-6", className)}
      {...rest}
    />
  );
}
