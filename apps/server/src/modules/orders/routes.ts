import { ErrorResponse } from "@shop/contracts/common";
import {
  OrderDetailsQuery,
  OrderDetailsResponse,
  OrderListResponse,
  OrderParams,
  OrderResponse,
} from "@shop/contracts/orders";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { getOrder, listOrders, orderDetails, orderNotFoundMessage } from "./service.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export async function registerOrders(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  answersArePrivate(app);

  r.get(
    "/ajax/user/get_order_list.php",
    {
      schema: {
        tags: ["orders"],
        summary: "The user's placed orders, newest first",
        response: { 200: OrderListResponse, 401: ErrorResponse },
      },
    },
    async (request) => ({ orders: await listOrders(app.db, app.portalId, currentUser(request).id) }),
  );

  r.get(
    "/sections/my-account/ajax/get_order_details.php",
    {
      schema: {
        tags: ["orders"],
        summary: "The lines, voucher and summary of one placed order (the order history's expanded row)",
        querystring: OrderDetailsQuery,
        response: { 200: OrderDetailsResponse, ...errors },
      },
    },
    async (request) => {
      const details = await orderDetails(
        app.db,
        app.config,
        app.portalId,
        currentUser(request).id,
        request.query.uuid,
      );
      if (!details) throw notFound(orderNotFoundMessage, "order_not_found");
      return details;
    },
  );

  r.get(
    "/api/webshop/user/orders/:orderUuid",
    {
      schema: {
        tags: ["orders"],
        summary: "The order as the receipt shows it, with signed download URLs once it is confirmed",
        params: OrderParams,
        response: { 200: OrderResponse, ...errors },
      },
    },
    async (request) => {
      const order = await getOrder(
        app.db,
        app.config,
        app.portalId,
        currentUser(request).id,
        request.params.orderUuid,
      );
      if (!order) throw notFound(orderNotFoundMessage, "order_not_found");
      return { order };
    },
  );
}
