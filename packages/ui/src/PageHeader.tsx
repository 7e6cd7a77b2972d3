import { ChevronLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

type Props = { title: string; back?: { to: string; label: string }; children?: ReactNode };

export function PageHeader({ title, back, children }: Props) {
  return (
    <header className="mb-4 flex flex-col gap-1">
      {back && (
        <Link
          to={back.to}
          className="-ml-2 inline-flex min-h-11 w-fit items-center gap-1 rounded-lg px-2 text-primary hover:underline"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          {back.label}
        </Link>
      )}
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </header>
  );
}
