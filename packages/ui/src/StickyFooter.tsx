import type { ReactNode } from "react";

/** A bar at the bottom of a step: a short summary and the way on, always in reach on a phone. */
export function StickyFooter({ summary, children }: { summary?: ReactNode; children: ReactNode }) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-border bg-surface/95 px-4 py-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:bottom-3 sm:mx-0 sm:rounded-xl sm:border sm:shadow-lg">
      {typeof summary === "string" || summary === undefined ? (
        <p className="text-base font-semibold">{summary}</p>
      ) : (
        summary
      )}
      {children}
    </div>
  );
}
