import { type StaffRole, studioAreaRoles } from "@shop/contracts/studio";
import { Card } from "@shop/ui/Card";
import { PageHeader } from "@shop/ui/PageHeader";
import { Link } from "react-router";
import { areasFor } from "../../../app/navigation.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useMe } from "../../auth/api/me.ts";
import { ShopSales } from "../../sales/components/ShopSales.tsx";

/** Who is signed in and where to go: the areas of the member's role, each with what it is for. */
export function HomePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const role = me.staff.role as StaffRole;
  return (
    <>
      <PageHeader title={t("home.title", { name: me.staff.name })}>
        <p className="text-muted">
          {t("home.signedIn", { email: me.staff.email, role: t(`roles.${role}`) })}
        </p>
      </PageHeader>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {areasFor(role).map((area) => (
          <li key={area.path}>
            <Link to={`/${area.path}`} className="block h-full rounded-xl focus-visible:outline-offset-4">
              <Card className="flex h-full flex-col gap-2 hover:border-primary">
                <span className="flex items-center gap-2 text-lg font-semibold text-primary">
                  <area.icon aria-hidden="true" className="size-5" />
                  {t(area.label)}
                </span>
                <span className="text-muted">{t(`home.areas.${area.path}`)}</span>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
      {/* Issue 32 (numbers32): the shop's sales, for the roles of the sales area. */}
      {(studioAreaRoles.sales as readonly StaffRole[]).includes(role) && (
        <div className="pt-8">
          <ShopSales />
        </div>
      )}
    </>
  );
}
