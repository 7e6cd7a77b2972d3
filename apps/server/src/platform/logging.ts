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

const sensitive = new Set(sensitiveKeys);
const nestedOnly = new Set(nestedOnlyKeys);
const censor = "[redacted]";
/** How deep into a logged object keys are looked for: a body inside a request inside an event is well within. */
const deepest = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * A logged object with secrets and personal data blanked, at any depth down to `deepest`, by their keys. One walk
 * over plain objects and arrays, copying only what changes: pino's own path redaction, with a wildcard path per key
 * and depth, cost a fifth of a cached thumbnail's time and most of its garbage (issue 10's profile). Other objects
 * (a request, a response, an error) are left to their serializers, which log none of these.
 */
export function blankSensitive<T>(value: T, depth = 0): T {
  if (depth > deepest) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const blanked = blankSensitive(item, depth + 1);
      if (blanked !== item) {
        copy ??= [...value];
        copy[index] = blanked;
      }
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const blanked =
      sensitive.has(key) || (depth > 0 && nestedOnly.has(key)) ? censor : blankSensitive(item, depth + 1);
    if (blanked !== item) {
      copy ??= { ...value };
      copy[key] = blanked;
    }
  }
  return (copy ?? value) as T;
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
    formatters: { log: blankSensitive, bindings: blankSensitive },
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
