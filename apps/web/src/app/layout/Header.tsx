import { IconButton } from "@shop/ui/IconButton";
import { Menu } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { useTranslation, withAllTexts } from "../../lib/i18n.ts";
import { useMe } from "../../lib/queries/me.ts";
import { useSettings } from "../../lib/queries/settings.ts";

// Only signed-in users need the dropdown (and its positioning library) and the cart (and its schema), so they are
// chunks of their own.
const accountMenu = withAllTexts(() => import("./AccountMenu.tsx"));
const cartBadgeLink = withAllTexts(() => import("../../features/cart/components/CartBadgeLink.tsx"));
const AccountMenu = lazy(async () => ({ default: (await accountMenu()).AccountMenu }));
// Only support's simulated session shows the banner (decision 0033): no parent's page loads it.
const simulationBanner = withAllTexts(() => import("./SimulationBanner.tsx"));
const SimulationBanner = lazy(async () => ({ default: (await simulationBanner()).SimulationBanner }));
const CartBadgeLink = lazy(async () => ({ default: (await cartBadgeLink()).CartBadgeLink }));

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const me = useMe();
  const shopName = settings.data?.portal.name ?? t("common.shopName");
  const logo = settings.data?.page.logo;
  const user = me.data?.user;
  const simulation = user ? me.data?.simulation : null;
  return (
    <header
      className={
        simulation
          ? "sticky top-0 z-30 border-b-4 border-danger bg-[color-mix(in_srgb,var(--color-danger)_10%,white)]"
          : "sticky top-0 z-30 border-b border-border bg-surface/95 backdrop-blur"
      }
      data-simulated={simulation ? "true" : undefined}
    >
      {user && simulation && (
        <Suspense fallback={null}>
          <SimulationBanner email={user.emailAddress} simulation={simulation} />
        </Suspense>
      )}
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-2 sm:px-4">
        <IconButton aria-label={t("header.openMenu")} onClick={onOpenMenu}>
          <Menu aria-hidden="true" className="size-6" />
        </IconButton>
        <Link
          to="/"
          aria-label={t("header.home", { name: shopName })}
          className="flex min-h-11 min-w-0 items-center rounded-lg px-1 text-base font-bold text-primary min-[400px]:px-2 min-[400px]:text-lg"
        >
          {logo && (
            // The studio's logo (decision 0071): small, before the name the spec's header shows; narrower below 400 px
            // so that the name keeps its room there (0013).
            <img
              src={logo.url}
              width={logo.width}
              height={logo.height}
              alt={shopName}
              className="mr-1 h-6 w-auto max-w-16 shrink-0 object-contain min-[400px]:mr-2 min-[400px]:h-8 min-[400px]:max-w-40"
            />
          )}
          <span className="truncate">{shopName}</span>
        </Link>
        <div className="ml-auto flex shrink-0 items-center gap-1">
          {user ? (
            <Suspense fallback={<span className="inline-block h-11 w-23" />}>
              <CartBadgeLink />
              <AccountMenu user={user} />
            </Suspense>
          ) : me.isSuccess ? (
            <p className="flex items-center gap-1 text-sm">
              {/* On every width: below 400 px in small words on two lines, and the shop's name a size smaller, so that
                  the name keeps its room (0013). */}
              <span className="max-w-18 text-right text-xs leading-tight min-[400px]:max-w-none min-[400px]:text-sm">
                {t("header.alreadyUser")}
              </span>
              <Link
                to="/#login"
                className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-1 font-semibold text-primary underline-offset-4 hover:underline min-[400px]:px-2"
              >
                {t("header.logIn")}
              </Link>
            </p>
          ) : null}
        </div>
      </div>
    </header>
  );
}
