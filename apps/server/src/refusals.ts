import type { ErrorResponse } from "@shop/contracts/common";
import { invoiceRefusalCodes, voucherRefusalCodes } from "@shop/contracts/error-codes";
import { type InvoiceRefusal, invoiceRefusalText } from "@shop/domain/invoice";
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
