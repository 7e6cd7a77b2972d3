import {
  AddPictureSetByCodeResponse,
  CodeQuery,
  LostCodeInfo,
  LostCodeRequest,
  LostCodeResponse,
  VerifySubjectCodeResponse,
} from "@shop/contracts/access";
import { ErrorResponse } from "@shop/contracts/common";
import { checkEmail, normalizeEmail, validationTexts } from "@shop/domain/validation";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { badRequest } from "../../errors.ts";
import { currentUser, publicRoute } from "../../platform/auth.ts";
import {
  byIp,
  bySessionOrUser,
  failedGuessLimit,
  guessLimit,
  rateLimitHandler,
} from "../../platform/rate-limit.ts";
import { lostCodeInfo, requestLostCode } from "./lost-code.ts";
import {
  addPictureSetByCode,
  alreadyInAccountMessage,
  findSubjectByCode,
  invalidCodeMessage,
} from "./service.ts";

export async function registerAccess(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;
  // Both code calls share the buckets: guessing through either counts against the same budget.
  const wrongGuesses = failedGuessLimit(app, limits.codeEntryGlobal, "codeEntryGlobal");
  // A code that opens a picture set is given back to the address's and the session's budgets: parents behind one
  // address (a school's Wi-Fi) each typing their own code do not lock each other out; wrong guesses count.
  const perIp = guessLimit(app, limits.codeEntryPerIp, byIp, "codeEntryPerIp");
  const perSession = guessLimit(app, limits.codeEntryPerSession, bySessionOrUser, "codeEntryPerSession");
  const codeEntryLimits = [perIp.preHandler, perSession.preHandler, wrongGuesses.preHandler];
  const codeEntryAnswers = [perIp.onSend, perSession.onSend, wrongGuesses.onSend];

  r.get(
    "/ajax/prophoto/verify_subject_code.php",
    {
      schema: {
        tags: ["access"],
        summary: "Check an access code and remember its subject in the session",
        querystring: CodeQuery,
        response: {
          200: VerifySubjectCodeResponse,
          404: VerifySubjectCodeResponse,
          400: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: codeEntryLimits,
      onSend: codeEntryAnswers,
      config: publicRoute,
    },
    async (request, reply) => {
      const subject = await findSubjectByCode(app.db, app.config, app.portalId, request.query.code);
      if (!subject) {
        return reply.code(404).send({
          error: invalidCodeMessage,
          valid: false,
          errorMessage: invalidCodeMessage,
          data: null,
          code: "invalid_code",
        });
      }
      await app.sessions.ensure(request, reply);
      await app.sessions.setPendingSubject(request, reply, subject.subjectId);
      return {
        error: null,
        valid: true,
        errorMessage: null,
        data: {
          accessCode: subject.accessCode,
          errorMessage: null,
          redirect: subject.redirect,
          subject: { uuid: subject.uuid, name: subject.name },
        },
      };
    },
  );

  r.get(
    "/ajax/prophoto/add_picture_set_by_code.php",
    {
      schema: {
        tags: ["access"],
        summary: "Add the picture set of an access code to the signed-in user's account",
        querystring: CodeQuery,
        response: {
          200: AddPictureSetByCodeResponse,
          404: AddPictureSetByCodeResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          429: ErrorResponse,
        },
      },
      preHandler: codeEntryLimits,
      onSend: codeEntryAnswers,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await addPictureSetByCode(app.db, app.config, app.portalId, user.id, request.query.code);
      if (result.kind === "invalid") {
        return reply.code(404).send({
          error: invalidCodeMessage,
          valid: false,
          warning: null,
          redirect: null,
          pictureSet: null,
          code: "invalid_code",
        });
      }
      const subject = { uuid: result.subject.uuid, name: result.subject.name };
      return {
        error: null,
        valid: true,
        warning:
          result.kind === "already"
            ? { message: alreadyInAccountMessage, code: "already_in_account" as const, payload: { subject } }
            : null,
        redirect: result.subject.redirect,
        pictureSet: { uuid: result.subject.uuid },
      };
    },
  );

  r.get(
    "/api/webshop/lost-code",
    {
      schema: {
        tags: ["access"],
        summary:
          "Whether 'Lost your code?' can send codes (the shop holds guardians' addresses), and the shop's contact",
        response: { 200: LostCodeInfo },
      },
      config: publicRoute,
    },
    async () => lostCodeInfo(app.db, app.portalId),
  );

  r.post(
    "/api/webshop/lost-code",
    {
      schema: {
        tags: ["access"],
        summary:
          "Mail the codes of a guardian's subjects to that address; the same answer whether or not it is a guardian's",
        body: LostCodeRequest,
        response: { 200: LostCodeResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
      preHandler: [
        rateLimitHandler(app, limits.lostCodePerIp, byIp, "lostCodePerIp"),
        rateLimitHandler(
          app,
          limits.lostCodePerEmail,
          (request) =>
            `email:${normalizeEmail((request.body as { email?: string } | undefined)?.email ?? "")}`,
          "lostCodePerEmail",
        ),
      ],
      config: publicRoute,
    },
    async (request) => {
      if (checkEmail(request.body.email) !== null) {
        throw badRequest(validationTexts.invalidEmail, "invalid_email");
      }
      await requestLostCode(
        { db: app.db, mailer: app.mailer, keys: app.config, publicUrl: app.config.publicUrl },
        app.portalId,
        request.body,
      );
      return { sent: true as const };
    },
  );
}
