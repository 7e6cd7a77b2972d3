import type { ErrorResponse } from "@shop/contracts/common";
import type { ErrorCode, ErrorParams } from "@shop/contracts/error-codes";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { failurePageFor } from "./platform/browser-failure.ts";

/** Fields an error answer carries beside `error` and `code`: the shape a call's spec gives, or the text's values. */
export type ErrorFields = { params?: ErrorParams } & Record<string, unknown>;

/**
 * A failure the client caused or may see; the error handler turns it into `{ error, code, ...fields }`. The code is
 * required and from the one list in packages/contracts, so the web app can always say it in the user's language.
 */
export class HttpError extends Error {
  statusCode: number;
  code: ErrorCode;
  /** Sent beside `error` and `code` (calls whose spec gives more fields, or the values in the text). */
  fields?: ErrorFields;
  constructor(statusCode: number, message: string, code: ErrorCode, fields?: ErrorFields) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    this.code = code;
    if (fields !== undefined) this.fields = fields;
  }
}

export const signInMessage = "Please sign in";
export const rateLimitedMessage = "Too many attempts. Please wait a little and try again.";
export const serverErrorBody = { error: "Something went wrong", code: "server_error" } as const satisfies {
  error: string;
  code: ErrorCode;
};

export const badRequest = (message: string, code: ErrorCode, fields?: ErrorFields) =>
  new HttpError(400, message, code, fields);
export const unauthorized = (message: string, code: ErrorCode, fields?: ErrorFields) =>
  new HttpError(401, message, code, fields);
export const forbidden = (message: string, code: ErrorCode, fields?: ErrorFields) =>
  new HttpError(403, message, code, fields);
export const notFound = (message: string, code: ErrorCode, fields?: ErrorFields) =>
  new HttpError(404, message, code, fields);
export const conflict = (message: string, code: ErrorCode, fields?: ErrorFields) =>
  new HttpError(409, message, code, fields);
export const tooManyRequests = (message: string, code: ErrorCode, fields?: ErrorFields) =>
  new HttpError(429, message, code, fields);

/** An error answer made elsewhere (a refusal with its code and values), thrown with this status. */
export function errorAnswer(statusCode: number, answer: ErrorResponse): HttpError {
  return new HttpError(
    statusCode,
    answer.error,
    answer.code,
    answer.params ? { params: answer.params } : undefined,
  );
}

export function httpErrorBody(error: HttpError): { error: string; code: ErrorCode } & ErrorFields {
  return { error: error.message, code: error.code, ...error.fields };
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

/** The code of a request Fastify itself refused (malformed JSON, body too large, …). */
function fastifyClientErrorCode(error: FastifyError & { statusCode: number }): ErrorCode {
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return "malformed_json";
  }
  switch (error.statusCode) {
    case 404:
      return "route_not_found";
    case 413:
      return "body_too_large";
    case 415:
      return "unsupported_media_type";
    case 429:
      return "rate_limited";
    default:
      return "bad_request";
  }
}

/**
 * One error handler for every route: typed errors become `{ error, code, ...fields }`, the details of a 500 stay in
 * the log. A browser that opened an address meant for people (platform/browser-failure.ts) is sent to the shop's page
 * about the failure instead.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const send = (status: number, body: { error: string; code: ErrorCode } & ErrorFields) => {
      const page = failurePageFor(request, body.code);
      return page ? reply.redirect(page, 302) : reply.status(status).send(body);
    };
    if (error instanceof HttpError) {
      return send(error.statusCode, httpErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return send(400, { error: first?.message ?? "Invalid input", code: "invalid_input" });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        {
          route: request.routeOptions.url,
          issues: error.cause.issues.map((i) => ({ path: i.path, code: i.code })),
        },
        "response does not match its schema",
      );
      return send(500, serverErrorBody);
    }
    if (isFastifyClientError(error)) {
      // Fastify's own 4xx (malformed JSON, body too large): keep the status, give it the shop's code.
      const code = fastifyClientErrorCode(error);
      if (code === "rate_limited") return send(429, { error: rateLimitedMessage, code });
      return send(error.statusCode, { error: error.message, code });
    }
    const err = error as Error;
    request.log.error({ err: { type: err.name, message: err.message, stack: err.stack } }, "unhandled error");
    return send(500, serverErrorBody);
  });
}

/** Fastify's errors of an address no route can take: a broken %-escape, or a path part longer than a route allows. */
const malformedAddressCodes = new Set(["FST_ERR_BAD_URL", "FST_ERR_MAX_PARAM_LENGTH"]);

/**
 * Fastify's answer to an address that is not a valid URL (a broken %-escape, as a mail client may leave in an old
 * link, or a path part too long for any id), which no route or error handler sees: the shop's code, or for a browser
 * opening an old address the page.
 */
export function frameworkErrors(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (!malformedAddressCodes.has(error.code)) {
    request.log.error({ err: { type: error.name, message: error.message } }, "framework error");
    return reply.status(500).send(serverErrorBody);
  }
  const page = failurePageFor(request, "bad_request");
  if (page) return reply.redirect(page, 302);
  return reply.status(400).send({ error: error.message, code: "bad_request" });
}
