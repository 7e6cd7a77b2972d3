import { describe, expect, it } from "vitest";
import {
  type PackagePriceReminderFacts,
  packagePriceReminderDue,
  packagePriceReminderLeadMs,
  reminderWindow,
  type YearbookPoseReminderFacts,
  yearbookPoseReminderDue,
  yearbookPoseReminderLeadMs,
} from "./reminders.ts";

const now = new Date("2031-03-10T09:00:00.000Z");
const at = (ms: number) => new Date(now.getTime() + ms);
const minute = 60_000;
const day = 24 * 60 * minute;

describe("the lead times", () => {
  it("are 3 days before the yearbook pose deadline and 2 days before a time-limited price ends", () => {
    expect(yearbookPoseReminderLeadMs).toBe(3 * day);
    expect(packagePriceReminderLeadMs).toBe(2 * day);
    expect(reminderWindow("yearbook_pose", now)).toEqual({ from: now, to: at(3 * day) });
    expect(reminderWindow("package_price", now)).toEqual({ from: now, to: at(2 * day) });
  });
});

describe("yearbook pose reminder", () => {
  const pose = (over: Partial<YearbookPoseReminderFacts> = {}): YearbookPoseReminderFacts => ({
    deadline: at(2 * day),
    qualifies: true,
    poseChosen: false,
    remindersEnabled: true,
    email: "parent@example.com",
    ...over,
  });

  it.each([
    ["deadline in 2 days", at(2 * day), true],
    ["deadline exactly 3 days ahead", at(3 * day), true],
    ["deadline 3 days and a minute ahead", at(3 * day + minute), false],
    ["deadline now (the selection is still open)", now, true],
    ["deadline a minute ago (expired)", at(-minute), false],
    ["no deadline", null, false],
  ] as const)("%s → due %s", (_label, deadline, due) => {
    expect(yearbookPoseReminderDue(pose({ deadline }), now)).toBe(due);
  });

  it.each([
    ["the subject does not qualify", { qualifies: false }],
    ["a pose is already chosen", { poseChosen: true }],
    ["reminders are off for the set", { remindersEnabled: false }],
    ["the account has no e-mail address", { email: null }],
    ["the account's e-mail address is empty", { email: " " }],
  ] as const)("nothing when %s", (_label, over) => {
    expect(yearbookPoseReminderDue(pose(), now)).toBe(true);
    expect(yearbookPoseReminderDue(pose(over), now)).toBe(false);
  });
});

describe("package price reminder", () => {
  const offer = (over: Partial<PackagePriceReminderFacts> = {}): PackagePriceReminderFacts => ({
    timeLimitedDiscountPrice: 49_900,
    timeLimitedDiscountEnds: at(day),
    buyable: true,
    ordered: false,
    remindersEnabled: true,
    email: "parent@example.com",
    ...over,
  });

  it.each([
    ["ends in a day", at(day), true],
    ["ends exactly 2 days ahead", at(2 * day), true],
    ["ends 2 days and a minute ahead", at(2 * day + minute), false],
    ["ends in a minute", at(minute), true],
    ["ends now (the price no longer holds)", now, false],
    ["ended a minute ago", at(-minute), false],
    ["no end", null, false],
  ] as const)("%s → due %s", (_label, ends, due) => {
    expect(packagePriceReminderDue(offer({ timeLimitedDiscountEnds: ends }), now)).toBe(due);
  });

  it.each([
    ["the offer has no time-limited price", { timeLimitedDiscountPrice: null }],
    ["the offer cannot be bought", { buyable: false }],
    ["the parent ordered it for the set", { ordered: true }],
    ["reminders are off for the set", { remindersEnabled: false }],
    ["the account has no e-mail address", { email: null }],
  ] as const)("nothing when %s", (_label, over) => {
    expect(packagePriceReminderDue(offer(), now)).toBe(true);
    expect(packagePriceReminderDue(offer(over), now)).toBe(false);
  });
});
