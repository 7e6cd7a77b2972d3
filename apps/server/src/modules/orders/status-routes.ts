import { ErrorResponse } from "@shop/contracts/common";
import { OrderTimelineResponse } from "@shop/contracts/order-timeline";
import { OrderParams } from "@shop/contracts/orders";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  ChangeClassStatusBody,
  ChangeOrdersStatusBody,
  ExpectedDateBody,
  StatusChangeResponse,
  StudioDeliveryParams,
  StudioDeliveryResponse,
  StudioOrderParams,
  StudioOrderTimelineResponse,
} from "@shop/contracts/studio-order-status";
import type { OrderStatus } from "@shop/domain/order-lifecycle";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { conflict, notFound } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { backgroundWorkKinds } from "../../platform/background-work.ts";
import { answersArePrivate } from "../../platform/security-headers.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import type { StudioActor } from "../staff/service.ts";
import { deliveryCounts, orderIdsOfShop, ordersOfClass } from "./delivery.ts";
import { orderNotFoundMessage } from "./service.ts";
import { changeOrderStatus, delayOrder, type StatusChangeResult } from "./status.ts";
import { mailStatusMoves } from "./status-mail.ts";
import { parentOrderTimeline, studioOrderTimeline } from "./timeline.ts";

const orderArea = studioRoute(studioAreaRoles.orders);
const studioErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const noSuchOrder = () => notFound("No such order", "order_not_found");
const noSuchJob = () => notFound("No such job", "studio_job_not_found");
const statusDeps = (app: FastifyInstance) => ({
  mailer: app.mailer,
  publicUrl: app.config.publicUrl,
  now: app.clock(),
});

/** Nothing moved and something was refused: a conflict, with the first reason; else who moved and who did not. */
function answerOf(result: StatusChangeResult) {
  const [first] = result.refused;
  if (result.moved.length === 0 && first) throw conflict(first.message, "studio_order_status_refused");
  const named = ({ uuid, reference, from }: StatusChangeResult["moved"][number]) => ({
    uuid,
    reference,
    from,
  });
  return {
    moved: result.moved.map(named),
    refused: result.refused.map((r) => ({ ...named(r), message: r.message })),
  };
}

/**
 * Moves the shop's orders named by uuid (the studio's call and the operator's): an unknown uuid, or another shop's,
 * answers 404 and nothing moves.
 */
export async function changeByUuids(
  app: FastifyInstance,
  body: ChangeOrdersStatusBody,
  by: StudioActor,
): Promise<StatusChangeResponse> {
  const { orderUuids, ...change } = body;
  const ids = await orderIdsOfShop(app.db, app.portalId, orderUuids);
  if (ids.size < new Set(orderUuids.map((u) => u.toLowerCase())).size) throw noSuchOrder();
  const result = await changeOrderStatus(
    app.db,
    { ...change, orderIds: [...ids.values()], by },
    statusDeps(app),
  );
  return answerOf(result);
}

/**
 * The order's statuses and timeline (issue 32, decision 0073): the studio moves orders (one, many, a class's) and
 * sets a delay; the parent reads the timeline on the order page and the receipt.
 */
export async function registerOrderStatus(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.work.handle(backgroundWorkKinds.orderStatusMails, (task) =>
    mailStatusMoves(app.db, task.payload.orderIds as number[], task.payload.to as OrderStatus, {
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
    }),
  );
  answersArePrivate(app);

  r.get(
    "/api/webshop/user/orders/:orderUuid/timeline",
    {
      schema: {
        tags: ["orders"],
        summary:
          "The order's timeline (every status change, delay and note, oldest first) and its expected date",
        params: OrderParams,
        response: { 200: OrderTimelineResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const timeline = await parentOrderTimeline(app.db, app.portalId, user.id, request.params.orderUuid);
      if (!timeline) throw notFound(orderNotFoundMessage, "order_not_found");
      return timeline;
    },
  );

  r.post(
    "/api/studio/orders/status",
    {
      schema: {
        tags: ["studio orders"],
        summary:
          "Move orders to a status; each moves or is refused on its own (the transition table, its delivery)",
        body: ChangeOrdersStatusBody,
        response: { 200: StatusChangeResponse, 409: ErrorResponse, ...studioErrors },
      },
      config: orderArea,
    },
    async (request) => changeByUuids(app, request.body, currentStaff(request)),
  );

  r.post(
    "/api/studio/orders/status/by-class",
    {
      schema: {
        tags: ["studio orders"],
        summary:
          "Move a class's orders of a job now in one status to another ('this class's orders are at the school')",
        body: ChangeClassStatusBody,
        response: { 200: StatusChangeResponse, 409: ErrorResponse, ...studioErrors },
      },
      config: orderArea,
    },
    async (request) => {
      const { jobUuid, group, from, deliveryType, ...change } = request.body;
      const ids = await ordersOfClass(app.db, app.portalId, {
        jobUuid,
        group,
        from,
        to: change.to,
        deliveryType,
      });
      if (ids === null) throw noSuchJob();
      const result = await changeOrderStatus(
        app.db,
        { ...change, orderIds: ids, by: currentStaff(request) },
        statusDeps(app),
      );
      return answerOf(result);
    },
  );

  r.get(
    "/api/studio/orders/:orderUuid/timeline",
    {
      schema: {
        tags: ["studio orders"],
        summary: "An order's status, delivery, expected date and timeline (the status dialog)",
        params: StudioOrderParams,
        response: { 200: StudioOrderTimelineResponse, ...studioErrors },
      },
      config: orderArea,
    },
    async (request) => {
      const timeline = await studioOrderTimeline(app.db, app.portalId, request.params.orderUuid);
      if (!timeline) throw noSuchOrder();
      return timeline;
    },
  );

  r.post(
    "/api/studio/orders/:orderUuid/expected-date",
    {
      schema: {
        tags: ["studio orders"],
        summary: "A delay: the order's new expected date and the reason (an event of its timeline, a mail)",
        params: StudioOrderParams,
        body: ExpectedDateBody,
        response: { 200: ExpectedDateBody.pick({ expectedDate: true }), 409: ErrorResponse, ...studioErrors },
      },
      config: orderArea,
    },
    async (request) => {
      const ids = await orderIdsOfShop(app.db, app.portalId, [request.params.orderUuid]);
      const orderId = ids.values().next().value;
      if (orderId === undefined) throw noSuchOrder();
      const result = await delayOrder(
        app.db,
        { orderId, ...request.body, by: currentStaff(request) },
        statusDeps(app),
      );
      if (result === "no-order") throw noSuchOrder();
      if (result === "not-placed")
        throw conflict(
          "Only an order placed and not yet handed over has a date to move.",
          "studio_order_status_refused",
        );
      return result;
    },
  );

  r.get(
    "/api/studio/jobs/:jobUuid/delivery",
    {
      schema: {
        tags: ["studio orders"],
        summary: "The job's placed orders counted by class, status and delivery (the delivery page)",
        params: StudioDeliveryParams,
        response: { 200: StudioDeliveryResponse, ...studioErrors },
      },
      config: orderArea,
    },
    async (request) => {
      const counts = await deliveryCounts(app.db, app.portalId, request.params.jobUuid);
      if (!counts) throw noSuchJob();
      return counts;
    },
  );
}
