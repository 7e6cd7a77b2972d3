import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney } from "./money-display.ts";
import { type AmountProblem, parseAmount, writeAmount } from "./money-input.ts";

const max = 100_000_000;

describe("an amount as a photographer writes it", () => {
  it.each([
    ["149", 14900],
    ["149.00", 14900],
    ["149,00", 14900],
    ["149,5", 14950],
    ["0.69", 69],
    ["0", 0],
    [" 69 ", 6900],
    ["1490,5", 149050],
    ["1 490,50", 149050],
    ["1 490.50", 149050],
    ["1\u00a0490,50", 149050],
    ["1\u202f490,50", 149050],
    ["1 000 000", 100000000],
    ["1,490.50", 149050],
    ["1.490,50", 149050],
    ["1,490,000", 149_000_000],
  ])("reads %j as %i minor units", (text, minor) => {
    expect(parseAmount(text, max * 10)).toEqual({ ok: true, minor });
  });

  it.each<[string, AmountProblem]>([
    ["", "empty"],
    ["   ", "empty"],
    ["abc", "not-a-number"],
    ["1,2,3", "not-a-number"],
    ["14 90", "not-a-number"],
    ["1e3", "not-a-number"],
    ["149,", "not-a-number"],
    [",50", "not-a-number"],
    ["149 kr", "not-a-number"],
    ["149,999", "ambiguous"],
    ["149.999", "ambiguous"],
    ["149,9999", "too-many-decimals"],
    ["-149", "negative"],
    ["\u2212149,00", "negative"],
    ["1000000,01", "too-large"],
    ["99999999999999999999", "too-large"],
  ])("refuses %j: %s", (text, problem) => {
    expect(parseAmount(text, max)).toEqual({ ok: false, problem });
  });

  it("takes the maximum itself", () => {
    expect(parseAmount("1000000", max)).toEqual({ ok: true, minor: max });
  });

  it.each([0, 69, 6900, 14950, 149050, 100000000])(
    "reads what the shop shows of %i back as the same amount, in English and Norwegian",
    (minor) => {
      for (const language of ["en", "nb"]) {
        expect(parseAmount(formatMoney(minor, "NOK", language), max, "NOK")).toEqual({ ok: true, minor });
        expect(parseAmount(formatAmount(minor, "NOK", language), max, "NOK")).toEqual({ ok: true, minor });
      }
      expect(parseAmount(formatMoney(minor, "EUR", "en"), max, "EUR")).toEqual({ ok: true, minor });
      expect(parseAmount(writeAmount(minor), max)).toEqual({ ok: true, minor });
    },
  );

  it("writes a whole amount without decimals and any other with two", () => {
    expect([writeAmount(14900), writeAmount(14950), writeAmount(69), writeAmount(0)]).toEqual([
      "149",
      "149.50",
      "0.69",
      "0",
    ]);
  });
});
