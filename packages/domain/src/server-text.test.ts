import { describe, expect, it } from "vitest";
import { invoiceRefusalText, invoiceTexts } from "./invoice.ts";
import { findTemplate, matchTemplate } from "./server-text.ts";
import { voucherReasonText, voucherReasonTexts } from "./voucher.ts";

describe("finding the template of a server text", () => {
  it("reads the values a template was filled in with", () => {
    expect(matchTemplate("Orders over {{amount}} (code {{code}})", "Orders over NOK 300 (code A.B)")).toEqual(
      {
        amount: "NOK 300",
        code: "A.B",
      },
    );
    expect(matchTemplate("No placeholder here", "No placeholder here")).toEqual({});
  });

  it("does not take a text that only looks alike", () => {
    expect(matchTemplate("Orders over {{amount}}", "Orders over ")).toBeNull();
    expect(matchTemplate("Orders over {{amount}}", "All orders over NOK 3")).toBeNull();
    expect(matchTemplate("a.b", "axb")).toBeNull();
  });

  it("finds every voucher reason and invoice refusal again from its text", () => {
    for (const key of Object.keys(voucherReasonTexts) as Array<keyof typeof voucherReasonTexts>) {
      expect(findTemplate(voucherReasonTexts, voucherReasonText(key, 30_000, "NOK"))?.key).toBe(key);
    }
    expect(findTemplate(voucherReasonTexts, voucherReasonText("minimumNotReached", 30_000, "NOK"))).toEqual({
      key: "minimumNotReached",
      values: { amount: "NOK 300" },
    });
    expect(findTemplate(invoiceTexts, invoiceRefusalText("overMaximum", 500_000, "NOK"))).toEqual({
      key: "overMaximum",
      values: { amount: "NOK 5,000" },
    });
    expect(findTemplate(invoiceTexts, "Something else")).toBeNull();
  });
});
