import type { ErrorCode, ErrorParams } from "@shop/contracts/error-codes";
import { codeText } from "../../lib/api.ts";
import type { TFunction } from "../../lib/i18n.ts";
import type { Transaction } from "./api/transaction.ts";

/** A decline or a stop as the server reports it: the English text, its code and the values in it. */
export type PaymentProblem = { error: string | null; code: ErrorCode | null; params: ErrorParams | null };

/** Which card field a refusal is about, so the message can stand under that field. */
export function cardFieldOf(code: ErrorCode): "cardNumber" | "expiry" | null {
  if (code === "card_number_invalid") return "cardNumber";
  if (code === "card_expiry_invalid" || code === "card_expired") return "expiry";
  return null;
}

/**
 * Why a payment was declined or stopped, in the user's language; null when it was not. A transaction recorded before
 * its reasons had codes keeps its English text.
 */
export function paymentProblemText(problem: PaymentProblem, t: TFunction): string | null {
  return problem.code === null ? problem.error : codeText(problem.code, problem.params, t);
}

/** The transaction's last decline, or why the shop stopped it. */
export function lastProblemOf(transaction: Transaction): PaymentProblem {
  return {
    error: transaction.lastError,
    code: transaction.lastErrorCode,
    params: transaction.lastErrorParams,
  };
}
