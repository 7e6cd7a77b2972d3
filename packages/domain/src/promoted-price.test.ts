import { describe, expect, it } from "vitest";
import { promotedPrice, promotedUnitPrice, promotionHolds } from "./promoted-price.ts";

describe("promotedPrice", () => {
  it("offers a rebated price lower than the regular price", () => {
    expect(promotedPrice(19_900, 14_900)).toBe(14_900);
  });

  it("ignores a rebated price that is not lower, and a missing or negative one", () => {
    expect(promotedPrice(19_900, 19_900)).toBeNull();
    expect(promotedPrice(19_900, 24_900)).toBeNull();
    expect(promotedPrice(19_900, null)).toBeNull();
    expect(promotedPrice(19_900, -1)).toBeNull();
  });
});

describe("promotionHolds", () => {
  const now = new Date("2026-05-01T12:00:00Z");

  it("holds without an end and before its end, not at or after it", () => {
    expect(promotionHolds({ endsAt: null }, now)).toBe(true);
    expect(promotionHolds({ endsAt: new Date("2026-05-01T12:00:01Z") }, now)).toBe(true);
    expect(promotionHolds({ endsAt: now }, now)).toBe(false);
    expect(promotionHolds({ endsAt: new Date("2026-04-30T12:00:00Z") }, now)).toBe(false);
  });
});

describe("promotedUnitPrice", () => {
  const now = new Date("2026-05-01T12:00:00Z");
  const later = new Date("2026-05-02T00:00:00Z");
  const earlier = new Date("2026-04-30T00:00:00Z");

  it("is the promoted price while the promotion holds", () => {
    expect(promotedUnitPrice(19_900, [{ rebatedPrice: 14_900, endsAt: later }], now)).toBe(14_900);
    expect(promotedUnitPrice(19_900, [{ rebatedPrice: 14_900, endsAt: null }], now)).toBe(14_900);
  });

  it("is null once the promotion ended, and without a promotion", () => {
    expect(promotedUnitPrice(19_900, [{ rebatedPrice: 14_900, endsAt: earlier }], now)).toBeNull();
    expect(promotedUnitPrice(19_900, [], now)).toBeNull();
  });

  it("is null for a label without a price or a price not below the regular one", () => {
    expect(promotedUnitPrice(19_900, [{ rebatedPrice: null, endsAt: null }], now)).toBeNull();
    expect(promotedUnitPrice(19_900, [{ rebatedPrice: 19_900, endsAt: null }], now)).toBeNull();
  });

  it("takes the lowest of the promotions that hold", () => {
    const promotions = [
      { rebatedPrice: 12_900, endsAt: earlier },
      { rebatedPrice: 16_900, endsAt: null },
      { rebatedPrice: 14_900, endsAt: later },
    ];
    expect(promotedUnitPrice(19_900, promotions, now)).toBe(14_900);
  });
});
