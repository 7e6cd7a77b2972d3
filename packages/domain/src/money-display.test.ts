import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney } from "./money-display.ts";

/** Intl separates the currency with a no-break space; the tests read it as a space. */
const plain = (text: string) => text.replace(/\s/g, " ");

describe("money as people write it", () => {
  it("shows minor units as the currency's whole amount with its decimals", () => {
    expect(plain(formatMoney(14900, "NOK", "en"))).toBe("NOK 149.00");
    expect(plain(formatMoney(14950, "NOK", "nb"))).toBe("149,50 kr");
    expect(plain(formatMoney(0, "NOK", "en"))).toBe("NOK 0.00");
  });

  it("drops the decimals of a whole amount inside a sentence, and keeps them otherwise", () => {
    expect(plain(formatAmount(30000, "NOK", "en"))).toBe("NOK 300");
    expect(plain(formatAmount(30050, "NOK", "en"))).toBe("NOK 300.50");
  });
});
