import { describe, expect, it } from "vitest";
import { deliveryPriceDisplay } from "./delivery-price.ts";

describe("a delivery option's price as the checkout lists it (spec 03 §9: a price of 0 is displayed as free)", () => {
  it.each([
    ["postage at its price", { price: 6_900, pickupLocations: [] }, { kind: "price", amount: 6_900 }],
    ["a free option", { price: 0, pickupLocations: [] }, { kind: "price", amount: 0 }],
    [
      "a store pickup whose every place is free",
      { price: 0, pickupLocations: [{ price: 0 }, { price: 0 }] },
      { kind: "price", amount: 0 },
    ],
    [
      "a free store with a paid express variant: from 0",
      { price: 0, pickupLocations: [{ price: 0 }, { price: 9_900 }] },
      { kind: "from", amount: 0 },
    ],
    [
      "places at different prices: from the lowest",
      { price: 0, pickupLocations: [{ price: 4_900 }, { price: 2_900 }, { price: 9_900 }] },
      { kind: "from", amount: 2_900 },
    ],
    [
      "places at one price, whatever the option's own",
      { price: 0, pickupLocations: [{ price: 4_900 }, { price: 4_900 }] },
      { kind: "price", amount: 4_900 },
    ],
  ] as const)("%s", (_name, option, expected) => {
    expect(deliveryPriceDisplay(option)).toEqual(expected);
  });
});
