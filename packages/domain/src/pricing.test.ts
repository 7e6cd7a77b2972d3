import { describe, expect, it } from "vitest";
import {
  digitalUnitPrice,
  effectiveRebatedPrice,
  linePrices,
  type ProductPrice,
  regularFirstPrice,
  subProductExtra,
  unitPrice,
  unitPriceWith,
} from "./pricing.ts";

const tiers: ProductPrice[] = [
  { quantity: 10, price: 8_000, campaignPrice: null },
  { quantity: 1, price: 10_000, campaignPrice: null },
  { quantity: 5, price: 9_000, campaignPrice: 8_500 },
  { quantity: 20, price: 7_000, campaignPrice: 7_500 },
];

describe("the unit price comes from the tier with the highest quantity not above the line's", () => {
  it.each([
    [1, 10_000, 10_000],
    [4, 10_000, 10_000],
    [5, 9_000, 8_500],
    [9, 9_000, 8_500],
    [10, 8_000, 8_000],
    [19, 8_000, 8_000],
    [20, 7_000, 7_000],
    [500, 7_000, 7_000],
  ])("quantity %i → regular %i, actual %i", (quantity, regular, actual) => {
    expect(unitPrice(tiers, quantity)).toEqual({ regular, actual });
  });

  it("a line below every tier pays the lowest tier", () => {
    const fromThree: ProductPrice[] = [
      { quantity: 3, price: 5_000, campaignPrice: 4_000 },
      { quantity: 6, price: 4_500, campaignPrice: null },
    ];
    expect(unitPrice(fromThree, 1)).toEqual({ regular: 5_000, actual: 4_000 });
  });

  it.each([
    [null, 14_900],
    [9_900, 9_900],
    [14_900, 14_900],
    [19_900, 14_900],
    [0, 0],
  ])("a campaign price of %s gives %i (it counts only when lower)", (campaignPrice, actual) => {
    expect(unitPrice([{ quantity: 1, price: 14_900, campaignPrice }], 1)).toEqual({
      regular: 14_900,
      actual,
    });
  });

  it("a product without prices has no unit price", () => {
    expect(() => unitPrice([], 1)).toThrow(RangeError);
  });
});

describe("the regular first price is the lowest tier's price", () => {
  it.each([
    [tiers, 10_000],
    [[{ quantity: 2, price: 300, campaignPrice: 100 }], 300],
  ] as const)("%j → %i", (prices, expected) => {
    expect(regularFirstPrice(prices)).toBe(expected);
  });
});

describe("a rebated digital price counts only if not higher than the regular first price (spec 03 §5)", () => {
  it.each([
    [59_900, 44_900, 44_900],
    [59_900, 59_900, 59_900],
    [59_900, 59_901, null],
    [39_900, 44_900, null],
    [59_900, null, null],
    [59_900, 0, 0],
  ])("regular %i, rebated %s → %s", (regular, rebated, expected) => {
    expect(effectiveRebatedPrice(regular, rebated)).toBe(expected);
  });
});

describe("line prices", () => {
  it.each([
    ["one piece at the first tier", 1, {}, 10_000, 10_000],
    ["five pieces at the campaign price", 5, {}, 45_000, 42_500],
    ["a rebated price lower than the tier", 1, { rebatedUnitPrice: 7_000 }, 10_000, 7_000],
    ["a rebated price above the campaign is not used", 5, { rebatedUnitPrice: 8_900 }, 45_000, 42_500],
    ["sub-product extras on each piece", 2, { extraPerUnit: 1_000 }, 22_000, 22_000],
  ] as const)("%s", (_name, quantity, options, linePrice, actualLinePrice) => {
    expect(linePrices(tiers, quantity, options)).toEqual({ linePrice, actualLinePrice });
  });
});

describe("a promoted price is a rebated unit price: it counts where it is lower than the tier's", () => {
  it.each([
    ["one piece at the promoted price", 1, 7_000, { regular: 10_000, actual: 7_000 }],
    ["no promoted price", 1, null, { regular: 10_000, actual: 10_000 }],
    ["a tier lower than the promoted price", 10, 9_500, { regular: 8_000, actual: 8_000 }],
    ["a campaign lower than the promoted price", 5, 8_900, { regular: 9_000, actual: 8_500 }],
  ] as const)("%s", (_name, quantity, rebated, expected) => {
    expect(unitPriceWith(tiers, quantity, rebated)).toEqual(expected);
  });

  it("a promoted line with a sub-product pays the promoted price plus the extra on each piece", () => {
    expect(linePrices(tiers, 2, { rebatedUnitPrice: 7_000, extraPerUnit: 300 })).toEqual({
      linePrice: 20_600,
      actualLinePrice: 14_600,
    });
  });
});

describe("the chosen sub-products add their extra prices to each piece", () => {
  const offered = [
    { uuid: "envelope", extraPrice: 300 },
    { uuid: "gift-box", extraPrice: 2_000 },
  ];

  it.each([
    ["none chosen", [], 0],
    ["one chosen", ["envelope"], 300],
    ["both chosen", ["envelope", "gift-box"], 2_300],
    ["a uuid the product does not offer adds nothing", ["other"], 0],
  ] as const)("%s", (_name, chosen, extra) => {
    expect(subProductExtra(offered, chosen)).toBe(extra);
  });
});

describe("a digital file or set costs its first price, lowered by a campaign or a rebated price that counts", () => {
  const first = (price: number, campaignPrice: number | null = null): ProductPrice[] => [
    { quantity: 1, price, campaignPrice },
  ];
  it.each([
    ["no rebate", first(14_900), null, { regular: 14_900, actual: 14_900, rebatedPrice: null }],
    [
      "a rebated price below the first price",
      first(14_900),
      9_900,
      { regular: 14_900, actual: 9_900, rebatedPrice: 9_900 },
    ],
    [
      "a rebated price above the first price is ignored",
      first(14_900),
      19_900,
      { regular: 14_900, actual: 14_900, rebatedPrice: null },
    ],
    [
      "a campaign price lower than the rebated one wins",
      first(14_900, 7_900),
      9_900,
      { regular: 14_900, actual: 7_900, rebatedPrice: 7_900 },
    ],
    [
      "a rebated price lower than the campaign wins",
      first(14_900, 12_900),
      9_900,
      { regular: 14_900, actual: 9_900, rebatedPrice: 9_900 },
    ],
    [
      "the first price of a tiered list, whatever the tiers above it",
      tiers,
      null,
      { regular: 10_000, actual: 10_000, rebatedPrice: null },
    ],
  ] as const)("%s", (_name, prices, rebated, expected) => {
    expect(digitalUnitPrice(prices, rebated)).toEqual(expected);
  });
});
