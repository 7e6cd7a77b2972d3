import { describe, expect, it } from "vitest";
import { promotedPrice } from "./promoted-price.ts";

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
