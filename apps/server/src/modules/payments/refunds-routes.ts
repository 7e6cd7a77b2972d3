import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioRefundBody,
  StudioRefundOrder,
  StudioRefundParams,
  StudioRefundResult,
  StudioRefundStripeRefusal,
} from "@shop/contracts/studio-refunds";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { notFound } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { vippsClientFor } from "./providers/vipps-client.ts";
import { refundOrder, refundTexts, refundView } from "./refunds.ts";
import { stripeClientFor } from "./stripe.ts";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse } as const;

/** Refunds of orders paid through Stripe (issue 32, decision 0076): the owner's alone (area `refunds`). */
export async function registerStudioRefunds(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = studioRoute(studioAreaRoles.refunds);

  r.get(
    "/api/studio/orders/:orderUuid/refund",
    {
      schema: {
        tags: ["studio-refunds"],
        summary: "The order's lines with what was paid and refunded, and whether it can be refunded here",
        params: StudioRefundParams,
        response: { 200: StudioRefundOrder, ...errors },
      },
      config: owner,
    },
    async (request, reply) => {
      currentStaff(request);
      const view = await refundView(app.db, app.portalId, request.params.orderUuid);
      if (!view) throw notFound(refundTexts.notFound, "studio_order_not_found");
      return reply.header("cache-control", "no-store").send(view);
    },
  );

  r.post(
    "/api/studio/orders/:orderUuid/refund",
    {
      schema: {
        tags: ["studio-refunds"],
        summary:
          "Refund the order whole or the lines chosen through Stripe's or Vipps MobilePay's refund API; recorded in the studio record",
        params: StudioRefundParams,
        body: StudioRefundBody,
        response: { 200: StudioRefundResult, 409: ErrorResponse, 502: StudioRefundStripeRefusal, ...errors },
      },
      config: owner,
    },
    async (request) => {
      const staff = currentStaff(request);
      return refundOrder(
        {
          db: app.db,
          stripe: stripeClientFor(app.config, app.stripeClient),
          vipps: app.config.vipps === undefined ? null : vippsClientFor(app.config.vipps),
          mailer: app.mailer,
          config: app.config,
          portalId: app.portalId,
          now: app.clock,
        },
        request.params.orderUuid,
        request.body,
        { id: staff.id, email: staff.email },
      );
    },
  );
}
