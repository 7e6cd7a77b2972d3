import { describe, expect, it } from "vitest";
import { parseConsent, promotableCategories, slideAfterSwipe, sliderDefaults } from "./content-pages.ts";

describe("content pages", () => {
  it("the slider constants are the spec's", () => {
    expect(sliderDefaults).toEqual({ durationMs: 5000, fadeMs: 500, swipeThreshold: 20 });
  });
  it("the photobook category is never promoted", () => {
    const cats = [{ category: "cards" }, { category: "Photobook" }, { category: "calendars" }];
    expect(promotableCategories(cats).map((c) => c.category)).toEqual(["cards", "calendars"]);
  });
  it("a swipe under the threshold keeps the slide; over it moves and wraps", () => {
    expect(slideAfterSwipe(0, 3, -19)).toBe(0);
    expect(slideAfterSwipe(0, 3, -20)).toBe(1);
    expect(slideAfterSwipe(2, 3, -40)).toBe(0);
    expect(slideAfterSwipe(0, 3, 40)).toBe(2);
  });
  it("consent reads 1, 0 or nothing", () => {
    expect(parseConsent("1")).toBe(true);
    expect(parseConsent("0")).toBe(false);
    expect(parseConsent(undefined)).toBeNull();
    expect(parseConsent("yes")).toBeNull();
  });
});
