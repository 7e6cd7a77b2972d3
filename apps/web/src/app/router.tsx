import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";
import { FrontPage } from "../features/access/pages/FrontPage.tsx";
import { packagesPageLoader } from "../features/packages/loader.ts";
import { loadAllTexts, withAllTexts } from "../lib/i18n.ts";
import { NotFoundPage } from "../ui/NotFoundPage.tsx";
import { AppLayout } from "./layout/AppLayout.tsx";
import { RequireUser, requireUserLoader } from "./RequireUser.tsx";
import { RootError, RouteError } from "./RouteError.tsx";

const signedInRouteId = "signed-in";

/**
 * Every page but the front page is its own chunk, so the first visit downloads only the front page shell. The
 * signed-in pages' routes (with their loaders, queries and schemas) are one more: React Router asks for them on the
 * first navigation it cannot place, or that only the catch-all matches, before it matches and loads.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RootError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <FrontPage /> },
          {
            path: "reset-password",
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/access/pages/ResetPasswordPage.tsx")).ResetPasswordPage,
            })),
          },
          {
            path: "lost-code",
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/access/pages/LostCodePage.tsx")).LostCodePage,
            })),
          },
          {
            path: "contact-us",
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/content/pages/ContactPage.tsx")).ContactPage,
            })),
          },
          {
            path: "privacy-policy",
            lazy: withAllTexts(async () => {
              const m = await import("../features/content/pages/PrivacyPolicyPage.tsx");
              return { Component: m.PrivacyPolicyPage, loader: m.privacyPolicyLoader };
            }),
          },
          {
            path: "pages/:id",
            lazy: withAllTexts(async () => {
              const m = await import("../features/content/pages/ContentPage.tsx");
              return { Component: m.ContentPage, loader: m.contentPageLoader };
            }),
          },
          {
            path: "debug",
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/content/pages/DebugPage.tsx")).DebugPage,
            })),
          },
          {
            path: "link-problem",
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/content/pages/LinkProblemPage.tsx")).LinkProblemPage,
            })),
          },
          {
            path: "invite/:token",
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/sharing/InvitePage.tsx")).InvitePage,
            })),
          },
          {
            path: "simulate/:token",
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/access/pages/StartSimulationPage.tsx"))
                .StartSimulationPage,
            })),
          },
          {
            path: "products/packages",
            loader: packagesPageLoader,
            lazy: withAllTexts(async () => ({
              Component: (await import("../features/packages/pages/PackagesPage.tsx")).PackagesPage,
            })),
          },
          { id: signedInRouteId, element: <RequireUser />, loader: requireUserLoader, children: [] },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** React Router leaves out routes it already has, so a second call (a later unknown path) adds nothing. */
export const addSignedInRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const [{ signedInRoutes }] = await Promise.all([import("./signed-in-routes.ts"), loadAllTexts()]);
  patch(signedInRouteId, signedInRoutes);
};
