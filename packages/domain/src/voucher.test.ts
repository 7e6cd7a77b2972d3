import { describe, expect, it } from "vitest";
import {
  evaluateVoucher,
  formatAmountEnglish,
  type VoucherRule,
  voucherReasonText,
  voucherReasonTexts,
} from "./voucher.ts";

const now = new Date("2026-05-01T12:00:00Z");
const base: VoucherRule = {
  kind: "percent",
  value: 1000,
  minOrderValue: null,
  expiresAt: null,
  productIds: null,
  oncePerUser: false,
};
const lines = [
  { productId: 1, actualLinePrice: 14_900 },
  { productId: 2, actualLinePrice: 44_900 },
];
const context = (overrides: Partial<Parameters<typeof evaluateVoucher>[1]> = {}) => ({
  lines,
  subtotal: 59_800,
  now,
  usedByUser: false,
  ...overrides,
});

describe("a voucher's rebate", () => {
  it.each([
    ["10 % of every line", {}, {}, 5_980],
    [
      "10 % rounds to whole minor units",
      {},
      { lines: [{ productId: 1, actualLinePrice: 14_905 }], subtotal: 14_905 },
      1_491,
    ],
    ["12.5 % of 99", { value: 1250 }, { lines: [{ productId: 1, actualLinePrice: 99 }], subtotal: 99 }, 12],
    ["100 % takes the lines, no more", { value: 10_000 }, {}, 59_800],
    ["150 % never takes more than the lines", { value: 15_000 }, {}, 59_800],
    ["a percentage of the product in scope only", { productIds: [2] }, {}, 4_490],
    ["a fixed amount", { kind: "amount", value: 5_000 }, {}, 5_000],
    ["a fixed amount never more than the subtotal", { kind: "amount", value: 100_000 }, {}, 59_800],
    [
      "a fixed amount never more than the lines in scope",
      { kind: "amount", value: 20_000, productIds: [1] },
      {},
      14_900,
    ],
    ["a minimum that is reached exactly", { kind: "amount", value: 5_000, minOrderValue: 59_800 }, {}, 5_000],
    ["once per user, not used yet", { oncePerUser: true }, {}, 5_980],
    ["used before, but not a once-per-user code", {}, { usedByUser: true }, 5_980],
    ["expiring later", { expiresAt: new Date("2026-05-01T12:00:01Z") }, {}, 5_980],
  ] as const)("%s", (_name, rule, ctx, rebate) => {
    expect(evaluateVoucher({ ...base, ...rule }, context(ctx))).toEqual({ ok: true, rebate });
  });
});

describe("a refused voucher says why", () => {
  it.each([
    ["no such code", null, {}, "unknown"],
    ["expired a moment ago", { ...base, expiresAt: new Date("2026-05-01T11:59:59Z") }, {}, "expired"],
    ["expiring this very moment", { ...base, expiresAt: now }, {}, "expired"],
    ["below the minimum", { ...base, minOrderValue: 59_801 }, {}, "minimumNotReached"],
    [
      "a minimum in an empty cart",
      { ...base, minOrderValue: 30_000 },
      { lines: [], subtotal: 0 },
      "minimumNotReached",
    ],
    ["no line of its products", { ...base, productIds: [3] }, {}, "notApplicable"],
    ["an empty cart", base, { lines: [], subtotal: 0 }, "notApplicable"],
    [
      "only free lines",
      base,
      { lines: [{ productId: 1, actualLinePrice: 0 }], subtotal: 0 },
      "notApplicable",
    ],
    ["used already, once per user", { ...base, oncePerUser: true }, { usedByUser: true }, "alreadyUsed"],
    [
      "expired and used: expiry first",
      { ...base, oncePerUser: true, expiresAt: now },
      { usedByUser: true },
      "expired",
    ],
  ] as const)("%s → %s", (_name, voucher, ctx, reason) => {
    expect(evaluateVoucher(voucher, context(ctx))).toEqual({ ok: false, reason });
  });
});

describe("the English reasons", () => {
  it.each([
    ["unknown", null, "This voucher code is not valid"],
    ["expired", null, "This voucher code has expired"],
    ["minimumNotReached", 30_000, "This voucher code is only valid for orders over NOK 300"],
    ["minimumNotReached", 29_950, "This voucher code is only valid for orders over NOK 299.50"],
    ["notApplicable", null, "This voucher code does not apply to the products in your cart"],
    ["alreadyUsed", null, "You have already used this voucher code"],
  ] as const)("%s (minimum %s) reads %j", (reason, minimum, text) => {
    expect(voucherReasonText(reason, minimum, "NOK")).toBe(text);
  });

  it("every reason has a text", () => {
    for (const text of Object.values(voucherReasonTexts)) expect(text.length).toBeGreaterThan(10);
  });

  it("formats amounts in the portal's currency", () => {
    expect(formatAmountEnglish(100_000, "NOK")).toBe("NOK 1,000");
    expect(formatAmountEnglish(1_050, "EUR")).toBe("€10.50");
  });
});
