import { ChevronRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

type Props = { to: string; icon: LucideIcon; label: string; text: string };

/** One item of the my-account menu: a large link with a short explanation. */
export function AccountMenuLink({ to, icon: Icon, label, text }: Props) {
  return (
    <li>
      <Link
        to={to}
        className="flex min-h-16 items-center gap-4 rounded-xl border border-border bg-surface px-4 py-3 shadow-sm hover:border-primary"
      >
        <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="text-base font-semibold">{label}</span>
          <span className="text-sm text-muted">{text}</span>
        </span>
        <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-muted" />
      </Link>
    </li>
  );
}
