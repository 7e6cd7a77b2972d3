import { ApiError } from "../../lib/api.ts";

/** The fields a 400 names (`{ error, fields }`), or null when the answer names none. */
export function serverFields(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const fields = (error.body as { fields?: unknown }).fields;
  if (!fields || typeof fields !== "object") return null;
  const entries = Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === "string");
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The payment form's fields and the payment choice, as the server names them. */
export const paymentFieldNames = new Set(["mobilePhone", "pid", "paymentOptionUuid"]);
