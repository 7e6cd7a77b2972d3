import { createBrowserRouter, type RouteObject } from "react-router";
import { FrontPage } from "../features/access/pages/FrontPage.tsx";
import { accountRoutes } from "../features/account/routes.tsx";
import { cartRoutes } from "../features/cart/routes.tsx";
import { catalogueRoutes } from "../features/catalogues/routes.tsx";
import { checkoutRoutes } from "../features/checkout/routes.tsx";
import { digitalRoutes } from "../features/digital/routes.tsx";
import { orderRoutes } from "../features/orders/routes.tsx";
import { paymentRoutes } from "../features/payments/routes.tsx";
import { pictureSetRoutes } from "../features/picture-sets/routes.tsx";
import { AppLayout } from "./layout/AppLayout.tsx";
import { NotFoundPage } from "./NotFoundPage.tsx";
import { RequireUser, requireUserLoader } from "./RequireUser.tsx";
import { RootError, RouteError } from "./RouteError.tsx";

/** Every page but the front page is its own chunk, so the first visit downloads only the front page shell. */
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
            lazy: async () => ({
              Component: (await import("../features/access/pages/ResetPasswordPage.tsx")).ResetPasswordPage,
            }),
          },
          {
            path: "contact-us",
            lazy: async () => ({
              Component: (await import("../features/content/pages/ContactPage.tsx")).ContactPage,
            }),
          },
          {
            path: "privacy-policy",
            lazy: async () => {
              const m = await import("../features/content/pages/PrivacyPolicyPage.tsx");
              return { Component: m.PrivacyPolicyPage, loader: m.privacyPolicyLoader };
            },
          },
          {
            path: "products/packages",
            lazy: async () => ({
              Component: (await import("../features/products/pages/PackagesPage.tsx")).PackagesPage,
            }),
          },
          {
            element: <RequireUser />,
            loader: requireUserLoader,
            children: [
              ...accountRoutes,
              ...pictureSetRoutes,
              ...cartRoutes,
              ...digitalRoutes,
              ...catalogueRoutes,
              ...checkoutRoutes,
              ...orderRoutes,
              ...paymentRoutes,
            ],
          },
          { path: "*", element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
