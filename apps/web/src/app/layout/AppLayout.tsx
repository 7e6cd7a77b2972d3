import { frontBackgroundValue, frontPictureChoices } from "@shop/contracts/prerendered-front-page";
import { loadLater } from "@shop/ui/load-later";
import { lazy, Suspense, useEffect, useState } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { loadConsentedScript, openConsentEvent, readConsent, writeConsent } from "../../lib/consent.ts";
import { useTranslation, withAllTexts } from "../../lib/i18n.ts";
import { useSettings } from "../../lib/queries/settings.ts";
import { firstRenderMayReadBrowser } from "../../lib/takeover.ts";
import { Header } from "./Header.tsx";
import { LanguageSync } from "./LanguageSync.tsx";
import { useRouteFocus } from "./route-focus.ts";

// The side menu (with its language switch, share and cookie dialogs) draws nothing until it is opened, so it is a
// chunk of its own, fetched after the first page has settled; once opened it stays mounted, so it closes as a menu.
const sideMenu = withAllTexts(() => import("./SideMenu.tsx"));
const SideMenu = lazy(async () => ({ default: (await sideMenu()).SideMenu }));
// The cookie notice is a chunk of its own too, fetched only when it is drawn: a shop without a tracking script asks
// nothing of its visitors, so neither its front page nor any other loads it until 'Cookie settings' is chosen.
const ConsentNotice = lazy(async () => ({ default: (await import("./ConsentNotice.tsx")).ConsentNotice }));

/**
 * Consent (spec 03 §4): when the shop has something to consent to (the operator's `CONSENT_SCRIPT_URL`), the notice
 * shows until the visitor allows or denies; from the menu's 'cookie settings' it shows in any shop. The script is
 * added only once tracking is allowed; taking an allowance back reloads the page, since a script that ran cannot be
 * unloaded.
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
  const show = (consent === null && !!scriptUrl) || reopened;
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
  const sizes = settings.data?.page.frontPictureSizes;
  useEffect(() => {
    if (settings.data === undefined) return;
    const style = document.documentElement.style;
    // Of the sizes the studio made, the one the server's page chose too (the same queries), so nothing loads twice.
    const sized = frontPictureChoices(sizes ?? []).find(({ media }) => matchMedia(media).matches)?.url;
    const url = sized ?? background;
    if (url) style.setProperty("--front-background", frontBackgroundValue(url));
    else style.removeProperty("--front-background");
  }, [settings.data, background, sizes]);
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
      {/* After the page's content, in its flow: it never covers the page's own buttons ('Sign in', 'Continue'). Its
          text depends on whether the shop has a tracking script: drawn once the settings are known (the server puts
          them in every prerendered page, so at once). */}
      {consent.show && settings.data !== undefined && (
        <Suspense fallback={null}>
          <ConsentNotice
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
