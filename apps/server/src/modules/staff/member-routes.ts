import { ErrorResponse } from "@shop/contracts/common";
import { validationErrorCodes } from "@shop/contracts/error-codes";
import { studioAreaRoles } from "@shop/contracts/studio";
import { StudioInviteBody, StudioMemberParams, StudioRoleBody } from "@shop/contracts/studio-staff";
import { checkEmail, normalizeEmail, validationTexts } from "@shop/domain/validation";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { currentStaff, studioRoute } from "../../platform/studio-auth.ts";
import { shopProfile } from "../content/service.ts";
import {
  changeRole,
  inviteMember,
  type MemberChange,
  removeMember,
  resendLink,
  resetSignInFactors,
} from "./members.ts";

const memberNotFoundMessage = "No such member of the studio";
const lastOwnerMessage = "The shop's only owner cannot be removed or lose the role";
const emailTakenMessage = "Someone in the studio has this e-mail address already";

function answered(result: MemberChange): void {
  if (result.kind === "not-found") throw notFound(memberNotFoundMessage, "studio_member_not_found");
  if (result.kind === "last-owner") throw conflict(lastOwnerMessage, "studio_last_owner");
}

/**
 * The owner's Staff page: invite a member by e-mail, change a role, reset a member's second factors, remove a member.
 * Each is recorded.
 */
export async function registerStudioMembers(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const owner = studioRoute(studioAreaRoles.staff);

  r.post(
    "/api/studio/staff",
    {
      schema: {
        tags: ["studio-staff"],
        summary: "Invite a member by e-mail: a one-time set-up link (15 minutes) goes by mail",
        body: StudioInviteBody,
        response: {
          204: z.null().describe("Invited"),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          409: ErrorResponse,
        },
      },
      config: owner,
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const invalid = checkEmail(request.body.email);
      if (invalid !== null) throw badRequest(validationTexts[invalid], validationErrorCodes[invalid]);
      const shop = await shopProfile(app.db, app.portalId);
      const result = await inviteMember(
        app.db,
        app.mailer,
        {
          email: normalizeEmail(request.body.email),
          name: request.body.name,
          role: request.body.role,
          publicUrl: app.config.publicUrl,
          shopName: shop.name,
        },
        staff,
        app.clock(),
      );
      if (result.kind === "taken") throw conflict(emailTakenMessage, "studio_email_taken");
      return reply.code(204).send(null);
    },
  );

  r.patch(
    "/api/studio/staff/:uuid",
    {
      schema: {
        tags: ["studio-staff"],
        summary: "Change a member's role",
        params: StudioMemberParams,
        body: StudioRoleBody,
        response: {
          204: z.null().describe("Changed"),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      config: owner,
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      answered(await changeRole(app.db, request.params.uuid, request.body.role, staff));
      return reply.code(204).send(null);
    },
  );

  r.post(
    "/api/studio/staff/:uuid/link",
    {
      schema: {
        tags: ["studio-staff"],
        summary: "Mail a member a new one-time set-up link (an invitation whose link ended, a lost password)",
        params: StudioMemberParams,
        response: {
          204: z.null().describe("Sent"),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      config: owner,
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      const shop = await shopProfile(app.db, app.portalId);
      answered(
        await resendLink(
          app.db,
          app.mailer,
          request.params.uuid,
          { publicUrl: app.config.publicUrl, shopName: shop.name },
          staff,
          app.clock(),
        ),
      );
      return reply.code(204).send(null);
    },
  );

  r.delete(
    "/api/studio/staff/:uuid/factors",
    {
      schema: {
        tags: ["studio-staff"],
        summary: "Reset a member's passkeys and authenticator app (a lost phone): their sessions end",
        params: StudioMemberParams,
        response: {
          204: z.null().describe("Reset"),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
      config: owner,
    },
    async (request, reply) => {
      answered(await resetSignInFactors(app.db, request.params.uuid, currentStaff(request)));
      return reply.code(204).send(null);
    },
  );

  r.delete(
    "/api/studio/staff/:uuid",
    {
      schema: {
        tags: ["studio-staff"],
        summary: "Remove a member: their sessions end at once",
        params: StudioMemberParams,
        response: {
          204: z.null().describe("Removed"),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
      config: owner,
    },
    async (request, reply) => {
      const staff = currentStaff(request);
      answered(await removeMember(app.db, request.params.uuid, staff));
      return reply.code(204).send(null);
    },
  );
}
