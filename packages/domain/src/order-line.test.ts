import { describe, expect, it } from "vitest";
import { isProductLine } from "./order-line.ts";

describe("a product line is an order line of type 0 (spec 02 §3)", () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
    [3, false],
    [4, false],
  ])("type %i → %s", (type, expected) => {
    expect(isProductLine({ type })).toBe(expected);
  });
});
