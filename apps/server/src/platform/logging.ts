import type { FastifyRequest } from "fastify";
import type { LoggerOptions } from "pino";

/** Secrets and personal data, by the names the shop's calls and tables give them. */
const sensitiveKeys = [
  // credentials and keys
  "password",
  "confirm_password",
  "reTypePassword",
  "newPassword",
  "passwordHash",
  "token",
  "tokenHash",
  "resetcode",
  "key",
  "keyHash",
  "sessionSecret",
  "signingSecret",
  "accessCodeSecret",
  "dataEncryptionKey",
  "cookie",
  "authorization",
  "set-cookie",
  // access and voucher codes
  "code",
  "accessCode",
  "rebateCode",
  // who someone is and how to reach them
  "email",
  "username",
  "emailAddress",
  "to",
  "mobile",
  "mobilePhone",
  "phone",
  "nationalId",
  // where someone lives (delivery and account forms)
  "address",
  "address2",
  "postalCode",
  "city",
];

/**
 * Keys that pino itself writes at the top of every line (the process id, a logger name), so they are blanked only
 * inside a logged object: `pid` is the payment form's national identity number, `name` a person's name.
 */
const nestedOnlyKeys = ["pid", "name"];

/** How deep into a logged object the keys are found: a body inside a request inside an event is deep enough. */
const depths = ["", "*.", "*.*.", "*.*.*."];

/** Paths pino blanks out wherever they appear, from the top of a line down to four levels. */
export const redactPaths = [
  ...sensitiveKeys.flatMap((k) => depths.map((prefix) => `${prefix}${segment(k)}`)),
  ...nestedOnlyKeys.flatMap((k) => depths.slice(1).map((prefix) => `${prefix}${segment(k)}`)),
];

/** A key as a pino path segment: names that are not identifiers go in brackets. */
function segment(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
}

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
