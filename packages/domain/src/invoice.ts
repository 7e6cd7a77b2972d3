import { formatAmountEnglish } from "./voucher.ts";

/**
 * Why an order may not be paid by invoice. An invoice is credit the shop gives: up to a maximum amount
 * (INVOICE_MAX_AMOUNT), and to a parent who has no other invoice still unpaid.
 */
export type InvoiceRefusal = "overMaximum" | "unpaidInvoice";

/** The English texts the server answers; `{{amount}}` is the maximum, formatted. */
export const invoiceTexts: Record<InvoiceRefusal, string> = {
  overMaximum: "Invoice is only available for orders up to {{amount}}. Please choose another payment method.",
  unpaidInvoice:
    "You already have an unpaid invoice. Please pay it before you order by invoice again, or choose another payment method.",
};

export interface InvoiceContext {
  /** The order's total, minor units. */
  amount: number;
  /** The largest total the shop invoices, minor units. */
  maxAmount: number;
  /** The parent has an invoiced order that is not paid yet. */
  hasUnpaidInvoice: boolean;
}

/** Whether the order may be paid by invoice: null when it may, else the first reason it may not. */
export function checkInvoice(context: InvoiceContext): InvoiceRefusal | null {
  if (context.amount > context.maxAmount) return "overMaximum";
  if (context.hasUnpaidInvoice) return "unpaidInvoice";
  return null;
}

/** The reason in English, with the maximum filled in. */
export function invoiceRefusalText(reason: InvoiceRefusal, maxAmount: number, currency: string): string {
  return invoiceTexts[reason].replace("{{amount}}", formatAmountEnglish(maxAmount, currency));
}

/**
 * Whether an order's digital files (its downloads and entitlements) are released (decision 0043): an order paid by
 * card or phone at once; an order paid by invoice only once the invoice is paid. Printed products do not wait.
 */
export function digitalFilesReleased(payment: { isInvoice: boolean; paid: boolean }): boolean {
  return !payment.isInvoice || payment.paid;
}
