import { describe, expect, it } from "vitest";
import { attributes, num, plainPathData } from "./svg.ts";

const exponent = /\d[eE][-+]?\d/;

describe("the renderer's numbers", () => {
  it.each([
    [0, "0"],
    [-0, "0"],
    [1e-7, "0.0000001"],
    [-2.5e-9, "-0.0000000025"],
    [1e-13, "0"],
    [-4e-13, "0"],
    [0.000123456789, "0.000123457"],
    [0.008333333333, "0.00833333"],
    [0.0375, "0.0375"],
    [0.9999999, "1"],
    [106.25, "106.25"],
    [33.3333333, "33.333"],
    [-1234.56789, "-1234.568"],
    [1e21, "1000000000000000000000"],
    [-1.5e22, "-15000000000000000000000"],
  ])("writes %d as %s, never with an exponent", (value, written) => {
    const out = num(value);
    expect(out).not.toMatch(exponent);
    expect(out).toBe(written);
    expect(Math.abs(Number(out) - value)).toBeLessThanOrEqual(Math.max(0.0005, Math.abs(value) * 1e-5));
  });

  it("writes the largest numbers out in full", () => {
    expect(num(1e300)).toMatch(/^1\d{300}$/);
    expect(num(-Number.MAX_VALUE)).toMatch(/^-\d{309}$/);
  });

  it("keeps a picture's scale exact enough to cover its field (0.00833 mm a pixel, not 0.008)", () => {
    const scale = 50 / 6000;
    expect(Number(num(scale)) * 6000).toBeCloseTo(50, 2);
  });

  it("refuses what is not a finite number", () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])
      expect(() => num(value)).toThrow(RangeError);
  });

  it("writes attributes and path data with the same numbers", () => {
    expect(attributes({ x: 1e-7, width: 1e21 })).toBe(' x="0.0000001" width="1000000000000000000000"');
    expect(plainPathData("M1e-7 2L3.5e+21-4Q0.00833333333 1 2 3Z")).toBe(
      "M0.0000001 2L3500000000000000000000-4Q0.00833333 1 2 3Z",
    );
  });
});
