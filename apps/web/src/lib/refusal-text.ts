import { invoiceTexts } from "@shop/domain/invoice";
import { findTemplate } from "@shop/domain/server-text";
import { voucherReasonTexts } from "@shop/domain/voucher";
import type { TFunction } from "i18next";
import i18next from "i18next";

/**
 * An amount as the server writes it in English ('NOK 300', 'NOK 1,250.50'), said again as the rest of the page says
 * money ('300 kr' in Norwegian); one it cannot read is kept as it came.
 */
function localAmount(text: string): string {
  const found = /^([A-Z]{3}) (\d{1,3}(?:,\d{3})*)(?:\.(\d{2}))?$/.exec(text);
  if (!found) return text;
  const [, currency = "", whole = "", cents = "00"] = found;
  const minor = Number(whole.replace(/,/g, "")) * 100 + Number(cents);
  const fraction = minor % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(i18next.language, {
    style: "currency",
    currency,
    minimumFractionDigits: fraction,
    maximumFractionDigits: fraction,
  }).format(minor / 100);
}

function localValues(values: Record<string, string>): Record<string, string> {
  return values.amount === undefined ? values : { ...values, amount: localAmount(values.amount) };
}

/**
 * Why a voucher or an invoice is refused, in the user's language: the server sends the domain's English text (with
 * an amount filled in for some), so the text is matched to its template and said again with the same values. Null
 * when the text is neither.
 */
export function refusalText(text: string, t: TFunction): string | null {
  const voucher = findTemplate(voucherReasonTexts, text);
  if (voucher) return t(`refusals.voucher.${voucher.key}`, localValues(voucher.values));
  const invoice = findTemplate(invoiceTexts, text);
  if (invoice) return t(`refusals.invoice.${invoice.key}`, localValues(invoice.values));
  return null;
}
