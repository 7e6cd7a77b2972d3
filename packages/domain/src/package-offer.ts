/**
 * Package offers (spec 02 §2 Packages, §3 package offer, §4 countdown, §9 package price display): which price a
 * package sells for at a moment, how its card shows the price, and how long its countdown has left.
 */

/** What an offer's prices are made of (minor units); the time-limited price holds until its end. */
export interface PackagePrices {
  originalPrice: number;
  priceIncludingDiscount: number;
  timeLimitedDiscountPrice: number | null;
  timeLimitedDiscountEnds: Date | null;
}

/** Whether the time-limited price holds at `now`: it is set, it has an end, and the end is still ahead. */
export function timeLimitedDiscountHolds(prices: PackagePrices, now: Date): boolean {
  return (
    prices.timeLimitedDiscountPrice !== null &&
    prices.timeLimitedDiscountEnds !== null &&
    prices.timeLimitedDiscountEnds.getTime() > now.getTime()
  );
}

/** What the package costs at `now`: the time-limited price while it holds, else the price including discount. */
export function packagePrice(prices: PackagePrices, now: Date): number {
  if (timeLimitedDiscountHolds(prices, now)) return prices.timeLimitedDiscountPrice as number;
  return prices.priceIncludingDiscount;
}

/** The price display of spec 02 §9, as the answer's fields carry it. */
export interface OfferPriceFields {
  originalPrice: number;
  priceIncludingDiscount: number;
  useTimeLimitedDiscount: boolean;
  timeLimitedDiscountPrice: number | null;
}

/**
 * Spec 02 §9: a time-limited discount shows 'Price' crossed out plus 'Just now'; a normal discount shows 'Price'
 * plus 'Package price'; otherwise 'Price' when above 0 (and nothing when not).
 */
export type PackagePriceDisplay =
  | { kind: "timeLimited"; price: number; justNow: number }
  | { kind: "discount"; price: number; packagePrice: number }
  | { kind: "plain"; price: number }
  | { kind: "none" };

export function packagePriceDisplay(offer: OfferPriceFields): PackagePriceDisplay {
  if (offer.useTimeLimitedDiscount && offer.timeLimitedDiscountPrice !== null) {
    return { kind: "timeLimited", price: offer.originalPrice, justNow: offer.timeLimitedDiscountPrice };
  }
  if (offer.priceIncludingDiscount < offer.originalPrice) {
    return { kind: "discount", price: offer.originalPrice, packagePrice: offer.priceIncludingDiscount };
  }
  if (offer.originalPrice > 0) return { kind: "plain", price: offer.originalPrice };
  return { kind: "none" };
}

/** Whole seconds left until `ends` (rounded up, so the banner never shows 0 while time is left); 0 once passed. */
export function countdownSeconds(ends: Date, now: Date): number {
  return Math.max(0, Math.ceil((ends.getTime() - now.getTime()) / 1000));
}

/** Spec 02 §4: the banner hides at 0 or less. */
export function countdownVisible(ends: Date | null, now: Date): boolean {
  return ends !== null && countdownSeconds(ends, now) > 0;
}

/** Days, hours, minutes and seconds of a number of seconds, for the banner. */
export function countdownParts(seconds: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const s = Math.max(0, Math.floor(seconds));
  return {
    days: Math.floor(s / 86_400),
    hours: Math.floor((s % 86_400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}

/**
 * Spec 02 §5 picture-set choice restriction, for changing a package's picture set: mode 1 the same subject, 2 the
 * same job, 3 the same job type; any other mode allows no change (mode 4 asks to replace a new picture in all the
 * package's items instead, spec 02 §4, replace-all.ts). With `samePhotographer` (the white-label option) the new set
 * must also be the same photographer's.
 */
export type SubjectChangeMode = 0 | 1 | 2 | 3 | 4;

export interface SubjectFacts {
  uuid: string;
  jobUuid: string;
  jobType: string;
  photographerUuid: string;
}

export function maySwitchSubject(
  mode: number,
  samePhotographer: boolean,
  from: SubjectFacts,
  to: SubjectFacts,
): boolean {
  if (samePhotographer && from.photographerUuid !== to.photographerUuid) return false;
  if (mode === 1) return from.uuid === to.uuid;
  if (mode === 2) return from.jobUuid === to.jobUuid;
  if (mode === 3) return from.jobType === to.jobType;
  return false;
}

/** Spec 02 §4: replacing pictures in all items raises each template item's version by 1, starting at 1. */
export function nextItemVersion(version: number | null | undefined): number {
  return version && version > 0 ? version + 1 : 1;
}
