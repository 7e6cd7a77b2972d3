import { describe, expect, it } from "vitest";
import { cropBounds, isCropWithinBounds } from "./picture-rules.ts";

const picture = { uuid: "p", width: 4000, height: 3000 };
const field = { width: 100, height: 100 };
const square = (side: number) => ({ x: 0, y: 0, width: side / 4000, height: side / 3000 });

describe("a crop's bounds (issue 28)", () => {
  it.each([
    ["the cover crop of a square field", { x: 0.125, y: 0, width: 0.75, height: 1 }, true],
    ["one pixel of the picture", square(1), true],
    ["less than a pixel wide", { ...square(1), width: 0.9 / 4000 }, false],
    ["a millionth of the picture", { x: 0.5, y: 0.5, width: 1e-6, height: 1e-6 }, false],
    ["ten times as wide as tall, on a square field", { x: 0, y: 0, width: 1, height: 400 / 3000 }, true],
    ["more than ten times as wide as tall", { x: 0, y: 0, width: 1, height: 390 / 3000 }, false],
    ["more than ten times as tall as wide", { x: 0, y: 0, width: 290 / 4000, height: 1 }, false],
  ])("%s: %s", (_name, crop, within) => {
    expect(isCropWithinBounds(field, { picture, crop, rotation: 0 })).toBe(within);
  });

  it("measures the crop on the picture as turned", () => {
    // Turned a quarter, the picture is 3000 wide: 1/3000 of its width is a pixel, 1/4000 is less.
    const crop = { x: 0, y: 0, width: 1 / 3000, height: 1 / 4000 };
    expect(isCropWithinBounds(field, { picture, crop, rotation: 90 })).toBe(true);
    expect(isCropWithinBounds(field, { picture, crop, rotation: 0 })).toBe(false);
  });

  it("are a pixel and ten times the field", () => {
    expect(cropBounds).toEqual({ minPixels: 1, maxTimesField: 10 });
  });
});
