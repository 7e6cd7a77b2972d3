import { type ReactNode, useId } from "react";

/** One part of a parent's page: a heading, and the list or what says it is empty. */
export function SupportSection({
  title,
  empty,
  children,
}: {
  title: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: string | null;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {empty === null ? children : <p className="text-muted">{empty}</p>}
    </section>
  );
}
