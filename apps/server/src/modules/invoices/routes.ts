import { ErrorResponse } from "@shop/contracts/common";
import { InvoicePdfParams, OrderInvoices, OrderInvoicesParams } from "@shop/contracts/invoices";
import { studioAreaRoles } from "@shop/contracts/studio";
import { InvoiceSettings, InvoiceSettingsView } from "@shop/contracts/studio-invoices";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, notFound } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { backgroundWorkKinds } from "../../platform/background-work.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { shopProfile } from "../content/service.ts";
import { orderIdByUuid } from "../orders/invoice-source.ts";
import { orderNotFoundMessage } from "../orders/service.ts";
import { creditFromStudio } from "./credit.ts";
import { finishDocuments, workOrderMoved } from "./documents.ts";
import { invoiceOfOrder, orderInvoiceViews } from "./service.ts";
import { invoiceSettingsOf, saveInvoiceSettings } from "./settings.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;
const noInvoice = "No such invoice of this order";

/**
 * The invoices of invoice orders (issue 33, invoice33, decision 0080): the studio's invoice settings, an order's
 * invoice and credit notes on the studio's order page and the parent's, and their PDFs; the background work that
 * makes them.
 */
export async function registerInvoices(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.db,
    storage: app.storage,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    now: app.clock,
  };
  app.work.handle(backgroundWorkKinds.orderInvoicing, (task) =>
    workOrderMoved(deps, Number(task.payload.orderId), String(task.payload.to)),
  );
  answersArePrivate(app);

  const sendPdf = async (reply: FastifyReply, orderId: number | null, invoiceUuid: string) => {
    let document = orderId === null ? null : await invoiceOfOrder(app.db, orderId, invoiceUuid);
    // A PDF the background work has not made yet (or lost) is made now: the parent asked for it.
    if (document && orderId !== null && document.pdfKey === null) {
      await finishDocuments(deps, orderId);
      document = await invoiceOfOrder(app.db, orderId, invoiceUuid);
    }
    const pdf = document?.pdfKey ? await app.storage.get(document.pdfKey) : null;
    if (!document || !pdf) throw notFound(noInvoice, "order_not_found");
    const name = `${document.kind === "credit_note" ? "credit-note" : "invoice"}-${document.number}.pdf`;
    return sendRaw(
      reply,
      200,
      {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${name}"`,
        "cache-control": "private, no-store",
      },
      pdf,
    );
  };

  /** The order's documents with their PDFs' addresses under the caller's own route (`base`). */
  const views = (orderId: number, base: string) =>
    orderInvoiceViews(app.db, orderId, (uuid) => `${base}/${uuid}/pdf`);

  // ── the studio ──
  const withCurrency = async (settings: InvoiceSettings): Promise<InvoiceSettingsView> => ({
    ...settings,
    currency: (await shopProfile(app.db, app.portalId)).currency,
  });
  const settingsRoles = studioRoute(studioAreaRoles.settings);
  r.get(
    "/api/studio/settings/invoices",
    {
      schema: {
        tags: ["studio-invoices"],
        summary:
          "The shop's invoice settings: organisation number, address, account, due days, KID method, fee",
        response: { 200: InvoiceSettingsView, ...errors },
      },
      config: settingsRoles,
    },
    async (request) => {
      currentStaff(request);
      return withCurrency(await invoiceSettingsOf(app.db, app.portalId));
    },
  );

  r.put(
    "/api/studio/settings/invoices",
    {
      schema: {
        tags: ["studio-invoices"],
        summary:
          "Saves the invoice settings (numbers checked by their check digits); recorded in the studio record",
        body: InvoiceSettings,
        response: { 200: InvoiceSettingsView, ...errors },
      },
      config: settingsRoles,
    },
    async (request) => {
      const staff = currentStaff(request);
      const saved = await saveInvoiceSettings(
        app.db,
        app.portalId,
        request.body,
        { id: staff.id, email: staff.email },
        app.clock(),
      );
      return withCurrency(saved);
    },
  );

  const orderRoles = studioRoute(studioAreaRoles.orders);
  r.get(
    "/api/studio/orders/:orderUuid/invoices",
    {
      schema: {
        tags: ["studio-invoices"],
        summary: "The order's invoice and credit notes: number, KID, due date, status and the PDF's address",
        params: OrderInvoicesParams,
        response: { 200: OrderInvoices, ...errors },
      },
      config: orderRoles,
    },
    async (request) => {
      currentStaff(request);
      const { orderUuid } = request.params;
      const orderId = await orderIdByUuid(app.db, app.portalId, orderUuid);
      if (orderId === null) throw notFound("No order of the shop with this id", "studio_order_not_found");
      return { invoices: await views(orderId, `/api/studio/orders/${orderUuid}/invoices`) };
    },
  );

  r.get(
    "/api/studio/orders/:orderUuid/invoices/:invoiceUuid/pdf",
    {
      schema: {
        tags: ["studio-invoices"],
        summary: "The invoice's or credit note's PDF",
        params: InvoicePdfParams,
        response: errors,
      },
      config: orderRoles,
    },
    async (request, reply) => {
      currentStaff(request);
      const { orderUuid, invoiceUuid } = request.params;
      return sendPdf(reply, await orderIdByUuid(app.db, app.portalId, orderUuid), invoiceUuid);
    },
  );

  r.post(
    "/api/studio/orders/:orderUuid/invoices/credit",
    {
      schema: {
        tags: ["studio-invoices"],
        summary:
          "Credits the order's invoice whole with a credit note (an unpaid invoice's order is cancelled, a paid one refunded outside the shop); recorded",
        params: OrderInvoicesParams,
        response: { 200: OrderInvoices, 409: ErrorResponse, ...errors },
      },
      // Money: the refunds' roles (the owner).
      config: studioRoute(studioAreaRoles.refunds),
    },
    async (request) => {
      const staff = currentStaff(request);
      const { orderUuid } = request.params;
      const outcome = await creditFromStudio({ ...deps, portalId: app.portalId }, orderUuid, {
        id: staff.id,
        email: staff.email,
      });
      if (outcome === "no-order")
        throw notFound("No order of the shop with this id", "studio_order_not_found");
      if (outcome === "not-creditable") {
        throw conflict(
          "The order has no invoice to credit, or it is credited already",
          "studio_invoice_not_creditable",
        );
      }
      const orderId = await orderIdByUuid(app.db, app.portalId, orderUuid);
      return {
        invoices: orderId === null ? [] : await views(orderId, `/api/studio/orders/${orderUuid}/invoices`),
      };
    },
  );

  // ── the parent: their own orders only (the ownership scope: the order's user is the session's) ──
  r.get(
    "/api/webshop/user/orders/:orderUuid/invoices",
    {
      schema: {
        tags: ["orders"],
        summary:
          "The invoice and credit notes of one of the user's orders, with the account and KID to pay with",
        params: OrderInvoicesParams,
        response: { 200: OrderInvoices, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const { orderUuid } = request.params;
      const orderId = await orderIdByUuid(app.db, app.portalId, orderUuid, currentUser(request).id);
      if (orderId === null) throw notFound(orderNotFoundMessage, "order_not_found");
      return { invoices: await views(orderId, `/api/webshop/user/orders/${orderUuid}/invoices`) };
    },
  );

  r.get(
    "/api/webshop/user/orders/:orderUuid/invoices/:invoiceUuid/pdf",
    {
      schema: {
        tags: ["orders"],
        summary: "The PDF of an invoice or credit note of one of the user's orders",
        params: InvoicePdfParams,
        response: { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { orderUuid, invoiceUuid } = request.params;
      const userId = currentUser(request).id;
      return sendPdf(reply, await orderIdByUuid(app.db, app.portalId, orderUuid, userId), invoiceUuid);
    },
  );
}
