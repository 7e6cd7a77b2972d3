import { describe, expect, it } from "vitest";
import {
  daysOverdue,
  invoiceReminderDue,
  reminderDueDate,
  reminderFee,
  reminderFeeCap,
} from "./invoice-reminder.ts";

const open = { status: "open", dueDate: "2026-03-01", remindersSent: 0, lastReminderAt: null };

describe("when an invoice's reminder is due", () => {
  it("is not due before 14 whole days after the due date, and is due on the 15th day", () => {
    expect(invoiceReminderDue(open, new Date("2026-03-15T23:59:59Z"))).toBe(false);
    expect(invoiceReminderDue(open, new Date("2026-03-16T00:00:00Z"))).toBe(true);
  });

  it("waits 14 days after the last reminder", () => {
    const reminded = { ...open, remindersSent: 1, lastReminderAt: new Date("2026-03-16T08:00:00Z") };
    expect(invoiceReminderDue(reminded, new Date("2026-03-30T07:59:59Z"))).toBe(false);
    expect(invoiceReminderDue(reminded, new Date("2026-03-30T08:00:00Z"))).toBe(true);
  });

  it("sends at most two reminders", () => {
    const twice = { ...open, remindersSent: 2, lastReminderAt: new Date("2026-03-30T08:00:00Z") };
    expect(invoiceReminderDue(twice, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });

  it("never reminds of a paid or credited invoice, nor of one without a due date", () => {
    const late = new Date("2027-01-01T00:00:00Z");
    expect(invoiceReminderDue({ ...open, status: "paid" }, late)).toBe(false);
    expect(invoiceReminderDue({ ...open, status: "credited" }, late)).toBe(false);
    expect(invoiceReminderDue({ ...open, dueDate: null }, late)).toBe(false);
  });
});

describe("the reminder fee", () => {
  it("is the setting, capped at 1/20 of the inkassosats of 700 kr", () => {
    expect(reminderFeeCap).toBe(3_500);
    expect(reminderFee(2_500)).toBe(2_500);
    expect(reminderFee(7_000)).toBe(3_500);
    expect(reminderFee(0)).toBe(0);
    expect(reminderFee(-100)).toBe(0);
  });
});

describe("days overdue and the new due date", () => {
  it("counts whole days after the due date", () => {
    expect(daysOverdue("2026-03-01", new Date("2026-02-28T12:00:00Z"))).toBe(0);
    expect(daysOverdue("2026-03-01", new Date("2026-03-01T23:00:00Z"))).toBe(0);
    expect(daysOverdue("2026-03-01", new Date("2026-03-11T00:00:00Z"))).toBe(10);
    expect(daysOverdue(null, new Date())).toBe(0);
  });

  it("gives the parent 14 days from the reminder", () => {
    expect(reminderDueDate(new Date("2026-03-16T08:00:00Z"))).toBe("2026-03-30");
  });
});
