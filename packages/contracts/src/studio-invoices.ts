import { bankStatementMaxRows } from "@shop/domain/bank-statement";
import { dueDaysRange } from "@shop/domain/invoice-document";
import type { kidMethods } from "@shop/domain/kid";
import { sizeLimits } from "@shop/domain/limits";
import { isValidAccountNumber, isValidOrganisationNumber } from "@shop/domain/norwegian-numbers";
import { z } from "zod";
import { IsoDateTime, Uuid } from "./common.ts";

/**
 * The studio's invoices (issue 33). Two blocks: the invoice settings (invoice33; an order's invoice and credit notes as
 * both order pages show them are in invoices.ts), the invoice list and its payments (bank33).
 */

// ── invoice33: the invoice settings ────────────────────────────────────────────────────────────────────────────────

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
    .refine((v) => v === "" || isValidOrganisationNumber(v), {
      message: "not an organisation number: 9 digits, the last a MOD11 check digit",
    }),
  /** The seller's address as printed, lines separated by newlines. */
  address: z.string().trim().max(500),
  /** 11 digits, spaces and dots allowed, MOD11 as Norwegian account numbers are; empty: not given yet. */
  accountNumber: z
    .string()
    .trim()
    .max(20)
    .refine((v) => v === "" || isValidAccountNumber(v), {
      message: "not a Norwegian account number: 11 digits, the last a MOD11 check digit",
    }),
  dueDays: z.number().int().min(dueDaysRange.min).max(dueDaysRange.max),
  kidMethod: KidMethod,
  /** Minor units; 0: no fee. */
  reminderFee: z.number().int().min(0).max(reminderFeeMax),
});
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

/** What GET and PUT answer: the settings, with the shop's currency the reminder fee is in. */
export const InvoiceSettingsView = InvoiceSettings.extend({ currency: z.string().length(3) });
export type InvoiceSettingsView = z.infer<typeof InvoiceSettingsView>;

// ── bank33: the invoice list and its payments ─────────────────────────────────────────────────────────────────────

/**
 * The studio's invoice calls under /api/studio/invoices (issue 33, decision 0081): the list, marking paid (one or
 * many), and a bank statement's preview and confirm. Money is in minor units of the invoice's currency.
 */

const label = z.string().max(sizeLimits.answerLabel);

/** How an invoice was marked paid: in the studio, by a bank statement's line, or by the operator (route, command). */
export const InvoicePaidVia = z.enum(["studio", "bank", "operator"]);
export type InvoicePaidVia = z.infer<typeof InvoicePaidVia>;

/** Why an invoice was not marked paid. `amount_changed`: what is due is no longer the amount the preview showed. */
export const InvoiceRefusalReason = z.enum([
  "already_paid",
  "credited",
  "not_open",
  "not_found",
  "order_not_open",
  "amount_changed",
]);
export type InvoiceRefusalReason = z.infer<typeof InvoiceRefusalReason>;

/** An invoice's state as the list filters it: overdue is open and past its due date. */
export const StudioInvoiceFilter = z.enum(["open", "overdue", "paid", "credited"]);
export type StudioInvoiceFilter = z.infer<typeof StudioInvoiceFilter>;

export const StudioInvoiceStatus = z.enum(["open", "paid", "credited"]);
export type StudioInvoiceStatus = z.infer<typeof StudioInvoiceStatus>;

export const studioInvoicePageSizes = [25, 50, 100] as const;

/** GET /api/studio/invoices: `q` finds an invoice number, a KID, or the parent's name or e-mail. */
export const StudioInvoiceListQuery = z.object({
  status: StudioInvoiceFilter.optional(),
  job: z.uuid().optional(),
  q: z.string().trim().min(1).max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce
    .number()
    .int()
    .refine((n) => (studioInvoicePageSizes as readonly number[]).includes(n), "size is 25, 50 or 100")
    .default(25),
});
export type StudioInvoiceListQuery = z.infer<typeof StudioInvoiceListQuery>;

export const StudioInvoiceListItem = z.object({
  uuid: Uuid,
  number: z.number().int(),
  kid: z.string().max(25).nullable(),
  /** The studio's order page of the invoice's order. */
  orderUuid: Uuid,
  parent: z.object({ name: label, email: label }),
  /** The lines in short: "2 × Print 13×18, Digital file". */
  items: z.string().max(sizeLimits.answerText),
  currency: z.string().length(3),
  amount: z.number().int(),
  /** The reminder fees added so far; what is due is amount + reminderFees. */
  reminderFees: z.number().int(),
  issuedAt: IsoDateTime,
  dueDate: z.iso.date().nullable(),
  daysOverdue: z.number().int().min(0),
  remindersSent: z.number().int().min(0),
  status: StudioInvoiceStatus,
  paidAt: IsoDateTime.nullable(),
  paidVia: InvoicePaidVia.nullable(),
});
export type StudioInvoiceListItem = z.infer<typeof StudioInvoiceListItem>;

export const StudioInvoiceListResponse = z.object({
  invoices: z.array(StudioInvoiceListItem).max(100),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  size: z.number().int(),
});
export type StudioInvoiceListResponse = z.infer<typeof StudioInvoiceListResponse>;

/** POST /api/studio/invoices/paid: the invoices the studio marks paid at once. */
export const MarkInvoicesPaidBody = z.object({ invoices: z.array(Uuid).min(1).max(100) });
export type MarkInvoicesPaidBody = z.infer<typeof MarkInvoicesPaidBody>;

export const MarkInvoicesPaidResponse = z.object({
  paid: z
    .array(z.object({ uuid: Uuid, number: z.number().int(), amount: z.number().int() }))
    .max(bankStatementMaxRows),
  refused: z
    .array(
      z.object({
        uuid: Uuid,
        number: z.number().int().nullable(),
        reason: InvoiceRefusalReason,
        message: label,
      }),
    )
    .max(bankStatementMaxRows),
});
export type MarkInvoicesPaidResponse = z.infer<typeof MarkInvoicesPaidResponse>;

/** What the shop does with a statement's line (packages/domain bank-statement.ts `matchBankPayment`). */
export const BankPaymentMatch = z.enum([
  "matched",
  "partly_paid",
  "overpaid",
  "unknown_kid",
  "already_paid",
  "credited",
  "not_incoming",
]);
export type BankPaymentMatch = z.infer<typeof BankPaymentMatch>;

export const BankStatementLine = z.object({
  line: z.number().int().min(1),
  date: z.iso.date(),
  amount: z.number().int(),
  kid: z.string().max(25).nullable(),
  match: BankPaymentMatch,
  /** The invoice the KID found; null for an unknown KID or money out. */
  invoice: z
    .object({ uuid: Uuid, number: z.number().int(), due: z.number().int(), parentName: label })
    .nullable(),
});
export type BankStatementLine = z.infer<typeof BankStatementLine>;

/**
 * POST /api/studio/invoices/bank-statement (multipart, field `file`): the preview. Money going out is left out of
 * `lines`, only counted; nothing is marked.
 */
export const BankStatementPreview = z.object({
  lines: z.array(BankStatementLine).max(bankStatementMaxRows),
  /** Lines that are neither a payment nor a header (a balance, a sum). */
  skipped: z.number().int().min(0),
  outgoing: z.number().int().min(0),
  matched: z.object({ count: z.number().int().min(0), amount: z.number().int() }),
});
export type BankStatementPreview = z.infer<typeof BankStatementPreview>;

/** POST /api/studio/invoices/bank-statement/confirm: the matched lines of the preview, each marked if still due. */
export const BankStatementConfirmBody = z.object({
  payments: z
    .array(z.object({ invoice: Uuid, amount: z.number().int().min(1), date: z.iso.date() }))
    .min(1)
    .max(bankStatementMaxRows),
});
export type BankStatementConfirmBody = z.infer<typeof BankStatementConfirmBody>;
