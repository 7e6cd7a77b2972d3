import { dueDaysRange } from "@shop/domain/invoice-document";
import type { kidMethods } from "@shop/domain/kid";
import { isValidAccountNumber, isValidOrganisationNumber } from "@shop/domain/norwegian-numbers";
import { z } from "zod";

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
