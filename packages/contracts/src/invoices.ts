import { z } from "zod";

/**
 * An order's invoice and credit notes (issue 33, invoice33) as the parent's order page and the studio's show them.
 */

export const InvoiceKind = z.enum(["invoice", "credit_note"]);
export type InvoiceKind = z.infer<typeof InvoiceKind>;

/** An invoice's state: 'open' → 'paid' or 'credited'; a credit note is 'issued'. */
export const InvoiceStatus = z.enum(["open", "paid", "credited", "issued"]);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** An invoice or credit note of an order as the order pages show it (the studio's, and the parent's). */
export const InvoiceDocument = z.object({
  uuid: z.uuid(),
  kind: InvoiceKind,
  number: z.number().int().min(1),
  /** The invoice's KID; null on a credit note. */
  kid: z.string().max(25).nullable(),
  issuedAt: z.iso.datetime({ offset: true }),
  /** YYYY-MM-DD, the shop's day; null on a credit note. */
  dueDate: z.iso.date().nullable(),
  currency: z.string().length(3),
  amount: z.number().int().min(0),
  vatAmount: z.number().int().min(0),
  status: InvoiceStatus,
  /** The account the parent pays to, as printed; empty when the shop has not given one. */
  accountNumber: z.string().max(20),
  /** The number of the invoice a credit note credits; null on an invoice. */
  creditsNumber: z.number().int().nullable(),
  /** Where the PDF is read (the caller's own route); null until it is made. */
  pdfUrl: z.string().max(500).nullable(),
});
export type InvoiceDocument = z.infer<typeof InvoiceDocument>;

/** GET /api/studio/orders/{orderUuid}/invoices and the parent's /api/webshop/user/orders/{orderUuid}/invoices. */
export const OrderInvoices = z.object({ invoices: z.array(InvoiceDocument).max(100) });
export type OrderInvoices = z.infer<typeof OrderInvoices>;

export const OrderInvoicesParams = z.object({ orderUuid: z.uuid() });
export const InvoicePdfParams = z.object({ orderUuid: z.uuid(), invoiceUuid: z.uuid() });
