import type { ReactNode } from "react";

/** The width and padding of the picture-set pages, lined up with the header. */
export function Page({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-6xl flex-col px-4 py-6 sm:py-8">{children}</div>;
}
