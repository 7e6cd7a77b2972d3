import type { TFunction } from "i18next";
import i18next from "i18next";
import { ApiError, errorText } from "../../lib/api.ts";

/**
 * The payment server's English texts (the decline messages, which come without a code) and the codes of its
 * refusals, so the page can say them in the user's language; an unknown text is shown as it came.
 */
const serverTexts: Record<string, string> = {
  "Your card number is not valid.": "invalidNumber",
  "Your card's expiry date is not valid.": "invalidExpiry",
  "Your card has expired.": "expired",
  "Your card was declined.": "declined",
  "Your card was declined. This shop takes test payments only: pay with 4242 4242 4242 4242, or use 4000 0000 0000 0002 to see a declined payment.":
    "testCardsOnly",
  "The payment was declined in the app.": "mobileDeclined",
};

/** The key of a payment text the server sent, when the shop knows it. */
export function serverTextKey(text: string): string | null {
  const key = serverTexts[text];
  return key ? `payment.serverTexts.${key}` : null;
}

/** Which card field a refusal is about, so the message can stand under that field. */
export function cardFieldOf(text: string): "cardNumber" | "expiry" | null {
  const key = serverTexts[text];
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
    if (serverTexts[error.message]) return paymentMessage(error.message, t);
    const body = error.body as { code?: unknown } | null;
    const code = typeof body?.code === "string" ? body.code : null;
    if (code && i18next.exists(`payment.errorCodes.${code}`)) return t(`payment.errorCodes.${code}`);
  }
  return errorText(error, t);
}
