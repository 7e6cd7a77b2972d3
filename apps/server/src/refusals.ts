import type { ErrorResponse } from "@shop/contracts/common";
import {
  type AnsweredValidationError,
  type ErrorCode,
  invoiceRefusalCodes,
  nationalIdErrorCodes,
  validationErrorCodes,
  voucherRefusalCodes,
} from "@shop/contracts/error-codes";
import { type InvoiceRefusal, invoiceRefusalText } from "@shop/domain/invoice";
import { type NationalIdError, nationalIdTexts } from "@shop/domain/national-id";
import { validationTexts } from "@shop/domain/validation";
import { type VoucherRefusal, voucherReasonText } from "@shop/domain/voucher";

/** Why a voucher is refused: the English text, its code and the minimum when that is the reason. */
export function voucherRefusal(
  reason: VoucherRefusal,
  minimum: number | null,
  currency: string,
): ErrorResponse {
  const answer = { error: voucherReasonText(reason, minimum, currency), code: voucherRefusalCodes[reason] };
  return reason === "minimumNotReached" ? { ...answer, params: { amount: minimum ?? 0, currency } } : answer;
}

/** Why an invoice is refused: the English text, its code and the maximum when that is the reason. */
export function invoiceRefusal(reason: InvoiceRefusal, maximum: number, currency: string): ErrorResponse {
  const answer = { error: invoiceRefusalText(reason, maximum, currency), code: invoiceRefusalCodes[reason] };
  return reason === "overMaximum" ? { ...answer, params: { amount: maximum, currency } } : answer;
}

/** A form field's problem as a call answers it: the rule's English text and its code. */
export type FieldProblem = { text: string; code: ErrorCode };

export function validationProblem(rule: AnsweredValidationError): FieldProblem {
  return { text: validationTexts[rule], code: validationErrorCodes[rule] };
}

export function nationalIdProblem(reason: NationalIdError): FieldProblem {
  return { text: nationalIdTexts[reason], code: nationalIdErrorCodes[reason] };
}

/** The domain's rules a form breaks, by field name, as problems. */
export function validationProblems(
  rules: Readonly<Record<string, AnsweredValidationError>>,
): Record<string, FieldProblem> {
  return Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, validationProblem(rule)]));
}

/** A form's problems in the answer: each field's English text under `fields`, its code under `fieldCodes`. */
export function fieldAnswer(problems: Readonly<Record<string, FieldProblem>>): {
  fields: Record<string, string>;
  fieldCodes: Record<string, ErrorCode>;
} {
  const entries = Object.entries(problems);
  return {
    fields: Object.fromEntries(entries.map(([field, problem]) => [field, problem.text])),
    fieldCodes: Object.fromEntries(entries.map(([field, problem]) => [field, problem.code])),
  };
}
