import { describe, expect, it } from "vitest";
import {
  countdownParts,
  countdownSeconds,
  countdownVisible,
  maySwitchSubject,
  nextItemVersion,
  packagePrice,
  packagePriceDisplay,
  timeLimitedDiscountHolds,
} from "./package-offer.ts";

const now = new Date("2026-11-26T12:00:00Z");
const later = new Date("2026-11-29T12:00:00Z");
const earlier = new Date("2026-11-25T12:00:00Z");

describe("package price (spec 02 §3 package offer)", () => {
  const prices = { originalPrice: 99_900, priceIncludingDiscount: 79_900, timeLimitedDiscountPrice: 59_900 };
  it("is the time-limited price until its end, then the discounted price", () => {
    expect(packagePrice({ ...prices, timeLimitedDiscountEnds: later }, now)).toBe(59_900);
    expect(packagePrice({ ...prices, timeLimitedDiscountEnds: earlier }, now)).toBe(79_900);
    expect(packagePrice({ ...prices, timeLimitedDiscountEnds: now }, now)).toBe(79_900);
  });
  it("needs both a time-limited price and an end", () => {
    expect(timeLimitedDiscountHolds({ ...prices, timeLimitedDiscountEnds: null }, now)).toBe(false);
    expect(
      timeLimitedDiscountHolds(
        { ...prices, timeLimitedDiscountPrice: null, timeLimitedDiscountEnds: later },
        now,
      ),
    ).toBe(false);
  });
});

describe("package price display (spec 02 §9)", () => {
  it.each([
    // time-limited: 'Price' crossed out plus 'Just now'
    [
      {
        originalPrice: 1000,
        priceIncludingDiscount: 800,
        useTimeLimitedDiscount: true,
        timeLimitedDiscountPrice: 600,
      },
      { kind: "timeLimited", price: 1000, justNow: 600 },
    ],
    // a normal discount: 'Price' plus 'Package price'
    [
      {
        originalPrice: 1000,
        priceIncludingDiscount: 800,
        useTimeLimitedDiscount: false,
        timeLimitedDiscountPrice: 600,
      },
      { kind: "discount", price: 1000, packagePrice: 800 },
    ],
    // otherwise 'Price' when above 0
    [
      {
        originalPrice: 1000,
        priceIncludingDiscount: 1000,
        useTimeLimitedDiscount: false,
        timeLimitedDiscountPrice: null,
      },
      { kind: "plain", price: 1000 },
    ],
    [
      {
        originalPrice: 0,
        priceIncludingDiscount: 0,
        useTimeLimitedDiscount: false,
        timeLimitedDiscountPrice: null,
      },
      { kind: "none" },
    ],
  ] as const)("%o shows %o", (offer, display) => {
    expect(packagePriceDisplay(offer)).toEqual(display);
  });
});

describe("package countdown (spec 02 §4: ticks every second, hides at 0 or less)", () => {
  it("counts whole seconds up", () => {
    expect(countdownSeconds(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(countdownSeconds(earlier, now)).toBe(0);
  });
  it("hides at 0 or less, and without an end", () => {
    expect(countdownVisible(later, now)).toBe(true);
    expect(countdownVisible(now, now)).toBe(false);
    expect(countdownVisible(earlier, now)).toBe(false);
    expect(countdownVisible(null, now)).toBe(false);
  });
  it("splits into days, hours, minutes and seconds", () => {
    expect(countdownParts(3 * 86_400 + 4 * 3600 + 5 * 60 + 6)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("picture-set choice restriction (spec 02 §5)", () => {
  const a = { uuid: "s1", jobUuid: "j1", jobType: "school", photographerUuid: "p1" };
  it.each([
    [1, { ...a }, true],
    [1, { ...a, uuid: "s2" }, false],
    [2, { ...a, uuid: "s2" }, true],
    [2, { ...a, uuid: "s2", jobUuid: "j2" }, false],
    [3, { ...a, uuid: "s2", jobUuid: "j2" }, true],
    [3, { ...a, uuid: "s2", jobUuid: "j2", jobType: "kindergarten" }, false],
    [0, { ...a }, false],
    [4, { ...a }, false],
  ] as const)("mode %i to %o: %s", (mode, to, allowed) => {
    expect(maySwitchSubject(mode, false, a, to)).toBe(allowed);
  });
  it("the white-label option keeps to the same photographer", () => {
    const other = { ...a, uuid: "s2", jobUuid: "j2", photographerUuid: "p2" };
    expect(maySwitchSubject(3, false, a, other)).toBe(true);
    expect(maySwitchSubject(3, true, a, other)).toBe(false);
  });
});

describe("package item version (spec 02 §4 replace-all in a package)", () => {
  it("starts at 1 and increases by 1", () => {
    expect(nextItemVersion(undefined)).toBe(1);
    expect(nextItemVersion(0)).toBe(1);
    expect(nextItemVersion(1)).toBe(2);
  });
});
