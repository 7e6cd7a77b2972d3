import "./styles.css";
import type { SettingsResponse } from "@shop/contracts/content";
import { settingsAnswer } from "@shop/contracts/front-page-answers";
import { loadLater } from "@shop/ui/load-later";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App, routerReady } from "./app/App.tsx";
import { i18n, i18nReady, loadAllTexts, pageLanguage } from "./lib/i18n.ts";
import { settingsQuery } from "./lib/queries/settings.ts";
import { queryClient } from "./lib/query-client.ts";
import { markHydrating } from "./lib/takeover.ts";

/** The shop's settings the server put in the prerendered page (platform/front-page.ts), as the settings call answers. */
function embeddedSettings(): SettingsResponse | null {
  const script = document.getElementById("shop-settings");
  if (!script) return null;
  try {
    const settings: unknown = JSON.parse(script.textContent ?? "");
    return settingsAnswer(settings) ? settings : null;
  } catch {
    return null;
  }
}

/**
 * Whether the page is the prerendered front page (the server sends it, with its settings, only at `/`) as the app
 * would draw it, so the app takes it over as it is: the front page itself, without a code or a view in its address
 * (those draw other content at once), in the language the app starts in.
 */
function isFrontPageAsDrawn(settings: SettingsResponse | null): boolean {
  return (
    settings !== null &&
    location.pathname === "/" &&
    location.search === "" &&
    location.hash === "" &&
    pageLanguage() === i18n.language
  );
}

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");
const settings = embeddedSettings();
if (settings) queryClient.setQueryData(settingsQuery.queryKey, settings);
// The cart's analytics are a chunk of their own, fetched once the page has settled (before any add, which takes a touch).
loadLater(() => import("./lib/cart-analytics.ts").then((m) => m.watchCartAnalytics()));
// A Norwegian visitor's texts are fetched first, so the first screen is already in Norwegian; a page other than the
// front page waits for the English texts of every page too (the first load has the front page's).
const textsReady =
  location.pathname === "/" ? i18nReady : Promise.all([i18nReady, loadAllTexts().catch(() => undefined)]);
void textsReady.then(async () => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (isFrontPageAsDrawn(settings)) {
    // The page is already drawn and usable, so taking it over may yield to the browser between components (a
    // transition is rendered in slices) instead of blocking it at once; a click on a part not yet taken over makes
    // React take that part over first.
    markHydrating();
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    // What the server drew (the shell of the page: its header and a loading state) stays until the app's first render
    // replaces it, and that render waits for the page's code and data, so the page is never blank in between. As a
    // transition it is rendered in slices that let the browser in between, not in one long task.
    await routerReady();
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
});
