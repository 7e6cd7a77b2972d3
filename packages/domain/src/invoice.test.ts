import { describe, expect, it } from "vitest";
import { checkInvoice, digitalFilesReleased, invoiceRefusalText, invoiceTexts } from "./invoice.ts";

describe("paying by invoice", () => {
  it.each([
    [{ amount: 500_000, maxAmount: 500_000, hasUnpaidInvoice: false }, null],
    [{ amount: 0, maxAmount: 500_000, hasUnpaidInvoice: false }, null],
    [{ amount: 500_001, maxAmount: 500_000, hasUnpaidInvoice: false }, "overMaximum"],
    [{ amount: 10_000, maxAmount: 500_000, hasUnpaidInvoice: true }, "unpaidInvoice"],
    [{ amount: 600_000, maxAmount: 500_000, hasUnpaidInvoice: true }, "overMaximum"],
  ] as const)("%o gives %s", (context, expected) => {
    expect(checkInvoice(context)).toBe(expected);
  });

  it("names the maximum in the shop's currency", () => {
    expect(invoiceRefusalText("overMaximum", 500_000, "NOK")).toBe(
      "Invoice is only available for orders up to NOK 5,000. Please choose another payment method.",
    );
    expect(invoiceRefusalText("overMaximum", 12_550, "EUR")).toBe(
      "Invoice is only available for orders up to €125.50. Please choose another payment method.",
    );
  });

  it("says why a second invoice is refused", () => {
    expect(invoiceRefusalText("unpaidInvoice", 500_000, "NOK")).toBe(invoiceTexts.unpaidInvoice);
  });
});

describe("the digital files of an order (decision 0043)", () => {
  it.each([
    ["paid by card", { isInvoice: false, paid: true }, true],
    ["an invoice not paid yet", { isInvoice: true, paid: false }, false],
    ["an invoice marked paid", { isInvoice: true, paid: true }, true],
  ] as const)("%s: released %s", (_name, payment, released) => {
    expect(digitalFilesReleased(payment)).toBe(released);
  });
});
