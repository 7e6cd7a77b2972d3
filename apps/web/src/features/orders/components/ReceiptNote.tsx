import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** One note of the receipt: an icon and its text. */
export function ReceiptNote({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3 py-3">
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 text-base">{children}</div>
    </div>
  );
}
