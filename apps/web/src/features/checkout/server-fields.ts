import { ErrorCode } from "@shop/contracts/error-codes";
import { ApiError } from "../../lib/api.ts";

/** The code of each field's problem a 400 names (`fieldCodes`), by field name; null when it names none. */
export function serverFieldCodes(error: unknown): Record<string, ErrorCode> | null {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== "object") return null;
  const fieldCodes = (error.body as { fieldCodes?: unknown }).fieldCodes;
  if (!fieldCodes || typeof fieldCodes !== "object") return null;
  const entries = Object.entries(fieldCodes).flatMap(([field, value]) => {
    const code = ErrorCode.safeParse(value);
    return code.success ? [[field, code.data] as const] : [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** The payment form's fields and the payment choice, as the server names them. */
export const paymentFieldNames = new Set(["mobilePhone", "pid", "paymentOptionUuid"]);
