import { ErrorResponse } from "@shop/contracts/common";
import { validationErrorCodes } from "@shop/contracts/error-codes";
import { staffRoles, studioAreaRoles } from "@shop/contracts/studio";
import {
  StudioMeResponse,
  StudioSetupBody,
  StudioSetupCheckResponse,
  StudioSetupParams,
  StudioSignInBody,
} from "@shop/contracts/studio-auth";
import { StudioRecordQuery, StudioRecordResponse, studioRecordPageSize } from "@shop/contracts/studio-record";
import { StaffListResponse } from "@shop/contracts/studio-staff";
import { normalizeEmail, validationTexts } from "@shop/domain/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, notFound, unauthorized } from "../../errors.ts";
import { byIp, guessLimit, rateLimitHandler } from "../../platform/rate-limit.ts";
import { currentStaff, studioOpenRoute, studioRoute, studioSetUpRoute } from "../../platform/studio-auth.ts";
import { registerStudioAccount } from "./account-routes.ts";
import { codeRequiredMessage, codeWrongMessage, meOf } from "./me.ts";
import { registerStudioMembers } from "./member-routes.ts";
import {
  authenticateStaff,
  completeSetup,
  listStaff,
  readStudioRecord,
  setupTokenHolder,
  staffPasswordStamp,
} from "./service.ts";
import { checkSecondFactor, totpSecretOf } from "./totp.ts";

export const studioWrongCredentialsMessage = "Wrong e-mail address or password";
export const studioLinkInvalidMessage =
  "This link is not valid any more. Ask the shop's owner for a new one.";

/**
 * The sign-in's limits on guessing a member's password or code: per e-mail and address, and per e-mail from
 * everywhere. A login with TOTP takes two requests (the password, answered `studio_code_required`; then the password
 * with the code); the first guessed nothing wrong, so it is given back like a sign-in that succeeded, and the login
 * spends one attempt. A wrong password or a wrong code still counts.
 */
function studioSignInLimits(app: FastifyInstance) {
  const limits = app.config.rateLimits;
  const accountOf = new WeakMap<FastifyRequest, string>();
  const account = (request: FastifyRequest) => accountOf.get(request) ?? "staff:";
  const codeAsked = new WeakSet<FastifyRequest>();
  const passwordRight = (request: FastifyRequest, reply: FastifyReply) =>
    reply.statusCode < 400 || codeAsked.has(request);
  const perAccountAndAddress = guessLimit(
    app,
    limits.signInPerAccountAndAddress,
    (request) => `${account(request)}\n${byIp(request)}`,
    "studioSignInPerAccountAndAddress",
    passwordRight,
  );
  const perAccount = guessLimit(
    app,
    limits.signInPerAccount,
    account,
    "studioSignInPerAccount",
    passwordRight,
  );
  return {
    /** The answer when the password was right and no code came: it asks for one, and the attempt is given back. */
    codeRequired(request: FastifyRequest) {
      codeAsked.add(request);
      return unauthorized(codeRequiredMessage, "studio_code_required");
    },
    preHandler: [
      rateLimitHandler(app, limits.signInPerIp, byIp, "studioSignInPerIp"),
      async (request: FastifyRequest) => {
        const body = request.body as { email?: unknown } | undefined;
        const email = typeof body?.email === "string" ? normalizeEmail(body.email) : "";
        // A new password starts the member's counters afresh; an e-mail without a member is counted alike.
        accountOf.set(request, `staff:${email}\n${(await staffPasswordStamp(app.db, email)) ?? ""}`);
      },
      perAccountAndAddress.preHandler,
      perAccount.preHandler,
    ],
    onSend: [perAccountAndAddress.onSend, perAccount.onSend],
  };
}

/** The studio's sign-in, the set-up link, who is signed in, the staff list and the record (issue 30, phase A). */
export async function registerStaff(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The studio's answers are one member's view of the shop: never cached on the way.
  app.addHook("onSend", async (_request, reply, payload) => {
    reply.header("cache-control", "private, no-store");
    return payload;
  });

  const signInLimits = studioSignInLimits(app);
  r.post(
    "/api/studio/session",
    {
      schema: {
        tags: ["studio-auth"],
        summary: "Sign in to the studio with e-mail and password",
        body: StudioSignInBody,
        response: { 200: StudioMeResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: signInLimits.preHandler,
      onSend: signInLimits.onSend,
      config: studioOpenRoute,
    },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const staff = await authenticateStaff(app.db, email, password);
      if (!staff) throw unauthorized(studioWrongCredentialsMessage, "invalid_credentials");
      // A member with TOTP signs in with its code (or a recovery code); a wrong one counts as a failed sign-in.
      const secret = await totpSecretOf(app.db, app.config, staff.id);
      if (secret !== null) {
        if (code === undefined) throw signInLimits.codeRequired(request);
        if (!(await checkSecondFactor(app.db, app.config, staff.id, secret, code, app.clock())))
          throw unauthorized(codeWrongMessage, "studio_code_wrong");
      }
      await app.studioSessions.signIn(request, reply, staff, secret === null ? "password" : "password+totp");
      return meOf(app, request, staff);
    },
  );

  r.delete(
    "/api/studio/session",
    {
      schema: {
        tags: ["studio-auth"],
        summary: "Sign out of the studio",
        response: { 204: z.null().describe("Signed out") },
      },
      config: studioOpenRoute,
    },
    async (request, reply) => {
      await app.studioSessions.signOut(request, reply);
      return reply.code(204).send(null);
    },
  );

  r.get(
    "/api/studio/me",
    {
      schema: {
        tags: ["studio-auth"],
        summary: "The signed-in staff member",
        response: { 200: StudioMeResponse, 401: ErrorResponse },
      },
      config: studioSetUpRoute(staffRoles),
    },
    async (request) => meOf(app, request, currentStaff(request)),
  );

  // A set-up token is 256 random bits; the limit keeps a script from trying them at the database's expense.
  const setupPerIp = rateLimitHandler(app, app.config.rateLimits.resetRequestPerIp, byIp, "studioSetupPerIp");
  r.get(
    "/api/studio/setup/:token",
    {
      schema: {
        tags: ["studio-auth"],
        summary: "Whom a one-time set-up link is for",
        params: StudioSetupParams,
        response: { 200: StudioSetupCheckResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: setupPerIp,
      config: studioOpenRoute,
    },
    async (request) => {
      const holder = await setupTokenHolder(app.db, request.params.token, app.clock());
      if (!holder) throw notFound(studioLinkInvalidMessage, "studio_link_invalid");
      return { email: holder.email, name: holder.name, expiresAt: holder.expiresAt.toISOString() };
    },
  );

  r.post(
    "/api/studio/setup/:token",
    {
      schema: {
        tags: ["studio-auth"],
        summary: "Choose a password through a one-time set-up link; signs the member in",
        params: StudioSetupParams,
        body: StudioSetupBody,
        response: { 200: StudioMeResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: setupPerIp,
      config: studioOpenRoute,
    },
    async (request, reply) => {
      const result = await completeSetup(
        app.db,
        app.portalId,
        request.params.token,
        request.body.password,
        app.clock(),
      );
      if (result.kind === "invalid-link") throw notFound(studioLinkInvalidMessage, "studio_link_invalid");
      if (result.kind === "too-short")
        throw badRequest(validationTexts.passwordNotLongEnough, "password_not_long_enough");
      if (result.kind === "refused")
        throw badRequest(validationTexts[result.problem], validationErrorCodes[result.problem]);
      await app.studioSessions.signIn(request, reply, result.staff, "password");
      return meOf(app, request, result.staff);
    },
  );

  r.get(
    "/api/studio/staff",
    {
      schema: {
        tags: ["studio-staff"],
        summary: "Everyone who works in the studio, with role and state",
        response: { 200: StaffListResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.staff),
    },
    async () => ({ staff: await listStaff(app.db) }),
  );

  r.get(
    "/api/studio/record",
    {
      schema: {
        tags: ["studio-record"],
        summary: "The record of every change made in the studio, newest first",
        querystring: StudioRecordQuery,
        response: { 200: StudioRecordResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
      config: studioRoute(studioAreaRoles.record),
    },
    async (request) =>
      readStudioRecord(app.db, {
        ...(request.query.before === undefined ? {} : { before: request.query.before }),
        limit: request.query.limit ?? studioRecordPageSize,
      }),
  );

  await registerStudioMembers(app);
  await registerStudioAccount(app);
}
