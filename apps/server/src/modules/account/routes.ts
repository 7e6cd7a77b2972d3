import {
  AddPendingPictureSetResponse,
  MeResponse,
  PasswordReminderQuery,
  PasswordReminderResponse,
  RegistrationBody,
  RegistrationResponse,
  ResetCheckResponse,
  ResetCodeParams,
  ResetPasswordBody,
  ResetPasswordResponse,
  SignInBody,
  SignInResponse,
  UpdateMeBody,
  UserExistsQuery,
  UserExistsResponse,
} from "@shop/contracts/account";
import { ErrorResponse } from "@shop/contracts/common";
import { validationErrorCodes } from "@shop/contracts/error-codes";
import {
  checkEmail,
  checkResetPassword,
  normalizeEmail,
  normalizeResetPassword,
  validationTexts,
} from "@shop/domain/validation";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../errors.ts";
import { currentUser, publicRoute } from "../../platform/auth.ts";
import { byIp, rateLimitHandler } from "../../platform/rate-limit.ts";
import { findSubjectByCode } from "../access/service.ts";
import { subjectsByIds } from "../subjects/jobs.ts";
import { addSubjectToUser, isInAccount } from "../subjects/scope.ts";
import { registerAccountPreferences } from "./preference-routes.ts";
import { assertRegistrable, requestLanguage } from "./registration.ts";
import {
  authenticate,
  codeRequiredMessage,
  createAccount,
  emailTakenMessage,
  getUser,
  isResetKeyValid,
  noPendingPictureSetMessage,
  reminderSentMessage,
  requestPasswordReset,
  resetKeyInvalidMessage,
  resetPassword,
  updateMe,
  userExists,
  wrongCredentialsMessage,
} from "./service.ts";
import type { SessionRouteConfig } from "./sessions.ts";
import { signInLimits } from "./sign-in-limits.ts";
import { registerSimulation } from "./simulation.ts";

const newPictureSetPath = "/new-picture-set";

/** Registration answers in its own shape (error and the fields to flag), for input errors too. */
const RegistrationErrorResponse = z.union([RegistrationResponse, ErrorResponse]);

/** The e-mail a request names, in the one form every lookup uses (for the per-account and per-e-mail limits). */
function emailIn(source: unknown, field: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? normalizeEmail(value) : "";
}

export async function registerAccount(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;

  /** The picture set of the code entered in this session (within the hour) joins the signed-in account. */
  async function addPendingSubject(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const pending = request.session?.pendingSubjectId ?? null;
    if (pending === null) return false;
    await addSubjectToUser(app.db, userId, pending);
    await app.sessions.setPendingSubject(request, reply, null);
    return true;
  }

  /**
   * A code entered in this browser before a plain sign-in may be someone else's (a shared computer): the set waits
   * for the parent's yes. One that is already in the account needs no question.
   */
  async function pendingToConfirm(request: FastifyRequest, reply: FastifyReply, userId: number) {
    const pending = request.session?.pendingSubjectId ?? null;
    if (pending === null) return null;
    const subject = (await subjectsByIds(app.db, [pending])).get(pending);
    if (subject === undefined || (await isInAccount(app.db, userId, pending))) {
      await app.sessions.setPendingSubject(request, reply, null);
      return null;
    }
    return { name: subject.name };
  }

  async function signedInUser(userId: number) {
    const user = await getUser(app.db, userId);
    if (!user) throw new Error("a user vanished while signing in");
    return user;
  }

  const accountLimits = signInLimits(app, (request) => emailIn(request.body, "username"));
  r.post(
    "/api/webshop/session",
    {
      schema: {
        tags: ["account"],
        summary: "Sign in with e-mail and password",
        body: SignInBody,
        response: { 200: SignInResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: [
        rateLimitHandler(app, limits.signInPerIp, byIp, "signInPerIp"),
        ...accountLimits.preHandler,
      ],
      onSend: accountLimits.onSend,
      config: publicRoute,
    },
    async (request, reply) => {
      const { username, password, addPendingPictureSet } = request.body;
      const userId = await authenticate(app.db, app.portalId, normalizeEmail(username), password);
      if (userId === null) throw unauthorized(wrongCredentialsMessage, "invalid_credentials");
      await app.sessions.signIn(request, reply, userId);
      const user = await signedInUser(userId);
      if (addPendingPictureSet === true && (await addPendingSubject(request, reply, userId))) {
        return { user, redirect: newPictureSetPath, pendingPictureSet: null };
      }
      return { user, redirect: null, pendingPictureSet: await pendingToConfirm(request, reply, userId) };
    },
  );

  r.post(
    "/api/webshop/session/pending-picture-set",
    {
      schema: {
        tags: ["account"],
        summary: "Add the picture set of the code entered before signing in (the parent confirmed)",
        response: { 200: AddPendingPictureSetResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await addPendingSubject(request, reply, user.id))) {
        throw notFound(noPendingPictureSetMessage, "no_pending_picture_set");
      }
      return { redirect: newPictureSetPath };
    },
  );

  r.delete(
    "/api/webshop/session/pending-picture-set",
    {
      schema: {
        tags: ["account"],
        summary: "Forget the code entered before signing in (the parent declined)",
        response: { 204: z.null().describe("Forgotten"), 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      await app.sessions.setPendingSubject(request, reply, null);
      return reply.code(204).send(null);
    },
  );

  r.delete(
    "/api/webshop/session",
    { schema: { tags: ["account"], summary: "Sign out" }, config: publicRoute },
    async (request, reply) => {
      await app.sessions.signOut(request, reply);
      return reply.code(204).send();
    },
  );

  r.get(
    "/api/webshop/me",
    {
      schema: { tags: ["account"], summary: "The signed-in user, or null", response: { 200: MeResponse } },
      config: { ...publicRoute, withoutScope: true } satisfies SessionRouteConfig & typeof publicRoute,
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const user = request.user ? await getUser(app.db, request.user.id) : null;
      const simulation = user ? request.session?.simulation : null;
      // Only support's simulated session says so (decision 0033); the person's own answer is as it always was.
      if (!user || !simulation) return { user };
      return {
        user: { ...user, isSimulated: true },
        simulation: { operator: simulation.operator, endsAt: simulation.endsAt.toISOString() },
      };
    },
  );

  r.patch(
    "/api/webshop/me",
    {
      schema: {
        tags: ["account"],
        summary: "Change the user's language or mail preference",
        body: UpdateMeBody,
        response: { 200: MeResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const updated = await updateMe(app.db, app.portalId, user.id, request.body);
      if (updated === "unknown-language")
        throw badRequest("This language is not offered by the shop", "language_not_offered");
      return { user: updated };
    },
  );

  r.get(
    "/sections/prophoto/ajax/user_exists_by_email.php",
    {
      schema: {
        tags: ["account"],
        summary: "Whether an account exists for an e-mail address (only after a valid code)",
        querystring: UserExistsQuery,
        response: { 200: UserExistsResponse, 400: ErrorResponse, 403: ErrorResponse, 429: ErrorResponse },
      },
      // Its own bucket, of the code-entry size: checking addresses is not guessing codes.
      preHandler: rateLimitHandler(app, limits.codeEntryPerIp, byIp, "emailCheckPerIp"),
      config: publicRoute,
    },
    async (request) => {
      // Without a verified code the call would let anyone test which addresses have accounts.
      if (request.session?.pendingSubjectId == null) throw forbidden(codeRequiredMessage, "code_required");
      const { email } = request.query;
      if (checkEmail(email) !== null) throw badRequest(validationTexts.invalidEmail, "invalid_email");
      return { exists: await userExists(app.db, app.portalId, normalizeEmail(email)) };
    },
  );

  r.post(
    "/ajax/create.php",
    {
      schema: {
        tags: ["account"],
        summary: "Create an account for the code verified in this session",
        body: RegistrationBody,
        response: {
          200: RegistrationResponse,
          400: RegistrationErrorResponse,
          403: RegistrationErrorResponse,
          409: RegistrationErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: rateLimitHandler(app, limits.registrationPerIp, byIp, "registrationPerIp"),
      config: publicRoute,
    },
    async (request, reply) => {
      const body = request.body;
      const pending = request.session?.pendingSubjectId ?? null;
      const subject =
        pending === null ? null : await findSubjectByCode(app.db, app.config, app.portalId, body.code);
      if (pending === null || subject === null || subject.subjectId !== pending) {
        throw forbidden(codeRequiredMessage, "code_required", { data: [] });
      }
      await assertRegistrable(app.db, app.portalId, body);
      const lang = await requestLanguage(app.db, app.portalId, request);
      const result = await createAccount(app.db, {
        portalId: app.portalId,
        email: normalizeEmail(body.email),
        mobile: body.mobile,
        password: body.password,
        lang,
        acceptMail: body.acceptmail,
        subjectId: subject.subjectId,
      });
      if (result.kind === "email-taken") {
        throw conflict(emailTakenMessage, "email_taken", { data: ["email"] });
      }
      await app.sessions.signIn(request, reply, result.userId);
      await app.sessions.setPendingSubject(request, reply, null);
      return { error: null, data: [], user: result.user, redirect: newPictureSetPath };
    },
  );

  r.get(
    "/sections/prophoto/ajax/send_password_reminder.php",
    {
      schema: {
        tags: ["account"],
        summary: "Send password reset instructions (the same answer whether or not an account exists)",
        querystring: PasswordReminderQuery,
        response: { 200: PasswordReminderResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: [
        rateLimitHandler(app, limits.resetRequestPerIp, byIp, "resetRequestPerIp"),
        rateLimitHandler(
          app,
          limits.resetRequestPerEmail,
          (request) => `email:${emailIn(request.query, "email")}`,
          "resetRequestPerEmail",
        ),
      ],
      config: publicRoute,
    },
    async (request) => {
      const { email } = request.query;
      if (checkEmail(email) !== null) throw badRequest(validationTexts.invalidEmail, "invalid_email");
      await requestPasswordReset(app.db, app.mailer, app.config, app.portalId, normalizeEmail(email));
      return { message: reminderSentMessage };
    },
  );

  r.get(
    "/api/webshop/reset-password/:code",
    {
      schema: {
        tags: ["account"],
        summary: "Whether a password reset key can still be used",
        params: ResetCodeParams,
        response: { 200: ResetCheckResponse, 400: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return { valid: await isResetKeyValid(app.db, app.portalId, request.params.code) };
    },
  );

  r.post(
    "/api/webshop/reset-password/:code",
    {
      schema: {
        tags: ["account"],
        summary: "Set a new password with a reset key (once)",
        params: ResetCodeParams,
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
      config: publicRoute,
    },
    async (request) => {
      const password = normalizeResetPassword(request.body.password);
      const problem = checkResetPassword(password, password).password;
      if (problem !== null) throw badRequest(validationTexts[problem], validationErrorCodes[problem]);
      const result = await resetPassword(app.db, app.portalId, request.params.code, password);
      if (result.kind === "invalid-key") throw notFound(resetKeyInvalidMessage, "reset_key_invalid");
      if (result.kind === "refused") {
        throw badRequest(validationTexts[result.problem], validationErrorCodes[result.problem]);
      }
      return { error: null };
    },
  );

  await registerAccountPreferences(app);
  await registerSimulation(app);
}
