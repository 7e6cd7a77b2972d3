import { RegistrationResponse } from "@shop/contracts/account";
import { ErrorResponse } from "@shop/contracts/common";
import { validationErrorCodes } from "@shop/contracts/error-codes";
import {
  AcceptInviteResponse,
  InviteLandingResponse,
  InviteParams,
  InviteRegistrationBody,
  InviteTokenParams,
  SentInvitesQuery,
  SentInvitesResponse,
  ShareQuery,
  ShareResponse,
} from "@shop/contracts/invites";
import { normalizeEmail, validationTexts } from "@shop/domain/validation";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { currentUser, publicRoute } from "../../platform/auth.ts";
import { byIp, guessLimit, rateLimitHandler } from "../../platform/rate-limit.ts";
import { assertRegistrable, requestLanguage } from "../account/registration.ts";
import { createAccount, emailTakenMessage } from "../account/service.ts";
import {
  acceptInvite,
  acceptInviteIn,
  InviteUnusableError,
  inviteLanding,
  pictureSetsPath,
  revokeInvite,
  sentInvites,
  shareSubjects,
} from "./service.ts";

export const inviteNotFoundMessage = "This invite link is unknown, used or expired";

/** Registration's refusals in its own shape (error and the fields to flag), for input errors too. */
const RegistrationErrorResponse = z.union([RegistrationResponse, ErrorResponse]);

export async function registerInvites(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;
  // A token is a guessable input as a code is: wrong ones spend the address's budget (the codes' size), found ones
  // are given back.
  const tokenGuesses = guessLimit(app, limits.codeEntryPerIp, byIp, "inviteTokenPerIp");
  const notUsable = () => notFound(inviteNotFoundMessage, "invite_not_found");

  r.get(
    "/sections/prophoto/ajax/do_tipafriend.php",
    {
      schema: {
        tags: ["invites"],
        summary:
          "Invite recipients by mail to the user's chosen picture sets (from the shop's own pages only)",
        querystring: ShareQuery,
        response: { 200: ShareResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header("cache-control", "no-store");
      return shareSubjects(
        app.db,
        app.mailer,
        app.config,
        { userId: user.id, portalId: app.portalId },
        { emails: request.query["email[]"], subjectUuids: request.query["subjects[]"] },
      );
    },
  );

  r.get(
    "/api/webshop/invites/by-token/:token",
    {
      schema: {
        tags: ["invites"],
        summary: "What an invite link offers (its landing page)",
        params: InviteTokenParams,
        response: { 200: InviteLandingResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: tokenGuesses.preHandler,
      onSend: tokenGuesses.onSend,
      config: publicRoute,
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const landing = await inviteLanding(
        app.db,
        app.portalId,
        request.params.token,
        request.user?.id ?? null,
      );
      if (!landing) throw notUsable();
      return landing;
    },
  );

  r.post(
    "/api/webshop/invites/by-token/:token/accept",
    {
      schema: {
        tags: ["invites"],
        summary: "Accept an invite: its picture sets join the signed-in account",
        params: InviteTokenParams,
        response: {
          200: AcceptInviteResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: tokenGuesses.preHandler,
      onSend: tokenGuesses.onSend,
    },
    async (request) => {
      const user = currentUser(request);
      const pictureSets = await acceptInvite(app.db, app.portalId, request.params.token, user.id);
      if (pictureSets === null) throw notUsable();
      return { pictureSets, redirect: pictureSetsPath };
    },
  );

  r.post(
    "/api/webshop/invites/by-token/:token/register",
    {
      schema: {
        tags: ["invites"],
        summary: "Make an account from an invite link (no code needed), sign in and accept the invite",
        params: InviteTokenParams,
        body: InviteRegistrationBody,
        response: {
          200: AcceptInviteResponse,
          400: RegistrationErrorResponse,
          404: ErrorResponse,
          409: RegistrationErrorResponse,
          429: ErrorResponse,
        },
      },
      // Registration's own bucket: making accounts from links counts with making them from codes.
      preHandler: rateLimitHandler(app, limits.registrationPerIp, byIp, "registrationPerIp"),
      config: publicRoute,
    },
    async (request, reply) => {
      const { token } = request.params;
      const body = request.body;
      if ((await inviteLanding(app.db, app.portalId, token, null)) === null) throw notUsable();
      await assertRegistrable(app.db, app.portalId, body);
      // The recipient's own invites will say who they come from (inviteLanding, the invite mail).
      const name = body.name.trim();
      if (name === "") {
        throw badRequest(validationTexts.required, validationErrorCodes.required, { data: ["name"] });
      }
      const lang = await requestLanguage(app.db, app.portalId, request);
      let pictureSets: string[] = [];
      let result: Awaited<ReturnType<typeof createAccount>>;
      try {
        result = await createAccount(app.db, {
          portalId: app.portalId,
          name,
          email: normalizeEmail(body.email),
          mobile: body.mobile,
          password: body.password,
          lang,
          acceptMail: body.acceptmail,
          subjectId: null,
          andThen: async (tx, userId) => {
            pictureSets = await acceptInviteIn(tx, app.portalId, token, userId);
          },
        });
      } catch (error) {
        if (error instanceof InviteUnusableError) throw notUsable();
        throw error;
      }
      if (result.kind === "email-taken")
        throw conflict(emailTakenMessage, "email_taken", { data: ["email"] });
      await app.sessions.signIn(request, reply, result.userId);
      return { pictureSets, redirect: pictureSetsPath };
    },
  );

  r.get(
    "/api/webshop/invites",
    {
      schema: {
        tags: ["invites"],
        summary: "The user's invites, newest first (those that open one picture set, with pictureSet)",
        querystring: SentInvitesQuery,
        response: { 200: SentInvitesResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      reply.header("cache-control", "private, no-store");
      const viewer = { userId: user.id, portalId: app.portalId };
      return { invites: await sentInvites(app.db, viewer, request.query.pictureSet) };
    },
  );

  r.delete(
    "/api/webshop/invites/:uuid",
    {
      schema: {
        tags: ["invites"],
        summary: "Revoke an invite: its link stops working and what it opened leaves the recipient's account",
        params: InviteParams,
        response: {
          204: z.null().describe("Revoked"),
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await revokeInvite(app.db, user.id, request.params.uuid))) throw notUsable();
      return reply.code(204).send(null);
    },
  );
}
