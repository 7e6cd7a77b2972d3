import { frontBackgroundValue } from "@shop/contracts/prerendered-front-page";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { useTranslation, withAllTexts } from "../../lib/i18n.ts";
import { loadLater } from "../../lib/load-later.ts";
import { useSettings } from "../../lib/queries/settings.ts";
import { Header } from "./Header.tsx";
import { LanguageSync } from "./LanguageSync.tsx";
import { useRouteFocus } from "./route-focus.ts";

// The side menu (with its language switch, share and cookie dialogs) draws nothing until it is opened, so it is a
// chunk of its own, fetched after the first page has settled; once opened it stays mounted, so it closes as a menu.
const sideMenu = withAllTexts(() => import("./SideMenu.tsx"));
const SideMenu = lazy(async () => ({ default: (await sideMenu()).SideMenu }));

/** Applies the shop's colours and front picture from page settings over the default theme. */
function useShopColors() {
  const settings = useSettings();
  const colors = settings.data?.page.colors;
  useEffect(() => {
    if (!colors) return;
    const style = document.documentElement.style;
    style.setProperty("--color-primary", colors.primary);
    style.setProperty("--color-bg", colors.background);
    style.setProperty("--color-text", colors.text);
  }, [colors]);
  const background = settings.data?.page.backgroundImage;
  useEffect(() => {
    if (settings.data === undefined) return;
    const style = document.documentElement.style;
    if (background) style.setProperty("--front-background", frontBackgroundValue(background));
    else style.removeProperty("--front-background");
  }, [settings.data, background]);
  const name = settings.data?.portal.name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
}

export function AppLayout() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => loadLater(sideMenu), []);
  useShopColors();
  useRouteFocus("main");
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("common.skipToContent")}
      </a>
      <Header
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
      />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
      <LanguageSync />
      <ScrollRestoration />
    </div>
  );
}
