import { Readable } from "node:stream";
import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioOrderItemParams,
  StudioOrderLineParams,
  StudioOrderListQuery,
  StudioOrderListResponse,
  StudioOrderParams,
  StudioOrderResponse,
} from "@shop/contracts/studio-orders";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, notFound } from "../../errors.ts";
import { sendRaw } from "../../platform/binary-reply.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { studioOrderBatches, studioOrderList } from "../orders/studio-list.ts";
import { sendOrderLinePrint } from "../production/print-reply.ts";
import { ProductionError } from "../production/service.ts";
import { recordStudioChange } from "../staff/service.ts";
import { csvFileName, studioOrdersCsv } from "./csv.ts";
import { studioOrderPage } from "./service.ts";

export const noSuchStudioOrderMessage = "The shop has no placed order with this id.";

/** The studio's orders (issue 32): owner and staff (studioAreaRoles.orders); support sees a parent's orders instead. */
const ordersArea = studioRoute(studioAreaRoles.orders);
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export async function registerStudioOrders(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, portalId: app.portalId });

  app.addHook("onSend", async (_request, reply, payload) => {
    // Parents' names and addresses: no shared cache keeps them.
    reply.header("cache-control", "private, no-store");
    return payload;
  });

  r.get(
    "/api/studio/orders",
    {
      schema: {
        tags: ["studio-orders"],
        summary:
          "The shop's placed orders, newest first, filtered and searched, a page at a time with the total",
        querystring: StudioOrderListQuery,
        response: { 200: StudioOrderListResponse, ...errors },
      },
      config: ordersArea,
    },
    async (request) => studioOrderList(deps(), request.query),
  );

  r.get(
    "/api/studio/orders/export.csv",
    {
      schema: {
        tags: ["studio-orders"],
        summary:
          "Every order the list's filters find as CSV (UTF-8 with BOM, ';' between fields, decimal comma), streamed",
        querystring: StudioOrderListQuery,
        response: errors,
      },
      config: ordersArea,
    },
    async (request, reply) => {
      const { page: _page, size: _size, ...filters } = request.query;
      // A list of parents leaving the shop: the record says who took it and with which filters.
      await recordStudioChange(app.db, {
        staff: currentStaff(request),
        action: "orders.export-csv",
        objectType: "orders",
        detail: Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, String(v)])),
      });
      return sendRaw(
        reply,
        200,
        {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${csvFileName(app.clock())}"`,
        },
        Readable.from(studioOrdersCsv(studioOrderBatches(deps(), filters))),
      );
    },
  );

  r.get(
    "/api/studio/orders/:orderUuid",
    {
      schema: {
        tags: ["studio-orders"],
        summary:
          "One order: its lines as each kind describes them, print files, payment and its events, retouch, mails, the parent",
        params: StudioOrderParams,
        response: { 200: StudioOrderResponse, ...errors },
      },
      config: ordersArea,
    },
    async (request) => {
      const page = await studioOrderPage(
        { ...deps(), config: app.config },
        request.params.orderUuid,
        app.clock(),
      );
      if (!page) throw notFound(noSuchStudioOrderMessage, "studio_order_not_found");
      return page;
    },
  );

  /** A line's print file through production's service, as the operator's route and `order print` make it. */
  const sendPrintFile = async (
    reply: FastifyReply,
    params: { orderUuid: string; lineUuid: string },
    itemUuid: string | null,
  ) => {
    try {
      return await sendOrderLinePrint({ db: app.db, storage: app.storage, portalId: app.portalId }, reply, {
        ...params,
        itemUuid,
      });
    } catch (error) {
      if (!(error instanceof ProductionError)) throw error;
      if (error.code === "order_not_in_production") throw conflict(error.message, error.code);
      if (error.code === "order_not_found")
        throw notFound(noSuchStudioOrderMessage, "studio_order_not_found");
      throw notFound(error.message, error.code);
    }
  };

  r.get(
    "/api/studio/orders/:orderUuid/lines/:lineUuid/print.pdf",
    {
      schema: {
        tags: ["studio-orders"],
        summary:
          "The print-ready PDF of a template product line (production's service, as the operator's route)",
        params: StudioOrderLineParams,
        response: { 409: ErrorResponse, ...errors },
      },
      config: ordersArea,
    },
    (request, reply) => sendPrintFile(reply, request.params, null),
  );

  r.get(
    "/api/studio/orders/:orderUuid/lines/:lineUuid/items/:itemUuid/print.pdf",
    {
      schema: {
        tags: ["studio-orders"],
        summary: "The print-ready PDF of one template item of a package line",
        params: StudioOrderItemParams,
        response: { 409: ErrorResponse, ...errors },
      },
      config: ordersArea,
    },
    (request, reply) => sendPrintFile(reply, request.params, request.params.itemUuid),
  );
}
