import { type ErrorCode, paymentDeclineCodes } from "@shop/contracts/error-codes";
import { type PaymentDeclineText, paymentDeclineTexts } from "@shop/domain/payment-texts";

/**
 * The built-in card provider's rules: it behaves like a hosted card page in test mode. Only the two test cards
 * do something; every other valid number is declined with a hint, so no real card data is ever processed.
 */
export const testCards = {
  pays: "4242424242424242",
  declines: "4000000000000002",
} as const;

const { invalidNumber, invalidExpiry, expired, declined, testCardsOnly } = paymentDeclineTexts;
export const cardTexts = { invalidNumber, invalidExpiry, expired, declined, testCardsOnly } as const;

export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, "");
}

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function luhnValid(value: string): boolean {
  const digits = normalizeCardNumber(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY: valid through the last day of that month (UTC). */
export function checkExpiry(value: string, now: Date): "ok" | "invalid" | "expired" {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return "invalid";
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return "invalid";
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() < firstDayAfter ? "ok" : "expired";
}

/** Why a card is refused or declined: the English text and its code. */
interface CardProblem {
  error: string;
  code: ErrorCode;
}

export type CardOutcome =
  | ({ kind: "invalid" } & CardProblem)
  | { kind: "paid" }
  | ({ kind: "declined" } & CardProblem);

function problem(key: PaymentDeclineText): CardProblem {
  return { error: paymentDeclineTexts[key], code: paymentDeclineCodes[key] };
}

export function chargeTestCard(cardNumber: string, expiry: string, now: Date): CardOutcome {
  if (!luhnValid(cardNumber)) return { kind: "invalid", ...problem("invalidNumber") };
  const exp = checkExpiry(expiry, now);
  if (exp === "invalid") return { kind: "invalid", ...problem("invalidExpiry") };
  if (exp === "expired") return { kind: "invalid", ...problem("expired") };
  const digits = normalizeCardNumber(cardNumber);
  if (digits === testCards.pays) return { kind: "paid" };
  if (digits === testCards.declines) return { kind: "declined", ...problem("declined") };
  return { kind: "declined", ...problem("testCardsOnly") };
}
