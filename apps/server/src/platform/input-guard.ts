import { invalidCharactersError } from "@shop/contracts/common";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { badRequest } from "../errors.ts";

/**
 * The largest request bodies, in bytes. Every form of the shop sends a few KiB of JSON; a provider's webhook carries
 * a whole event (Stripe's are up to a few hundred KiB), so its route declares `bodyLimit: bodyLimits.webhook`.
 */
export const bodyLimits = {
  json: 64 * 1024,
  webhook: 1024 * 1024,
  // A whole shop settings file as JSON text in JSON (the studio's import): its terms and privacy policy alone may be
  // 150 000 characters, and the quoting of its text adds to it.
  settingsFile: 2 * 1024 * 1024,
} as const;

/**
 * Whether a database can store the text: PostgreSQL refuses a NUL character in text, and a lone UTF-16 surrogate
 * (which JSON's `\ud800` escape makes) has no UTF-8 form.
 */
export function isStorableText(text: string): boolean {
  return !text.includes("\u0000") && text.isWellFormed();
}

/**
 * A parsed JSON or query object: its prototype is Object.prototype, null, or (the query parser's) an empty object
 * without one. Buffers and streams (a webhook's raw body) are instances of classes and are not walked.
 */
function isPlainRecord(value: object): value is Record<string, unknown> {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || Object.getPrototypeOf(proto) === null;
}

/** Whether any string in the value, keys included, at any depth, cannot be stored. Iterative: depth costs no stack. */
export function holdsUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === "string") {
      if (!isStorableText(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === "object" && item !== null && isPlainRecord(item)) {
      for (const [key, element] of Object.entries(item)) {
        if (!isStorableText(key)) return true;
        pending.push(element);
      }
    }
  }
  return false;
}

/**
 * One check for every route, before its schema runs: the query, the path parameters and the parsed body must hold
 * only text a database can store, else 400 `invalid_characters`.
 */
async function inputGuardPlugin(app: FastifyInstance): Promise<void> {
  app.addHook("preValidation", async (request) => {
    if (
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.body)
    ) {
      throw badRequest(invalidCharactersError.error, invalidCharactersError.code);
    }
  });
}

export const inputGuardPluginFp = fp(inputGuardPlugin, { name: "shop-input-guard", fastify: "5.x" });
