import { describe, expect, it } from "vitest";
import { effectiveDpi, printQuality } from "./quality.ts";

const whole = { x: 0, y: 0, width: 1, height: 1 };

describe("effective resolution of a picture in a field", () => {
  it("a 3000 × 2000 picture on a 254 × 169.33 mm field is 300 dpi", () => {
    expect(effectiveDpi({ width: 254, height: 169.3333 }, { width: 3000, height: 2000 }, whole)).toBeCloseTo(
      300,
      1,
    );
  });

  it("cropping to half the width halves the resolution", () => {
    const half = { x: 0.25, y: 0, width: 0.5, height: 1 };
    expect(effectiveDpi({ width: 127, height: 169.3333 }, { width: 3000, height: 2000 }, half)).toBeCloseTo(
      300,
      1,
    );
    expect(effectiveDpi({ width: 254, height: 338.6667 }, { width: 3000, height: 2000 }, half)).toBeCloseTo(
      150,
      1,
    );
  });

  it("counts the tighter axis when the crop does not match the field's shape", () => {
    // 2000 px across 4 inches is 500 dpi, 2000 px down 10 inches is 200 dpi.
    expect(effectiveDpi({ width: 101.6, height: 254 }, { width: 2000, height: 2000 }, whole)).toBeCloseTo(
      200,
      6,
    );
  });

  it("swaps the picture's sides when it is turned a quarter", () => {
    // A landscape picture on a 4 × 6 inch portrait field: 1200 px down 6 inches, or 1800 px once turned.
    const field = { width: 101.6, height: 152.4 };
    expect(effectiveDpi(field, { width: 1800, height: 1200 }, whole, 0)).toBeCloseTo(200, 6);
    expect(effectiveDpi(field, { width: 1800, height: 1200 }, whole, 90)).toBeCloseTo(300, 6);
    expect(effectiveDpi(field, { width: 1800, height: 1200 }, whole, 180)).toBeCloseTo(200, 6);
    expect(effectiveDpi(field, { width: 1800, height: 1200 }, whole, 270)).toBeCloseTo(300, 6);
  });
});

describe("print quality classes", () => {
  it.each([
    [600, "good"],
    [300, "good"],
    [299.9, "acceptable"],
    [150, "acceptable"],
    [149.9, "too-low"],
    [20, "too-low"],
  ] as const)("%f dpi is %s", (dpi, quality) => {
    expect(printQuality(dpi)).toBe(quality);
  });
});
