import type { InvoiceSettings, InvoiceSettingsView } from "@shop/contracts/studio-invoices";
import { reminderFeeMax } from "@shop/contracts/studio-invoices";
import { dueDaysRange } from "@shop/domain/invoice-document";
import type { KidMethod } from "@shop/domain/kid";
import { type AmountProblem, parseAmount, writeAmount } from "@shop/domain/money-input";
import {
  formatAccountNumber,
  formatOrganisationNumber,
  isValidAccountNumber,
  isValidOrganisationNumber,
} from "@shop/domain/norwegian-numbers";

/** The form as typed: numbers as text, the fee as the photographer writes it ('35', '35,00 kr'). */
export interface InvoiceSettingsValues {
  organisationNumber: string;
  address: string;
  accountNumber: string;
  dueDays: string;
  kidMethod: KidMethod;
  reminderFee: string;
}

export type InvoiceSettingsField = keyof InvoiceSettingsValues;

/** A problem of one field: the text's key under invoiceSettings.problems and its values. */
export interface InvoiceSettingsProblem {
  field: InvoiceSettingsField;
  key: string;
  values?: Record<string, string | number>;
}

export function invoiceSettingsValuesOf(settings: InvoiceSettingsView): InvoiceSettingsValues {
  return {
    organisationNumber: settings.organisationNumber
      ? formatOrganisationNumber(settings.organisationNumber)
      : "",
    address: settings.address,
    accountNumber: settings.accountNumber ? formatAccountNumber(settings.accountNumber) : "",
    dueDays: String(settings.dueDays),
    kidMethod: settings.kidMethod,
    reminderFee: writeAmount(settings.reminderFee),
  };
}

const feeKeys: Record<AmountProblem, string> = {
  empty: "feeEmpty",
  "not-a-number": "feeNotAmount",
  ambiguous: "feeNotAmount",
  "too-many-decimals": "feeNotAmount",
  negative: "feeNotAmount",
  "too-large": "feeTooLarge",
};

/**
 * Reads the form by the server's rules (packages/domain: the organisation and account numbers' MOD11, the due days'
 * range, parseAmount), so each problem is said at its field before anything is sent.
 */
export function readInvoiceSettings(
  values: InvoiceSettingsValues,
  currency: string,
): { ok: true; body: InvoiceSettings } | { ok: false; problems: InvoiceSettingsProblem[] } {
  const problems: InvoiceSettingsProblem[] = [];
  const organisationNumber = values.organisationNumber.trim();
  if (organisationNumber !== "" && !isValidOrganisationNumber(organisationNumber)) {
    problems.push({ field: "organisationNumber", key: "organisationNumber" });
  }
  const accountNumber = values.accountNumber.trim();
  if (accountNumber !== "" && !isValidAccountNumber(accountNumber)) {
    problems.push({ field: "accountNumber", key: "accountNumber" });
  }
  const dueDays = /^\s*\d+\s*$/.test(values.dueDays) ? Number(values.dueDays) : Number.NaN;
  if (!(dueDays >= dueDaysRange.min && dueDays <= dueDaysRange.max)) {
    problems.push({ field: "dueDays", key: "dueDays", values: dueDaysRange });
  }
  const fee =
    values.reminderFee.trim() === ""
      ? { ok: true as const, minor: 0 }
      : parseAmount(values.reminderFee, reminderFeeMax, currency);
  if (!fee.ok) {
    problems.push({
      field: "reminderFee",
      key: feeKeys[fee.problem],
      values: { max: writeAmount(reminderFeeMax) },
    });
  }
  if (problems.length > 0 || !fee.ok) return { ok: false, problems };
  return {
    ok: true,
    body: {
      organisationNumber,
      address: values.address.trim(),
      accountNumber,
      dueDays,
      kidMethod: values.kidMethod,
      reminderFee: fee.minor,
    },
  };
}
