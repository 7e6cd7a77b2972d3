import { describe, expect, it } from "vitest";
import { campaignRuns, priceListIssues } from "./product-form.ts";

const tier = (quantity: number, price: number, campaignPrice: number | null = null) => ({
  quantity,
  price,
  campaignPrice,
});

describe("a product's price list", () => {
  it("sells from tiers of their own quantities with offers below their prices", () => {
    expect(
      priceListIssues({
        prices: [tier(1, 3_900), tier(10, 3_400, 2_900)],
        campaignEndsAt: null,
        active: true,
      }),
    ).toEqual([]);
  });

  it("needs a price to be on sale, and none to be kept off sale", () => {
    expect(priceListIssues({ prices: [], campaignEndsAt: null, active: true })).toEqual([
      { field: "prices", problem: "no-price" },
    ]);
    expect(priceListIssues({ prices: [], campaignEndsAt: null, active: false })).toEqual([]);
  });

  it("names the tier that repeats a quantity and the offer that is not lower", () => {
    expect(
      priceListIssues({
        prices: [tier(1, 3_900), tier(1, 3_000, 3_000)],
        campaignEndsAt: null,
        active: true,
      }),
    ).toEqual([
      { field: "prices.1.quantity", problem: "same-quantity" },
      { field: "prices.1.campaignPrice", problem: "campaign-not-lower" },
    ]);
  });

  it("refuses an offer's end without an offer", () => {
    expect(
      priceListIssues({ prices: [tier(1, 3_900)], campaignEndsAt: new Date("2026-12-24"), active: true }),
    ).toEqual([{ field: "campaignEndsAt", problem: "end-without-campaign" }]);
  });

  it("counts an offer until its end, and one without an end always", () => {
    const now = new Date("2026-12-01T12:00:00Z");
    expect(campaignRuns(null, now)).toBe(true);
    expect(campaignRuns(new Date("2026-12-01T12:00:01Z"), now)).toBe(true);
    expect(campaignRuns(now, now)).toBe(false);
  });
});
