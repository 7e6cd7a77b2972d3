import { describe, expect, it } from "vitest";
import { freeDeliveryState, isShippingFree } from "./free-delivery.ts";

describe("the free-delivery bar (spec 02 §9)", () => {
  it.each([
    [0, null, null],
    [50_000, null, null],
    [0, 100_000, { threshold: 100_000, state: "spendOver", remaining: 100_000 }],
    [14_900, 100_000, { threshold: 100_000, state: "more", remaining: 85_100 }],
    [99_999, 100_000, { threshold: 100_000, state: "more", remaining: 1 }],
    [100_000, 100_000, { threshold: 100_000, state: "free", remaining: 0 }],
    [120_000, 100_000, { threshold: 100_000, state: "free", remaining: 0 }],
    [0, 0, { threshold: 0, state: "free", remaining: 0 }],
    [100, 0, { threshold: 0, state: "free", remaining: 0 }],
  ] as const)("products %i, threshold %s → %j", (total, threshold, expected) => {
    expect(freeDeliveryState(total, threshold)).toEqual(expected);
  });
});

describe("shipping is free once the products reach the threshold", () => {
  it.each([
    [99_999, 100_000, false],
    [100_000, 100_000, true],
    [5_000, null, false],
    [0, 0, true],
  ] as const)("products %i, threshold %s → %s", (total, threshold, free) => {
    expect(isShippingFree(total, threshold)).toBe(free);
  });
});
