import { expect, it } from "vitest";
import { percentile } from "./percentiles.ts";

it("takes the nearest-rank percentile whatever the order", () => {
  const values = [50, 10, 40, 20, 30, 100, 90, 80, 70, 60];
  expect(percentile(values, 50)).toBe(50);
  expect(percentile(values, 95)).toBe(100);
  expect(percentile(values, 90)).toBe(90);
  expect(percentile(values, 0)).toBe(10);
  expect(percentile(values, 100)).toBe(100);
});

it("has no percentile of nothing", () => {
  expect(percentile([], 99)).toBeNaN();
});
