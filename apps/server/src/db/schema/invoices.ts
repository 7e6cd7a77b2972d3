import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { portals } from "./content.ts";
import { orders } from "./orders.ts";

/**
 * What the shop's invoices say about the shop and how they are made (issue 33): one row per shop, written from the
 * studio's settings. Until a photographer fills it in, an invoice order still gets an invoice with what is known
 * (the shop's name and address from the portal).
 */
export const invoiceSettings = pgTable("invoice_settings", {
  portalId: integer("portal_id")
    .primaryKey()
    .references(() => portals.id, { onDelete: "cascade" }),
  /** The seller's organisation number (9 digits in Norway, shown as written). */
  organisationNumber: text("organisation_number").notNull().default(""),
  /** The seller's address as printed on the invoice, lines separated by newlines. */
  address: text("address").notNull().default(""),
  /** The account the parent pays to (11 digits in Norway). */
  accountNumber: text("account_number").notNull().default(""),
  /** Days from the invoice's date to its due date. */
  dueDays: integer("due_days").notNull().default(14),
  /** How the KID's check digit is made: 'mod10' (Luhn) or 'mod11' (packages/domain kid.ts). */
  kidMethod: text("kid_method").notNull().default("mod10"),
  /** The fee a reminder adds, minor units (0: none). */
  reminderFee: integer("reminder_fee").notNull().default(0),
  /**
   * The next invoice (or credit note) number: taken with `update … set next_number = next_number + 1 returning`, so
   * two processes never give one number twice and the series has no gaps.
   */
  nextNumber: integer("next_number").notNull().default(1),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One line of an invoice as printed: what, how many, the price with VAT and its VAT rate (basis points). */
export interface InvoiceLineSnapshot {
  /** An order line ('product'), or the order's voucher, delivery or fee. */
  kind: "product" | "voucher" | "rebate" | "shipping" | "fee";
  description: string;
  quantity: number;
  /** The line's total with VAT, minor units. */
  amount: number;
  /** Basis points, e.g. 2500 for 25 %. */
  vatRate: number;
  vatAmount: number;
}

/** A party of an invoice as printed (the seller or the buyer), kept as it was on the invoice's day. */
export interface InvoiceParty {
  name: string;
  /** Address lines. */
  address: string[];
  organisationNumber?: string;
  email?: string;
  /** The seller's account the invoice asks to be paid to, as it was that day (issue 33, invoice33). */
  accountNumber?: string;
}

/**
 * An invoice or a credit note (issue 33, module `invoices`). An invoice order gets one invoice when it is placed; a
 * refund or a cancellation of an invoiced order gets a credit note pointing at the invoice it credits. Both take
 * their number from one series per shop (invoice_settings.next_number). What was printed is kept as it was
 * (lines, parties), so a later change of prices, names or settings does not change an issued invoice.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    portalId: integer("portal_id")
      .notNull()
      .references(() => portals.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** 'invoice' | 'credit_note' */
    kind: text("kind").notNull().default("invoice"),
    number: integer("number").notNull(),
    /** The invoice a credit note credits; null on an invoice. */
    creditsInvoiceId: integer("credits_invoice_id"),
    /** The payment reference (KID) of an invoice, digits with its check digit; null on a credit note. */
    kid: text("kid"),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The day it is due (the shop's day); null on a credit note. */
    dueDate: date("due_date", { mode: "string" }),
    currency: text("currency").notNull(),
    /** The total with VAT, minor units (positive also on a credit note: its kind says it credits). */
    amount: integer("amount").notNull(),
    vatAmount: integer("vat_amount").notNull(),
    lines: jsonb("lines").$type<InvoiceLineSnapshot[]>().notNull(),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    /** The PDF in the storage; null until it is made (background work may make it after the row). */
    pdfKey: text("pdf_key"),
    /** An invoice: 'open' → 'paid' or 'credited'. A credit note: 'issued'. */
    status: text("status").notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** How it was marked paid: 'studio' | 'bank' (a bank statement's line) | 'operator' (command line). */
    paidVia: text("paid_via"),
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastReminderAt: timestamp("last_reminder_at", { withTimezone: true }),
    /** The reminder fees added so far, minor units: what is due is amount + reminder_fees. */
    reminderFees: integer("reminder_fees").notNull().default(0),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.portalId, t.number),
    // A bank statement's line finds its invoice by KID.
    uniqueIndex("invoices_kid_idx").on(t.portalId, t.kid).where(sql`${t.kid} is not null`),
    // An order's invoice and credit notes (the parent's and the studio's order page).
    index("invoices_order_idx").on(t.orderId),
    // The studio's list, newest first.
    index("invoices_portal_issued_idx").on(t.portalId, t.issuedAt),
    // Open invoices by due date: the reminders' round and the 'overdue' filter.
    index("invoices_open_due_idx")
      .on(t.portalId, t.dueDate)
      .where(sql`${t.status} = 'open' and ${t.kind} = 'invoice'`),
  ],
);
