import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";

/** A page module's link: a path of the shop stays in the app; an http(s) URL (or openInNewWindow) opens a new tab. */
export function PageLink({
  href,
  newWindow,
  className,
  children,
}: {
  href: string;
  newWindow?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const external = /^https?:\/\//i.test(href);
  if (!external && !newWindow) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t("common.opensInNewWindow")}</span>
    </a>
  );
}
