import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton } from "./LinkButton.tsx";

export function EmptyState({
  icon: Icon,
  text,
  link,
  children,
}: {
  icon: LucideIcon;
  text: string;
  /** The way on, as a secondary button. */
  link?: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center text-muted">
      <Icon aria-hidden="true" className="size-10" />
      <p className="max-w-prose text-base">{text}</p>
      {link && (
        <LinkButton to={link.to} variant="secondary">
          {link.label}
        </LinkButton>
      )}
      {children}
    </div>
  );
}
