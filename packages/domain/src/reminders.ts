/**
 * Reminder mails (issue 13 "Reminders are real", spec 01 §2.6 Communication): which reminder is due for a parent and
 * a picture set at a moment. A reminder is about one moment — the job's yearbook pose deadline, or the end of a package
 * offer's time-limited price — and is due from `lead` before that moment until the moment itself.
 */
import { timeLimitedDiscountHolds } from "./package-offer.ts";
import { isSelectionExpired } from "./picture-set-rules.ts";

export const reminderKinds = ["yearbook_pose", "package_price"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

const hour = 3_600_000;
const day = 24 * hour;

/** A yearbook pose reminder is due within 3 days before the job's selection deadline. */
export const yearbookPoseReminderLeadMs = 3 * day;
/** A package price reminder is due within 2 days before the offer's time-limited price ends. */
export const packagePriceReminderLeadMs = 2 * day;

export const reminderLeadMs: Readonly<Record<ReminderKind, number>> = {
  yearbook_pose: yearbookPoseReminderLeadMs,
  package_price: packagePriceReminderLeadMs,
};

/**
 * The moments a reminder of the kind is due for at `now`: from `now` to `now + lead`, both ends included (a
 * selection is open up to its deadline; the database query that finds candidates uses the same bounds, and each
 * candidate is then decided by the rules below).
 */
export function reminderWindow(kind: ReminderKind, now: Date): { from: Date; to: Date } {
  return { from: now, to: new Date(now.getTime() + reminderLeadMs[kind]) };
}

/** What the parent has done and chosen, shared by both kinds. */
export interface ReminderRecipientFacts {
  /** The parent's toggle for this picture set on the Communication page (no choice stored: on). */
  remindersEnabled: boolean;
  /** The account's e-mail address; an account without one (anonymous) gets no mail. */
  email: string | null;
}

function recipientWantsMail(f: ReminderRecipientFacts): boolean {
  return f.remindersEnabled && f.email !== null && f.email.trim() !== "";
}

export interface YearbookPoseReminderFacts extends ReminderRecipientFacts {
  /** The job's yearbook pose selection deadline; null: the job has no selection. */
  deadline: Date | null;
  /** The subject qualifies for yearbook pose selection (qualifyForSelectYearbookPose). */
  qualifies: boolean;
  /** The parent has chosen a yearbook pose for this subject. */
  poseChosen: boolean;
}

/**
 * A yearbook pose reminder is due when the subject qualifies, the selection has not expired (the same rule as the
 * yearbook pose page, `isSelectionExpired`), its deadline is at most the lead time away, the parent has not chosen a
 * pose, and the parent wants reminders for the set.
 */
export function yearbookPoseReminderDue(f: YearbookPoseReminderFacts, now: Date): boolean {
  if (!recipientWantsMail(f) || !f.qualifies || f.poseChosen || f.deadline === null) return false;
  if (isSelectionExpired(f.deadline, now)) return false;
  return f.deadline.getTime() - now.getTime() <= yearbookPoseReminderLeadMs;
}

export interface PackagePriceReminderFacts extends ReminderRecipientFacts {
  timeLimitedDiscountPrice: number | null;
  timeLimitedDiscountEnds: Date | null;
  /** The offer can be bought: a package (not a link card), not disabled, of a job that is not archived. */
  buyable: boolean;
  /** The parent has a placed order (paid or invoiced, or later) with this offer for this picture set. */
  ordered: boolean;
}

/**
 * A package price reminder is due when the offer's time-limited price still holds (`timeLimitedDiscountHolds`, the
 * price the offer's card shows), it ends at most the lead time away, the offer can be bought, the parent has not
 * ordered it for this set, and the parent wants reminders for the set.
 */
export function packagePriceReminderDue(f: PackagePriceReminderFacts, now: Date): boolean {
  if (!recipientWantsMail(f) || !f.buyable || f.ordered) return false;
  const prices = {
    originalPrice: 0,
    priceIncludingDiscount: 0,
    timeLimitedDiscountPrice: f.timeLimitedDiscountPrice,
    timeLimitedDiscountEnds: f.timeLimitedDiscountEnds,
  };
  if (!timeLimitedDiscountHolds(prices, now) || f.timeLimitedDiscountEnds === null) return false;
  return f.timeLimitedDiscountEnds.getTime() - now.getTime() <= packagePriceReminderLeadMs;
}
