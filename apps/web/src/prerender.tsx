import type { SettingsResponse } from "@shop/contracts/content";
import { shopLogoSlot, shopNameSlot } from "@shop/contracts/prerendered-front-page";
import { LoadingState } from "@shop/ui/LoadingState";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { AppLayout } from "./app/layout/AppLayout.tsx";
import { Providers } from "./app/providers.tsx";
import { routes } from "./app/router.tsx";
import { changeLanguage } from "./lib/i18n.ts";
import { settingsQuery } from "./lib/queries/settings.ts";
import { queryClient } from "./lib/query-client.ts";

/**
 * Settings as every shop's look to the front page's markup: only the name and the logo show in it (the colours and the
 * picture are CSS properties), so they are slots the server fills, and the rest is never drawn.
 */
const slotSettings: SettingsResponse = {
  portal: {
    name: shopNameSlot,
    contactInfo: { address: "", postalCode: "", city: "", state: null, country: "NO", email: "", phone: "" },
    options: { gatherAddress2: false, acceptMailDefaultOn: false, hideMarketingConsent: false },
    currency: "NOK",
    vatRate: 0,
  },
  webshop: {
    freeShippingThreshold: null,
    hasPrivacyPolicy: false,
    allowOwnPhotos: false,
    editor: { addToCartWarning: false, disableImageToolbox: false, updateCartLabel: null },
    locale: { languages: [], default_language: "en" },
    termsText: "",
    contactInfo: { email: "" },
  },
  page: {
    backgroundImage: null,
    colors: { primary: "", background: "", text: "" },
    desktopVersionUrl: null,
    // Drawn with the slot's address; the server fills the shop's in, or takes the logo out (front-page.ts).
    logo: { url: shopLogoSlot, width: 0, height: 0 },
    frontPictureSizes: [],
    favicons: [],
  },
  menu: [],
  consent: { scriptUrl: null },
};

/**
 * The front page's markup in one language, as main.tsx hydrates it: the same providers and routes, the settings
 * there and the user not yet known (the code form shows while it is fetched).
 */
export function renderFrontPage(lang: string): Promise<string> {
  return renderPage(lang, routes);
}

/**
 * Every other page's first markup in one language: the layout (the header with the shop's name) around a loading
 * state, shown from the first byte until the app has the page's code and data and draws it over (main.tsx).
 */
export function renderShell(lang: string): Promise<string> {
  return renderPage(lang, [{ element: <AppLayout />, children: [{ path: "*", element: <LoadingState /> }] }]);
}

async function renderPage(lang: string, pageRoutes: RouteObject[]): Promise<string> {
  await changeLanguage(lang);
  queryClient.clear();
  queryClient.setQueryData(settingsQuery.queryKey, slotSettings);
  const router = createMemoryRouter(pageRoutes, { initialEntries: ["/"] });
  return renderToString(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
