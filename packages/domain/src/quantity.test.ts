import { describe, expect, it } from "vitest";
import {
  canAddToCart,
  cartQuantityOptions,
  catalogueMaxQuantity,
  catalogueQuantityOptions,
  clampCartQuantity,
  decreaseBuyQuantity,
  increaseBuyQuantity,
  parseBuyQuantity,
} from "./quantity.ts";

describe("the cart's quantity select (spec 02 §5)", () => {
  it.each([
    [
      "the minimum defaults to 1, up to current + 100",
      { maximum: null, current: 1, allowZero: false },
      1,
      101,
      101,
    ],
    [
      "a product minimum is the lowest option",
      { minimum: 5, maximum: null, current: 6, allowZero: false },
      5,
      106,
      102,
    ],
    ["a line maximum is the highest option", { maximum: 10, current: 3, allowZero: false }, 1, 10, 10],
    ["zero comes first when allowed", { maximum: 10, current: 3, allowZero: true }, 0, 10, 11],
  ] as const)("%s", (_name, input, first, last, count) => {
    const options = cartQuantityOptions(input);
    expect(options[0]).toBe(first);
    expect(options.at(-1)).toBe(last);
    expect(options).toHaveLength(count);
  });

  it.each([
    [0, 1, null, 1],
    [2, 5, null, 5],
    [5, 5, null, 5],
    [7, 5, null, 7],
    [12, 1, 10, 10],
    [3.7, 1, null, 3],
  ] as const)(
    "a chosen %s with minimum %i and maximum %s becomes %i",
    (value, minimum, maximum, expected) => {
      expect(clampCartQuantity(value, minimum, maximum)).toBe(expected);
    },
  );
});

describe("the buy screen's quantity (spec 02 §5)", () => {
  it.each([
    [0, 1, 1],
    [0, 5, 5],
    [5, 5, 6],
    [2, 1, 3],
  ])("increase from %i with minimum %i → %i", (current, minimum, expected) => {
    expect(increaseBuyQuantity(current, minimum)).toBe(expected);
  });

  it.each([
    [3, 2],
    [1, 0],
    [0, 0],
  ])("decrease from %i → %i", (current, expected) => {
    expect(decreaseBuyQuantity(current)).toBe(expected);
  });

  it.each([
    ["7", 5, 7],
    ["5", 5, 5],
    ["4", 5, 0],
    ["0", 1, 0],
    ["-3", 1, 0],
    ["abc", 1, 0],
    ["", 1, 0],
    ["2.9", 1, 2],
    [8, 1, 8],
    [Number.NaN, 1, 0],
  ] as const)("typed %j with minimum %i → %i", (typed, minimum, expected) => {
    expect(parseBuyQuantity(typed, minimum)).toBe(expected);
  });

  it.each([
    [[0, 0], false],
    [[], false],
    [[0, 2], true],
  ] as const)("add to cart with %j is enabled: %s", (quantities, enabled) => {
    expect(canAddToCart(quantities)).toBe(enabled);
  });
});

describe("a catalogue's quantity choice (spec 03 §2.5, §9)", () => {
  it.each([
    [10, 10],
    [3, 3],
    [null, 10],
    [undefined, 10],
    [0, 10],
    [-2, 10],
    [500, 100],
  ] as const)("maxQuantity %j offers 0 to %i", (maxQuantity, highest) => {
    const options = catalogueQuantityOptions(maxQuantity);
    expect(options[0]).toBe(0);
    expect(options.at(-1)).toBe(highest);
    expect(options).toHaveLength(highest + 1);
  });
});

describe("how many of a catalogue one picture set may order", () => {
  it.each([
    ["the catalogue's own maximum", 10, null, 10],
    ["the product's lower maximum", 10, 4, 4],
    ["the catalogue's lower maximum", 3, 8, 3],
    ["never above the shop's ceiling", 500, null, 100],
    ["never above the ceiling whatever the product says", 500, 300, 100],
  ] as const)("%s", (_name, catalogueMax, productMax, expected) => {
    expect(catalogueMaxQuantity(catalogueMax, productMax)).toBe(expected);
  });
});
