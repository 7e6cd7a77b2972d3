import { describe, expect, it } from "vitest";
import { formatInvoiceList } from "./invoice.ts";
import { formatIncidents } from "./payments.ts";

const invoice = {
  uuid: "1a2b3c4d-0000-4000-8000-000000000000",
  reference: "1a2b3c4d",
  confirmedAt: new Date("2026-05-02T08:30:00Z"),
  amount: 17_800,
  currency: "NOK",
  email: "kari@example.com",
  status: "invoiced",
};

describe("the operator's lists", () => {
  it("lists an unpaid invoice with its reference, date, amount and e-mail, and counts them", () => {
    expect(formatInvoiceList([invoice], { personNumbers: false })).toBe(
      "#1a2b3c4d  2026-05-02 08:30 UTC  NOK 178  kari@example.com\n\n1 unpaid invoice.",
    );
    expect(formatInvoiceList([], { personNumbers: false })).toBe("No unpaid invoices.");
  });

  it("shows the national identity number only when asked, and names an order past invoiced", () => {
    const shown = formatInvoiceList([{ ...invoice, status: "in_production", personNumber: "01019012480" }], {
      personNumbers: true,
    });
    expect(shown).toContain("(in production)  01019012480");
    expect(
      formatInvoiceList([{ ...invoice, personNumber: "01019012480" }], { personNumbers: false }),
    ).not.toContain("01019012480");
  });

  it("says what is left to do for a payment incident that was not refunded", () => {
    const incident = {
      id: 7,
      kind: "late_payment" as const,
      status: "needs_operator" as const,
      provider: "stripe",
      providerRef: "cs_test_1",
      paymentRef: "pi_test_1",
      refundRef: null,
      amount: 14_900,
      currency: "NOK",
      createdAt: new Date("2026-05-02T08:30:00Z"),
      transactionUuid: null,
      orderReference: "1a2b3c4d",
    };
    expect(formatIncidents([incident], { all: false })).toBe(
      "7. 2026-05-02 08:30 UTC  NOK 149 for order #1a2b3c4d: paid after the payment was cancelled or expired\n" +
        "   stripe cs_test_1; NOT refunded: refund pi_test_1 in the stripe dashboard, then run `npm run shop -- payments resolve 7`",
    );
    expect(
      formatIncidents([{ ...incident, status: "refunded", refundRef: "re_1" }], { all: true }),
    ).toContain("refunded by the shop (re_1)");
    expect(formatIncidents([], { all: false })).toBe("No payment incidents need you.");
  });
});
