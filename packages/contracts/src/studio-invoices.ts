import { bankStatementMaxRows } from "@shop/domain/bank-statement";
import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { IsoDateTime, Uuid } from "./common.ts";

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
