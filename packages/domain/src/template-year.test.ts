import { describe, expect, it } from "vitest";
import {
  allowedYears,
  canChangeYear,
  clampYear,
  defaultYear,
  nextYear,
  previousYear,
  yearOnBlur,
} from "./template-year.ts";

const open = { current: 2026, supportedYears: [] };
const calendar = { current: 2026, supportedYears: [2025, 2026, 2027, 2028] };

describe("the template year (spec 02 §5 Year)", () => {
  it("defaults to the current year", () => {
    expect(defaultYear(open)).toBe(2026);
    expect(defaultYear(calendar)).toBe(2026);
  });

  it("defaults to the first supported year after the current one when the current is not supported, else the last", () => {
    expect(defaultYear({ current: 2026, supportedYears: [2028, 2027] })).toBe(2027);
    expect(defaultYear({ current: 2026, supportedYears: [2023, 2024] })).toBe(2024);
  });

  it("never offers a year below the current one", () => {
    expect(allowedYears(calendar)).toEqual([2026, 2027, 2028]);
    expect(allowedYears(open)).toBeNull();
  });

  it("minus clamps at the current year", () => {
    expect(previousYear(2027, calendar)).toBe(2026);
    expect(previousYear(2026, calendar)).toBe(2026);
    expect(previousYear(2026, open)).toBe(2026);
    expect(previousYear(2030, open)).toBe(2029);
  });

  it("plus stays within the supported years", () => {
    expect(nextYear(2026, calendar)).toBe(2027);
    expect(nextYear(2028, calendar)).toBe(2028);
    expect(nextYear(2026, open)).toBe(2027);
  });

  it("clamps a year into the range", () => {
    expect(clampYear(2020, calendar)).toBe(2026);
    expect(clampYear(2040, calendar)).toBe(2028);
    expect(clampYear(2020, open)).toBe(2026);
    expect(clampYear(2031, open)).toBe(2031);
  });

  it("on blur resets a non-numeric or too-small value to the current year", () => {
    expect(yearOnBlur("abc", calendar)).toBe(2026);
    expect(yearOnBlur("", calendar)).toBe(2026);
    expect(yearOnBlur("2019", calendar)).toBe(2026);
    expect(yearOnBlur("2027", calendar)).toBe(2027);
    expect(yearOnBlur("2099", calendar)).toBe(2028);
    expect(yearOnBlur("2027.5", open)).toBe(2026);
  });

  it("'Change year' is disabled with only one year to choose", () => {
    expect(canChangeYear({ current: 2026, supportedYears: [2026] })).toBe(false);
    expect(canChangeYear({ current: 2026, supportedYears: [2025, 2026] })).toBe(false);
    expect(canChangeYear(calendar)).toBe(true);
    expect(canChangeYear(open)).toBe(true);
  });
});
