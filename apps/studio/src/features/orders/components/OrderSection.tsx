import { type ReactNode, useId } from "react";

/** A titled part of the order's page (a region named by its title); `empty` shows instead of the content when there is nothing. */
export function OrderSection({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | null;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-muted">{empty}</p> : children}
    </section>
  );
}
