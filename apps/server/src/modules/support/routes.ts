import { ErrorResponse } from "@shop/contracts/common";
import { studioAreaRoles } from "@shop/contracts/studio";
import {
  SupportAddSetBody,
  SupportDoneResponse,
  SupportMailParams,
  SupportParentParams,
  SupportParentResponse,
  SupportSearchQuery,
  SupportSearchResponse,
  SupportSimulationResponse,
} from "@shop/contracts/studio-support";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { purchaseRateLimit } from "../../config.ts";
import { conflict, notFound } from "../../errors.ts";
import { rateLimitHandler } from "../../platform/rate-limit.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import {
  addSetToParent,
  endParentSessions,
  findParents,
  parentDetail,
  resendParentMail,
  simulateParent,
} from "./service.ts";

export const noSuchParentMessage = "No parent of the shop has this id.";
export const supportCodeInvalidMessage = "The code is not valid";

/** Support's calls (issue 30): the owner and support help a parent (studioAreaRoles); no money, no settings. */
const support = studioRoute(studioAreaRoles.support);
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export async function registerSupport(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, keys: app.config, portalId: app.portalId });

  r.get(
    "/api/studio/support/parents",
    {
      schema: {
        tags: ["studio-support"],
        summary: "Find parents by e-mail address, name, a child's name or an access code",
        querystring: SupportSearchQuery,
        response: { 200: SupportSearchResponse, 429: ErrorResponse, ...errors },
      },
      config: support,
      preHandler: rateLimitHandler(
        app,
        purchaseRateLimit(app.config.rateLimits, "supportSearchPerMember"),
        (request) => `staff:${request.staff?.id ?? 0}`,
        "supportSearchPerMember",
      ),
    },
    async (request) => ({ parents: await findParents(deps(), request.query.q) }),
  );

  r.get(
    "/api/studio/support/parents/:userUuid",
    {
      schema: {
        tags: ["studio-support"],
        summary: "A parent's picture sets (and how each came), orders, invites, mails and open sessions",
        params: SupportParentParams,
        response: { 200: SupportParentResponse, ...errors },
      },
      config: support,
    },
    async (request) => {
      const detail = await parentDetail(deps(), request.params.userUuid, app.clock());
      if (!detail) throw notFound(noSuchParentMessage, "studio_parent_not_found");
      return detail;
    },
  );

  r.post(
    "/api/studio/support/parents/:userUuid/sets",
    {
      schema: {
        tags: ["studio-support"],
        summary: "Add the picture set of an access code to the parent's account, with the reason (recorded)",
        params: SupportParentParams,
        body: SupportAddSetBody,
        response: { 200: SupportDoneResponse, 409: ErrorResponse, ...errors },
      },
      config: support,
    },
    async (request) => {
      const result = await addSetToParent(
        deps(),
        currentStaff(request),
        request.params.userUuid,
        request.body,
      );
      if (result === "no-parent") throw notFound(noSuchParentMessage, "studio_parent_not_found");
      if (result === "no-code") throw notFound(supportCodeInvalidMessage, "invalid_code");
      if (result === "already")
        throw conflict("The parent has this picture set already.", "already_in_account");
      return { done: true as const };
    },
  );

  r.post(
    "/api/studio/support/parents/:userUuid/simulation",
    {
      schema: {
        tags: ["studio-support"],
        summary: "A one-time link to the shop as this parent (support's simulated user, as `user simulate`)",
        params: SupportParentParams,
        response: { 200: SupportSimulationResponse, ...errors },
      },
      config: support,
    },
    async (request) => {
      const link = await simulateParent(
        { ...deps(), publicUrl: app.config.publicUrl },
        currentStaff(request),
        request.params.userUuid,
        app.clock(),
      );
      if (!link) throw notFound(noSuchParentMessage, "studio_parent_not_found");
      return link;
    },
  );

  r.post(
    "/api/studio/support/parents/:userUuid/sessions/end",
    {
      schema: {
        tags: ["studio-support"],
        summary: "End every session of the parent (recorded)",
        params: SupportParentParams,
        response: { 200: SupportDoneResponse, ...errors },
      },
      config: support,
    },
    async (request) => {
      if (!(await endParentSessions(deps(), currentStaff(request), request.params.userUuid)))
        throw notFound(noSuchParentMessage, "studio_parent_not_found");
      return { done: true as const };
    },
  );

  r.post(
    "/api/studio/support/parents/:userUuid/mails/:mailId/send-again",
    {
      schema: {
        tags: ["studio-support"],
        summary: "Send a mail the shop sent the parent again, as it was (recorded)",
        params: SupportMailParams,
        response: { 200: SupportDoneResponse, ...errors },
      },
      config: support,
    },
    async (request) => {
      const sent = await resendParentMail(
        { ...deps(), mailer: app.mailer },
        currentStaff(request),
        request.params.userUuid,
        request.params.mailId,
      );
      if (!sent) throw notFound("The shop keeps no such mail to this parent.", "studio_mail_not_kept");
      return { done: true as const };
    },
  );
}
