import type { FastifyInstance } from "fastify";
import { registerAccess } from "./access/routes.ts";
import { registerAccount } from "./account/routes.ts";
import { registerCart } from "./cart/routes.ts";
import { registerStudioPrints } from "./catalog/studio-print-routes.ts";
import { registerStudioProductForms } from "./catalog/studio-routes.ts";
import { registerCheckout } from "./checkout/routes.ts";
import { registerContent } from "./content/routes.ts";
import { registerDelivery } from "./delivery/routes.ts";
import { registerDigital } from "./digital/routes.ts";
import { registerDownloads } from "./downloads/routes.ts";
import { registerImages } from "./images/routes.ts";
import { registerInvites } from "./invites/routes.ts";
import { registerInvoices } from "./invoices/routes.ts";
import { registerStudioInvoices } from "./invoices/studio-routes.ts";
import { registerJobs } from "./jobs/routes.ts";
import { registerStudioInspection } from "./jobs/studio-inspection-routes.ts";
import { registerLook } from "./look/routes.ts";
import { registerOperator } from "./operator/routes.ts";
import { registerOrders } from "./orders/routes.ts";
import { registerOrderStatus } from "./orders/status-routes.ts";
import { registerPackages } from "./packages/routes.ts";
import { registerStudioRefunds } from "./payments/refunds-routes.ts";
import { registerPayments } from "./payments/routes.ts";
import { registerPictureSets } from "./picture-sets/routes.ts";
import { registerPrivacy } from "./privacy/routes.ts";
import { registerStudioProductList } from "./product-list/routes.ts";
import { registerProduction } from "./production/routes.ts";
import { registerRetouch } from "./retouch/routes.ts";
import { registerStudioRetouch } from "./retouch/studio-routes.ts";
import { registerSales } from "./sales/routes.ts";
import { registerStudioSettings } from "./settings/routes.ts";
import { registerStaff } from "./staff/routes.ts";
import { registerStudioOrders } from "./studio-orders/routes.ts";
import { registerSupport } from "./support/routes.ts";
import { registerTemplates } from "./templates/routes.ts";
import { registerUploads } from "./uploads/routes.ts";

/** Each module is its own plugin scope, so a module's hooks (e.g. cache headers) stay on its own routes. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(registerContent);
  await app.register(registerAccess);
  await app.register(registerAccount);
  await app.register(registerPictureSets);
  await app.register(registerImages);
  await app.register(registerRetouch);
  await app.register(registerCart);
  await app.register(registerDigital);
  await app.register(registerDelivery);
  await app.register(registerCheckout);
  await app.register(registerPayments);
  await app.register(registerOrders);
  await app.register(registerDownloads);
  await app.register(registerTemplates);
  await app.register(registerUploads);
  await app.register(registerPackages);
  await app.register(registerInvites);
  await app.register(registerJobs);
  await app.register(registerOperator);
  await app.register(registerPrivacy);
  await app.register(registerStaff);
  await app.register(registerSupport);
  // The studio's Products area (issue 31): the list, the template product form, the starter library's button.
  await app.register(registerStudioProductList);
  await app.register(registerStudioProductForms);
  await app.register(registerStudioPrints);
  await app.register(registerLook);
  await app.register(registerStudioSettings);
  // Issue 32, retouch32: the retouch queue and a job's packages sent home for inspection.
  await app.register(registerStudioRetouch);
  await app.register(async (scope) => registerStudioInspection(scope));
  // Issue 32, refund32: refunds through Stripe.
  await app.register(registerStudioRefunds);
  // Issue 32, status32: order statuses, the timeline, the delivery page.
  await app.register(registerOrderStatus);
  // The studio's production runs (issue 32, runs32).
  await app.register(registerProduction);
  // Issue 32: the studio's sales numbers (numbers32).
  await app.register(registerSales);
  // The studio's orders (issue 32, orders32): the list, its CSV and an order's page.
  await app.register(registerStudioOrders);
  // Issue 33, bank33: the studio's invoices (the list, marking paid, a bank statement).
  await app.register(registerStudioInvoices);
  // Issue 33, invoice33: invoices and credit notes of invoice orders, the invoice settings.
  await app.register(registerInvoices);
}
