import { frontBackgroundValue } from "@shop/contracts/prerendered-front-page";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { loadConsentedScript, openConsentEvent, readConsent, writeConsent } from "../../lib/consent.ts";
import { useTranslation, withAllTexts } from "../../lib/i18n.ts";
import { loadLater } from "../../lib/load-later.ts";
import { useSettings } from "../../lib/queries/settings.ts";
import { firstRenderMayReadBrowser } from "../../lib/takeover.ts";
import { Header } from "./Header.tsx";
import { LanguageSync } from "./LanguageSync.tsx";
import { useRouteFocus } from "./route-focus.ts";

// The side menu (with its language switch, share and cookie dialogs) draws nothing until it is opened, so it is a
// chunk of its own, fetched after the first page has settled; once opened it stays mounted, so it closes as a menu.
const sideMenu = withAllTexts(() => import("./SideMenu.tsx"));
const SideMenu = lazy(async () => ({ default: (await sideMenu()).SideMenu }));
// The cookie notice is a chunk of its own too: a returning visitor who chose never fetches it. A visitor who has not
// chosen sees it with the page's first content: its chunk is asked for as soon as this module runs, beside the page's
// own chunks, and once it is here the notice is drawn in the same render as the page instead of a render later (on a
// signed-in page it was the largest paint, and came after the header's chunks and the settings read).
let loadedNotice: typeof import("./ConsentNotice.tsx") | undefined;
const consentNotice = async () => {
  loadedNotice = await import("./ConsentNotice.tsx");
  return loadedNotice;
};
if (typeof document !== "undefined" && readConsent() === null) void consentNotice();
const LazyConsentNotice = lazy(async () => ({ default: (await consentNotice()).ConsentNotice }));

/**
 * Consent (spec 03 §4): the notice shows until the visitor allows or denies, and again from the menu's 'cookie
 * settings'. The operator's script (if any) is added only once tracking is allowed; taking an allowance back
 * reloads the page, since a script that ran cannot be unloaded.
 */
function useConsent(scriptUrl: string | null | undefined) {
  // On the prerendered front page, read after the first render, so that it hydrates as the server drew it.
  const [consent, setConsent] = useState<boolean | null | undefined>(() =>
    firstRenderMayReadBrowser() ? readConsent() : undefined,
  );
  const [reopened, setReopened] = useState(false);
  useEffect(() => {
    setConsent(readConsent());
    const reopen = () => setReopened(true);
    window.addEventListener(openConsentEvent, reopen);
    return () => window.removeEventListener(openConsentEvent, reopen);
  }, []);
  useEffect(() => {
    if (consent === true) loadConsentedScript(scriptUrl);
  }, [consent, scriptUrl]);
  const choose = (allowed: boolean) => {
    const wasAllowed = consent === true;
    writeConsent(allowed);
    setConsent(allowed);
    setReopened(false);
    if (wasAllowed && !allowed && scriptUrl && document.getElementById("consent-script")) location.reload();
  };
  const show = consent === null || reopened;
  return { consent: consent ?? null, show, reopened, choose, close: () => setReopened(false) };
}

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
  const settings = useSettings();
  const consent = useConsent(settings.data?.consent.scriptUrl);
  const Notice = loadedNotice?.ConsentNotice ?? LazyConsentNotice;
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
      {/* Its text depends on whether the shop has a tracking script: drawn once the settings are known (the server
          puts them in every prerendered page, so at once). */}
      {consent.show && settings.data !== undefined && (
        <Suspense fallback={null}>
          <Notice
            current={consent.consent}
            hasScript={!!settings.data?.consent.scriptUrl}
            takeFocus={consent.reopened}
            onChoose={consent.choose}
            onClose={consent.close}
          />
        </Suspense>
      )}
      <LanguageSync />
      <ScrollRestoration />
    </div>
  );
}
