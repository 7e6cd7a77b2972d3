import { paymentDeclineKey } from "@shop/domain/payment-texts";
import type { TFunction } from "i18next";
import i18next from "i18next";
import { ApiError, errorText } from "../../lib/api.ts";
import { refusalText } from "../../lib/refusal-text.ts";

/** The key of a payment text the server sent (a refusal or a decline), when the shop knows it. */
export function serverTextKey(text: string): string | null {
  const key = paymentDeclineKey(text);
  return key ? `payment.serverTexts.${key}` : null;
}

/** Which card field a refusal is about, so the message can stand under that field. */
export function cardFieldOf(text: string): "cardNumber" | "expiry" | null {
  const key = paymentDeclineKey(text);
  if (key === "invalidNumber") return "cardNumber";
  if (key === "invalidExpiry" || key === "expired") return "expiry";
  return null;
}

export function paymentMessage(text: string, t: TFunction): string {
  const key = serverTextKey(text);
  return key ? t(key) : text;
}

/** A failed payment call: the server's text in the user's language, the shop's common errors (429, network) else. */
export function paymentErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (paymentDeclineKey(error.message)) return paymentMessage(error.message, t);
    const body = error.body as { code?: unknown } | null;
    const code = typeof body?.code === "string" ? body.code : null;
    if (code && i18next.exists(`payment.errorCodes.${code}`)) return t(`payment.errorCodes.${code}`);
  }
  return errorText(error, t);
}

/**
 * Why the shop stopped a payment, in the user's language: the server sends the voucher's or the invoice's English
 * reason (with an amount filled in for some); a text the shop does not know is shown as it came.
 */
export function stopReasonText(text: string, t: TFunction): string {
  return refusalText(text, t) ?? text;
}
