import type { StaffRole } from "@shop/contracts/studio";
import { cx } from "@shop/ui/cx";
import { House } from "lucide-react";
import { NavLink } from "react-router";
import { useTranslation } from "../lib/i18n.ts";
import { areasFor } from "./navigation.ts";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx(
    "flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 font-semibold",
    isActive ? "bg-primary text-primary-fg" : "text-text hover:bg-primary/10",
  );

/** The areas the member's role may use; links, so Tab and Enter move through them as through any page. */
export function SideNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("layout.navigation")}
      className="border-b border-border bg-surface p-2 md:w-56 md:shrink-0 md:border-r md:border-b-0 md:p-3"
    >
      <ul className="flex flex-wrap gap-1 md:flex-col">
        <li>
          <NavLink to="/" end className={linkClass}>
            <House aria-hidden="true" className="size-5" />
            {t("nav.home")}
          </NavLink>
        </li>
        {areasFor(role).map((area) => (
          <li key={area.path}>
            <NavLink to={`/${area.path}`} className={linkClass}>
              <area.icon aria-hidden="true" className="size-5" />
              {t(area.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
