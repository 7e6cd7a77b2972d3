import type { ReactNode } from "react";

/** A titled part of the order's page; `empty` shows instead of the content when there is nothing. */
export function OrderSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | null;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-lg font-semibold">{title}</h2>
      {empty ? <p className="text-muted">{empty}</p> : children}
    </section>
  );
}
