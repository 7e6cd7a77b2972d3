import type { StaffRole } from "@shop/contracts/studio";
import { Button } from "@shop/ui/Button";
import { LoadingState } from "@shop/ui/LoadingState";
import { LogOut } from "lucide-react";
import { Outlet, useLoaderData, useNavigate, useNavigation } from "react-router";
import { useMe } from "../features/auth/api/me.ts";
import { useSignOut } from "../features/auth/api/sign-out.ts";
import { useTranslation } from "../lib/i18n.ts";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import type { requireStaffLoader } from "./require-staff.ts";
import { SideNav } from "./SideNav.tsx";

/**
 * The signed-in studio: a header (who is signed in, the language, signing out), the side navigation of the areas the
 * member's role may use, and the page. At a tablet's width and up the navigation is a column beside the page.
 */
export function StudioLayout() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof requireStaffLoader>();
  const { data } = useMe();
  const me = data ?? loaded;
  const navigate = useNavigate();
  const navigation = useNavigation();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:p-3"
      >
        {t("layout.skipToContent")}
      </a>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-surface px-4 py-2">
        <p className="text-lg font-bold">{t("layout.title")}</p>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted">
            {t("layout.signedInAs", { name: me.staff.name, role: t(`roles.${me.staff.role}`) })}
          </p>
          <LanguageSwitch />
          <Button
            variant="ghost"
            size="small"
            loading={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate("/sign-in") })}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {t("layout.signOut")}
          </Button>
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        <SideNav role={me.staff.role as StaffRole} />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          {navigation.state === "loading" ? <LoadingState text={t("common.loading")} /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
