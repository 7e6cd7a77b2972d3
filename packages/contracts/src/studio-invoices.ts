import { dueDaysRange } from "@shop/domain/invoice-document";
import type { kidMethods } from "@shop/domain/kid";
import { isValidAccountNumber, isValidOrganisationNumber } from "@shop/domain/norwegian-numbers";
import { z } from "zod";

/**
 * The studio's invoices (issue 33). Two blocks: the invoice settings and the invoice document (invoice33), the
 * invoice list and its payments (bank33).
 */

// ── invoice33: the invoice settings and the invoice document ──────────────────────────────────────────────────────

/** The largest reminder fee the settings take, minor units (the law's cap on a reminder is far below). */
export const reminderFeeMax = 100_000;

export const KidMethod = z.enum(["mod10", "mod11"]) satisfies z.ZodType<(typeof kidMethods)[number]>;

/**
 * GET and PUT /api/studio/settings/invoices (owner): what the shop's invoices say about the shop and how they are
 * made. Empty numbers while the photographer has not filled them in; written as typed, checked by their check digits.
 */
export const InvoiceSettings = z.object({
  /** 9 digits, spaces allowed, MOD11 as Brønnøysundregistrene checks it; empty: not given yet. */
  organisationNumber: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === "" || isValidOrganisationNumber(v), { message: "organisation_number" }),
  /** The seller's address as printed, lines separated by newlines. */
  address: z.string().trim().max(500),
  /** 11 digits, spaces and dots allowed, MOD11 as Norwegian account numbers are; empty: not given yet. */
  accountNumber: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === "" || isValidAccountNumber(v), { message: "account_number" }),
  dueDays: z.number().int().min(dueDaysRange.min).max(dueDaysRange.max),
  kidMethod: KidMethod,
  /** Minor units; 0: no fee. */
  reminderFee: z.number().int().min(0).max(reminderFeeMax),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

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

// ── bank33: the invoice list and its payments ─────────────────────────────────────────────────────────────────────
