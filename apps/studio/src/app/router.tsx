import { studioAreaRoles } from "@shop/contracts/studio";
import type { RouteObject } from "react-router";
import { RouteError } from "./RouteError.tsx";
import { areaLoader, requireStaffLoader, rolesLoader } from "./require-staff.ts";
import { StudioLayout } from "./StudioLayout.tsx";

/**
 * The studio's routes under /studio/. Every page is a chunk of its own; the signed-in ones wait for who is signed in
 * (requireStaffLoader) and each area for its role (areaLoader, the roles of navigation.ts). A feature adds its area
 * to navigation.ts and its route here, pointing at its folder's page.
 */
export const routes: RouteObject[] = [
  {
    path: "sign-in",
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import("../features/auth/pages/SignInPage.tsx")).SignInPage }),
  },
  {
    path: "setup",
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import("../features/auth/pages/SetupPage.tsx")).SetupPage }),
  },
  {
    id: "signed-in",
    loader: requireStaffLoader,
    element: <StudioLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import("../features/home/pages/HomePage.tsx")).HomePage }),
          },
          {
            path: "jobs",
            loader: areaLoader("jobs"),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/jobs/pages/JobsPage.tsx")).JobsPage,
                }),
              },
              {
                path: "import",
                lazy: async () => ({
                  Component: (await import("../features/jobs/pages/NewImportPage.tsx")).NewImportPage,
                }),
              },
              {
                path: "import/:batchUuid",
                lazy: async () => ({
                  Component: (await import("../features/jobs/pages/ImportPage.tsx")).ImportPage,
                }),
              },
              {
                path: ":jobUuid",
                lazy: async () => ({
                  Component: (await import("../features/jobs/pages/JobPage.tsx")).JobPage,
                }),
              },
              // Issue 32 (retouch32): a job's packages sent home for inspection, the job's data.
              {
                path: ":jobUuid/inspection",
                lazy: async () => ({
                  Component: (await import("../features/inspection/pages/InspectionPage.tsx")).InspectionPage,
                }),
              },
              // Issue 32, status32: a job's delivery by class (the orders area's roles).
              {
                path: ":jobUuid/delivery",
                loader: rolesLoader(studioAreaRoles.orders),
                lazy: async () => ({
                  Component: (await import("../features/order-status/pages/DeliveryPage.tsx")).DeliveryPage,
                }),
              },
            ],
          },
          // Issue 32 (retouch32): the retouch queue.
          {
            path: "retouch",
            loader: areaLoader("retouch"),
            lazy: async () => ({
              Component: (await import("../features/retouch/pages/RetouchQueuePage.tsx")).RetouchQueuePage,
            }),
          },
          {
            path: "products",
            loader: areaLoader("products"),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/products/pages/ProductsPage.tsx")).ProductsPage,
                }),
              },
              {
                path: "new",
                lazy: async () => ({
                  Component: (await import("../features/products/pages/NewProductPage.tsx")).NewProductPage,
                }),
              },
              {
                path: ":productUuid",
                lazy: async () => ({
                  Component: (await import("../features/products/pages/ProductPage.tsx")).ProductPage,
                }),
              },
            ],
          },
          {
            path: "support",
            loader: areaLoader("support"),
            lazy: async () => ({
              Component: (await import("../features/support/pages/SupportPage.tsx")).SupportPage,
            }),
          },
          {
            path: "support/parents/:userUuid",
            loader: areaLoader("support"),
            lazy: async () => ({
              Component: (await import("../features/support/pages/ParentPage.tsx")).ParentPage,
            }),
          },
          // The studio's orders (issue 32, orders32): the list and an order's page.
          {
            path: "orders",
            loader: areaLoader("orders"),
            lazy: async () => ({
              Component: (await import("../features/orders/pages/OrdersPage.tsx")).OrdersPage,
            }),
          },
          {
            path: "orders/:orderUuid",
            loader: areaLoader("orders"),
            lazy: async () => ({
              Component: (await import("../features/orders/pages/OrderPage.tsx")).OrderPage,
            }),
          },
          // Issue 33, bank33: the invoice list, marking paid, a bank statement.
          {
            path: "invoices",
            loader: areaLoader("invoices"),
            lazy: async () => ({
              Component: (await import("../features/invoices/pages/InvoicesPage.tsx")).InvoicesPage,
            }),
          },
          {
            path: "prints",
            loader: areaLoader("prints"),
            lazy: async () => ({
              Component: (await import("../features/prints/pages/PrintsPage.tsx")).PrintsPage,
            }),
          },
          // Production runs (issue 32, runs32).
          {
            path: "production",
            loader: areaLoader("production"),
            lazy: async () => ({
              Component: (await import("../features/production/pages/ProductionPage.tsx")).ProductionPage,
            }),
          },
          {
            path: "staff",
            loader: areaLoader("staff"),
            lazy: async () => ({
              Component: (await import("../features/staff/pages/StaffPage.tsx")).StaffPage,
            }),
          },
          {
            path: "record",
            loader: areaLoader("record"),
            lazy: async () => ({
              Component: (await import("../features/record/pages/RecordPage.tsx")).RecordPage,
            }),
          },
          // Issue 32, refund32: an order's refund (owner), reached from the order's page.
          {
            path: "orders/:orderUuid/refund",
            loader: rolesLoader(studioAreaRoles.refunds),
            lazy: async () => ({
              Component: (await import("../features/refunds/pages/RefundPage.tsx")).RefundPage,
            }),
          },
          // The simple template editor (issue 31): the Templates area links here.
          {
            path: "templates/new",
            loader: rolesLoader(studioAreaRoles.templates),
            lazy: async () => ({
              Component: (await import("../features/template-editor/pages/TemplateEditorPage.tsx"))
                .TemplateEditorPage,
            }),
          },
          {
            path: "templates/:templateUuid/edit",
            loader: rolesLoader(studioAreaRoles.templates),
            lazy: async () => ({
              Component: (await import("../features/template-editor/pages/TemplateEditorPage.tsx"))
                .TemplateEditorPage,
            }),
          },
          {
            path: "templates",
            loader: areaLoader("templates"),
            lazy: async () => ({
              Component: (await import("../features/templates/pages/TemplatesPage.tsx")).TemplatesPage,
            }),
          },
          {
            path: "templates/:templateUuid",
            loader: areaLoader("templates"),
            lazy: async () => ({
              Component: (await import("../features/templates/pages/TemplatePage.tsx")).TemplatePage,
            }),
          },
          {
            path: "look",
            loader: areaLoader("look"),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/look/pages/LookPage.tsx")).LookPage,
                }),
              },
              {
                path: "pages",
                lazy: async () => ({
                  Component: (await import("../features/look/pages/PagesPage.tsx")).PagesPage,
                }),
              },
              {
                path: "pages/:pageId",
                lazy: async () => ({
                  Component: (await import("../features/look/pages/PageEditPage.tsx")).PageEditPage,
                }),
              },
            ],
          },
          {
            path: "settings",
            loader: areaLoader("settings"),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import("../features/settings/pages/SettingsPage.tsx")).SettingsPage,
                }),
              },
              // Issue 33, invoice33: the invoice settings (a page of their own, not a section of the file).
              {
                path: "invoices",
                lazy: async () => ({
                  Component: (await import("../features/invoice-settings/pages/InvoiceSettingsPage.tsx"))
                    .InvoiceSettingsPage,
                }),
              },
              {
                path: ":section",
                lazy: async () => ({
                  Component: (await import("../features/settings/pages/SectionPage.tsx")).SectionPage,
                }),
              },
            ],
          },
          {
            path: "account",
            lazy: async () => ({
              Component: (await import("../features/account/pages/AccountPage.tsx")).AccountPage,
            }),
          },
          {
            path: "*",
            lazy: async () => ({ Component: (await import("./NotFoundPage.tsx")).NotFoundPage }),
          },
        ],
      },
    ],
  },
];
