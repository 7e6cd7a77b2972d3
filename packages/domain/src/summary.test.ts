import { describe, expect, it } from "vitest";
import { computeSummary, type SummaryInput, vatIncluded } from "./summary.ts";

const input = (overrides: Partial<SummaryInput> = {}): SummaryInput => ({
  lines: [
    { linePrice: 14_900, actualLinePrice: 14_900 },
    { linePrice: 59_900, actualLinePrice: 44_900 },
  ],
  voucherRebate: null,
  shipping: null,
  fees: [],
  freeShippingThreshold: null,
  vatRate: 2500,
  currency: "NOK",
  ...overrides,
});

const priced = (s: ReturnType<typeof computeSummary>) => s.lines.map((l) => [l.kind, l.type, l.linePrice]);

describe("the VAT a total includes", () => {
  it.each([
    [12_500, 2500, 2_500],
    [59_800, 2500, 11_960],
    [14_900, 2500, 2_980],
    [99, 2500, 20],
    [0, 2500, 0],
    [10_000, 1500, 1_304],
    [10_000, 0, 0],
  ])("%i at %i bp includes %i", (total, rate, vat) => {
    expect(vatIncluded(total, rate)).toBe(vat);
  });
});

describe("the cart summary", () => {
  it("adds the products after line rebates, then the total and the VAT it includes", () => {
    const s = computeSummary(input());
    expect(priced(s)).toEqual([
      ["subtotal", 0, 59_800],
      ["total", 4, 59_800],
      ["tax", 4, 11_960],
    ]);
    expect(s).toMatchObject({ totalPrice: 59_800, vatAmount: 11_960, currency: "NOK" });
    expect(s.lines.at(-1)?.description).toBe("VAT included");
  });

  it("takes the voucher off as a negative line", () => {
    const s = computeSummary(input({ voucherRebate: { description: "VELKOMMEN10", amount: 5_980 } }));
    expect(priced(s)).toEqual([
      ["subtotal", 0, 59_800],
      ["voucher", 2, -5_980],
      ["total", 4, 53_820],
      ["tax", 4, 10_764],
    ]);
  });

  it.each([
    ["below the threshold pays shipping", 100_000, null, 9_900],
    ["no threshold pays shipping", null, null, 9_900],
    ["reaching the threshold ships free", 59_800, null, 0],
    ["a voucher can bring the products back below the threshold", 59_800, 100, 9_900],
    ["a threshold of 0 ships everything free", 0, null, 0],
  ] as const)("%s", (_name, threshold, voucher, shippingPrice) => {
    const s = computeSummary(
      input({
        freeShippingThreshold: threshold,
        shipping: { description: "Postage", price: 9_900 },
        voucherRebate: voucher === null ? null : { description: "CODE", amount: voucher },
      }),
    );
    const shipping = s.lines.find((l) => l.kind === "shipping");
    expect(shipping).toEqual({ type: 3, kind: "shipping", description: "Postage", linePrice: shippingPrice });
    expect(s.totalPrice).toBe(59_800 - (voucher ?? 0) + shippingPrice);
  });

  it("adds fees after shipping, all of type 3", () => {
    const s = computeSummary(
      input({
        shipping: { description: "Postage", price: 9_900 },
        fees: [{ description: "Invoice fee", price: 2_900 }],
      }),
    );
    expect(priced(s)).toEqual([
      ["subtotal", 0, 59_800],
      ["shipping", 3, 9_900],
      ["fee", 3, 2_900],
      ["total", 4, 72_600],
      ["tax", 4, 14_520],
    ]);
  });

  it("never takes a voucher beyond the products, and the total never goes below 0", () => {
    const s = computeSummary(
      input({
        lines: [{ linePrice: 1_000, actualLinePrice: 1_000 }],
        voucherRebate: { description: "BIG", amount: 5_000 },
        fees: [{ description: "Credit", price: -500 }],
      }),
    );
    expect(priced(s)).toEqual([
      ["subtotal", 0, 1_000],
      ["voucher", 2, -1_000],
      ["fee", 3, -500],
      ["total", 4, 0],
      ["tax", 4, 0],
    ]);
    expect(s.totalPrice).toBe(0);
  });

  it("an empty cart sums to 0", () => {
    const s = computeSummary(input({ lines: [] }));
    expect(s.totalPrice).toBe(0);
    expect(s.vatAmount).toBe(0);
  });
});
