import type { FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";

const sensitiveKeys = [
  "password",
  "confirm_password",
  "reTypePassword",
  "passwordHash",
  "token",
  "tokenHash",
  "code",
  "accessCode",
  "resetcode",
  "key",
  "email",
  "username",
  "emailAddress",
  "to",
  "mobile",
  "mobilePhone",
  "sessionSecret",
  "signingSecret",
];

/** Paths pino blanks out wherever they appear at the top level or one or two levels down. */
export const redactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  ...sensitiveKeys.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]),
];

const emailPattern = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/g;

/** Removes e-mail addresses from free text (driver and SMTP errors quote them). */
export function scrubPersonalData(text: string): string {
  return text.replace(emailPattern, "[email]");
}

/**
 * Request logs carry the route pattern, never the URL: the legacy calls put access codes, e-mail addresses and
 * reset keys in query strings and paths.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    route: request.routeOptions?.url ?? "(unmatched)",
    id: request.id,
  };
}

export function loggerOptions(level: string): LoggerOptions & { serializers: Record<string, unknown> } {
  return {
    level,
    redact: { paths: redactPaths, censor: "[redacted]" },
    serializers: {
      req: serializeRequest,
      err: (error: Error) => ({
        type: error.name,
        message: scrubPersonalData(error.message),
        stack: error.stack === undefined ? undefined : scrubPersonalData(error.stack),
      }),
    },
  };
}
