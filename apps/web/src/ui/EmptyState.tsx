import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

export function EmptyState({
  icon: Icon,
  text,
  children,
}: {
  icon: LucideIcon;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center text-muted">
      <Icon aria-hidden="true" className="size-10" />
      <p className="max-w-prose text-base">{text}</p>
      {children}
    </div>
  );
}
