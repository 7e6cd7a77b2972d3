import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

/** A failure the client caused or may see; the error handler turns it into the response. */
export class HttpError extends Error {
  statusCode: number;
  code?: string;
  /** Sent as the whole response body instead of `{ error, code }` (calls whose spec gives another shape). */
  body?: unknown;
  constructor(statusCode: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = "HttpError";
    this.statusCode = statusCode;
    if (code !== undefined) this.code = code;
    if (body !== undefined) this.body = body;
  }
}

export const badRequest = (message: string, code?: string, body?: unknown) =>
  new HttpError(400, message, code, body);
export const unauthorized = (message = "Please sign in", code = "unauthorized", body?: unknown) =>
  new HttpError(401, message, code, body);
export const forbidden = (message = "Not allowed", code = "forbidden", body?: unknown) =>
  new HttpError(403, message, code, body);
export const notFound = (message = "Not found", code = "not_found", body?: unknown) =>
  new HttpError(404, message, code, body);
export const conflict = (message: string, code = "conflict", body?: unknown) =>
  new HttpError(409, message, code, body);
export const tooManyRequests = (
  message = "Too many attempts. Please wait a little and try again.",
  code = "rate_limited",
  body?: unknown,
) => new HttpError(429, message, code, body);

export function httpErrorBody(error: HttpError): unknown {
  if (error.body !== undefined) return error.body;
  return error.code === undefined ? { error: error.message } : { error: error.message, code: error.code };
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(httpErrorBody(error));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send({ error: first?.message ?? "Invalid input", code: "invalid_input" });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        {
          route: request.routeOptions.url,
          issues: error.cause.issues.map((i) => ({ path: i.path, code: i.code })),
        },
        "response does not match its schema",
      );
      return reply.status(500).send({ error: "Something went wrong" });
    }
    if (isFastifyClientError(error)) {
      // Fastify's own 4xx (malformed JSON, body too large, rate limit built without our builder): keep the status.
      const status = error.statusCode;
      if (status === 429) {
        return reply
          .status(429)
          .send({ error: "Too many attempts. Please wait a little and try again.", code: "rate_limited" });
      }
      return reply.status(status).send({ error: error.message, code: error.code ?? "bad_request" });
    }
    const err = error as Error;
    request.log.error({ err: { type: err.name, message: err.message, stack: err.stack } }, "unhandled error");
    return reply.status(500).send({ error: "Something went wrong" });
  });
}
