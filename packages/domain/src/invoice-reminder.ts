/**
 * Reminders (purring) of an unpaid invoice (issue 33, decision 0081).
 *
 * - When: not before 14 days after the due date (inkassoloven § 9 and inkassoforskriften § 1-2: a reminder fee may
 *   be asked only of a reminder sent at least 14 days after the due date, with a new deadline of at least 14 days),
 *   then at most one per 14 days, and at most `invoiceReminderLimits.count` in all: after that the claim is the
 *   photographer's to send to debt collection, which the shop does not do.
 * - The fee: the shop's setting (invoice_settings.reminder_fee), once per reminder sent, never above the legal cap
 *   of one reminder: 1/20 of the inkassosats (inkassoforskriften § 1-2 as amended from 1 January 2021; the
 *   inkassosats is 700 kr, so 35 kr). The inkassosats is set by the ministry each year; when it changes, so does
 *   `reminderFeeCap`.
 */

export const invoiceReminderLimits = {
  /** Days after the due date before the first reminder. */
  firstAfterDays: 14,
  /** Days between two reminders. */
  intervalDays: 14,
  /** The most reminders of one invoice (and so the most fees). */
  count: 2,
} as const;

/** The legal cap of one reminder's fee in øre: 1/20 of the inkassosats of 700 kr (inkassoforskriften § 1-2). */
export const reminderFeeCap = 3_500;

const day = 86_400_000;

/** The first moment of a day (yyyy-mm-dd) in UTC: the due date's day, counted whole. */
function dayStart(isoDay: string): number {
  return Date.parse(`${isoDay}T00:00:00.000Z`);
}

export interface InvoiceForReminder {
  status: string;
  /** yyyy-mm-dd */
  dueDate: string | null;
  remindersSent: number;
  lastReminderAt: Date | null;
}

/** Whether an invoice gets a reminder at `now`: open, 14 days past its due date, 14 days past its last reminder. */
export function invoiceReminderDue(invoice: InvoiceForReminder, now: Date): boolean {
  if (invoice.status !== "open" || invoice.dueDate === null) return false;
  if (invoice.remindersSent >= invoiceReminderLimits.count) return false;
  // The due date is paid on its day: the 14 days start the day after it.
  const first = dayStart(invoice.dueDate) + (invoiceReminderLimits.firstAfterDays + 1) * day;
  if (now.getTime() < first) return false;
  if (invoice.lastReminderAt === null) return true;
  return now.getTime() - invoice.lastReminderAt.getTime() >= invoiceReminderLimits.intervalDays * day;
}

/** The fee a reminder adds: the setting, not below 0 nor above the legal cap. */
export function reminderFee(setting: number): number {
  return Math.min(Math.max(0, Math.trunc(setting)), reminderFeeCap);
}

/** The new due date a reminder gives (yyyy-mm-dd): 14 days from the day it is sent. */
export function reminderDueDate(now: Date): string {
  return new Date(now.getTime() + invoiceReminderLimits.intervalDays * day).toISOString().slice(0, 10);
}

/** Whole days an invoice is past its due date at `now` (0 when not yet due or not open). */
export function daysOverdue(dueDate: string | null, now: Date): number {
  if (dueDate === null) return 0;
  const days = Math.floor((now.getTime() - dayStart(dueDate)) / day);
  return Math.max(0, days);
}
