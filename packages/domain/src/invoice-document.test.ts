import { describe, expect, it } from "vitest";
import { dueDateOf, invoiceLinesOf, invoiceTotal, vatByRate } from "./invoice-document.ts";

const order = {
  lines: [
    { description: "Digital file", quantity: 1, amount: 14_900 },
    { description: "Print 13x18", quantity: 3, amount: 29_700 },
  ],
  summary: [
    { kind: "subtotal", description: "Subtotal", linePrice: 44_600 },
    { kind: "voucher", description: "SPRING", linePrice: -4_460 },
    { kind: "shipping", description: "Post", linePrice: 9_900 },
    { kind: "fee", description: "Invoice fee", linePrice: 2_900 },
    { kind: "total", description: "Total", linePrice: 52_940 },
    { kind: "tax", description: "VAT", linePrice: 10_588 },
  ],
  vatRate: 2500,
  totalPrice: 52_940,
};

describe("an invoice's lines", () => {
  it("are the order's lines, its voucher, delivery and fee, adding up to the order's total", () => {
    const lines = invoiceLinesOf(order);
    expect(lines.map((l) => [l.kind, l.description, l.quantity, l.amount])).toEqual([
      ["product", "Digital file", 1, 14_900],
      ["product", "Print 13x18", 3, 29_700],
      ["voucher", "SPRING", 1, -4_460],
      ["shipping", "Post", 1, 9_900],
      ["fee", "Invoice fee", 1, 2_900],
    ]);
    expect(invoiceTotal(lines)).toBe(order.totalPrice);
  });

  it("give each line its VAT at the order's rate (25 % of a price with VAT is a fifth)", () => {
    const [file] = invoiceLinesOf(order);
    expect(file).toMatchObject({ vatRate: 2500, vatAmount: 2_980 });
  });

  it("sum the VAT once per rate, as the order's VAT is", () => {
    expect(vatByRate(invoiceLinesOf(order))).toEqual([{ rate: 2500, gross: 52_940, vat: 10_588 }]);
  });

  it("leave a free delivery out", () => {
    const free = { ...order, summary: [{ kind: "shipping", description: "Post", linePrice: 0 }] };
    expect(invoiceLinesOf(free).map((l) => l.description)).toEqual(["Digital file", "Print 13x18"]);
  });
});

describe("the due date", () => {
  it("counts the days from the invoice's day in Oslo", () => {
    expect(dueDateOf(new Date("2026-11-29T12:00:00Z"), 14)).toBe("2026-12-13");
  });

  it("counts from Oslo's day, not UTC's, late in the evening", () => {
    // 23:30 UTC on 31 December is 00:30 on 1 January in Oslo.
    expect(dueDateOf(new Date("2026-12-31T23:30:00Z"), 10)).toBe("2027-01-11");
  });

  it("crosses months and a summer-time change", () => {
    expect(dueDateOf(new Date("2027-03-20T10:00:00Z"), 30)).toBe("2027-04-19");
  });
});
