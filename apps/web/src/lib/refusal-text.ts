import { invoiceTexts } from "@shop/domain/invoice";
import { findTemplate } from "@shop/domain/server-text";
import { voucherReasonTexts } from "@shop/domain/voucher";
import type { TFunction } from "i18next";

/**
 * Why a voucher or an invoice is refused, in the user's language: the server sends the domain's English text (with
 * an amount filled in for some), so the text is matched to its template and said again with the same values. Null
 * when the text is neither.
 */
export function refusalText(text: string, t: TFunction): string | null {
  const voucher = findTemplate(voucherReasonTexts, text);
  if (voucher) return t(`refusals.voucher.${voucher.key}`, voucher.values);
  const invoice = findTemplate(invoiceTexts, text);
  if (invoice) return t(`refusals.invoice.${invoice.key}`, invoice.values);
  return null;
}
