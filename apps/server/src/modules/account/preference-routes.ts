import {
  AccountDataResponse,
  CancelPackagesBody,
  CancelPackagesResponse,
  SetRemindersBody,
  SubjectRemindersResponse,
  UpdatePasswordBody,
  UpdatePasswordResponse,
  UpdateUserInfoBody,
  UpdateUserInfoResponse,
} from "@shop/contracts/account";
import { ErrorResponse } from "@shop/contracts/common";
import { validationErrorCodes } from "@shop/contracts/error-codes";
import { validationTexts } from "@shop/domain/validation";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { purchaseRateLimit } from "../../config.ts";
import { badRequest, notFound } from "../../errors.ts";
import { currentUser } from "../../platform/auth.ts";
import { rateLimitHandler } from "../../platform/rate-limit.ts";
import {
  changePassword,
  packageForInspectionSubjects,
  setPackagesForInspection,
  setSubjectReminders,
  subjectReminders,
  updateContactInfo,
} from "./preferences.ts";
import { wrongPasswordMessage } from "./service.ts";
import { assertNotSimulated } from "./simulation.ts";

export const subjectNotFoundMessage = "Picture set not found";

function viewerOf(request: FastifyRequest, portalId: number) {
  return { userId: currentUser(request).id, portalId };
}

/**
 * The account pages' calls of spec 01 §7: change password, contact information, reminders per picture set, and the
 * picture packages sent home for inspection. All need a signed-in user (401 otherwise, platform/auth.ts).
 */
export async function registerAccountPreferences(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/ajax/user/update_password.php",
    {
      schema: {
        tags: ["account"],
        summary:
          "Change the password (the current one, then the new one of at least 5 characters, retyped, passing the shop's rules); the user's other sessions end",
        body: UpdatePasswordBody,
        response: {
          200: UpdatePasswordResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: rateLimitHandler(
        app,
        purchaseRateLimit(app.config.rateLimits, "passwordChangePerUser"),
        (request) => `user:${request.user?.id ?? 0}`,
        "passwordChangePerUser",
      ),
    },
    async (request) => {
      const viewer = viewerOf(request, app.portalId);
      // Support's simulated session may not change the person's password (decision 0033).
      assertNotSimulated(request);
      const tokenHash = request.session?.tokenHash;
      if (tokenHash === undefined) throw new Error("a signed-in request without a session");
      const result = await changePassword(app.db, viewer, tokenHash, request.body);
      if (result.kind === "wrong-password") throw badRequest(wrongPasswordMessage, "wrong_password");
      if (result.kind === "refused") {
        throw badRequest(validationTexts[result.problem], validationErrorCodes[result.problem]);
      }
      return { status: "OK" as const };
    },
  );

  r.post(
    "/ajax/user/update_user_info.php",
    {
      schema: {
        tags: ["account"],
        summary: "Change the contact information (name, address, address2, postal code, city, mobile)",
        body: UpdateUserInfoBody,
        response: { 200: UpdateUserInfoResponse, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const result = await updateContactInfo(app.db, app.portalId, user.id, request.body);
      if (result.kind === "refused") {
        throw badRequest(validationTexts[result.problem], validationErrorCodes[result.problem]);
      }
      return { user: result.user };
    },
  );

  r.get(
    "/ajax/user/get_subjects_with_reminders_enabled.php",
    {
      schema: {
        tags: ["account"],
        summary: "The user's picture sets with their reminder choice",
        response: { 200: SubjectRemindersResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { subjects: await subjectReminders(app.db, viewerOf(request, app.portalId)) };
    },
  );

  r.post(
    "/ajax/user/set_reminders_disabled_status.php",
    {
      schema: {
        tags: ["account"],
        summary: "Turn reminders on or off per picture set",
        body: SetRemindersBody,
        response: {
          200: SubjectRemindersResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request) => {
      const result = await setSubjectReminders(
        app.db,
        viewerOf(request, app.portalId),
        request.body.subjects,
      );
      if (result === "unknown-subject") throw notFound(subjectNotFoundMessage, "picture_set_not_found");
      return { subjects: result };
    },
  );

  r.get(
    "/sections/my-account/ajax/get_account_data.php",
    {
      schema: {
        tags: ["account"],
        summary: "The user's picture packages sent home for inspection",
        response: { 200: AccountDataResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return {
        packageForInspectionSubjects: await packageForInspectionSubjects(
          app.db,
          viewerOf(request, app.portalId),
        ),
      };
    },
  );

  r.post(
    "/sections/my-account/ajax/cancel_package_for_inspection.php",
    {
      schema: {
        tags: ["account"],
        summary: "Keep (enabled) or return each picture package sent home for inspection",
        body: CancelPackagesBody,
        response: { 200: CancelPackagesResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const result = await setPackagesForInspection(
        app.db,
        viewerOf(request, app.portalId),
        request.body.subjects,
      );
      if (result === "unknown-subject") throw notFound(subjectNotFoundMessage, "picture_set_not_found");
      return { error: null, subjects: result };
    },
  );
}
