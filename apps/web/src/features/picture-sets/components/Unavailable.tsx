import { CalendarX } from "lucide-react";
import type { ReactNode } from "react";

/** A step the set does not offer: the spec's text, and a way on. */
export function Unavailable({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-12 text-center">
      <CalendarX aria-hidden="true" className="size-10 text-muted" />
      <p className="max-w-prose text-lg">{text}</p>
      {children}
    </div>
  );
}
