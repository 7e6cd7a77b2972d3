import { describe, expect, it } from "vitest";
import { checkShopColors, contrastRatio, formatRatio, relativeLuminance } from "./contrast.ts";

describe("WCAG contrast", () => {
  it("gives black on white 21:1 and a colour on itself 1:1, the ends of WCAG's scale", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#1f4e79", "#1f4e79")).toBe(1);
  });

  it("gives white a luminance of 1 and black of 0, by WCAG's formula", () => {
    expect(relativeLuminance("#ffffff")).toBe(1);
    expect(relativeLuminance("#000")).toBe(0);
  });

  it("passes #767676 on white for text and fails #777777, WCAG's own boundary grey", () => {
    // Understanding SC 1.4.3: #767676 on white is 4.54:1, #777777 is 4.48:1.
    expect(formatRatio(contrastRatio("#767676", "#ffffff") ?? 0)).toBe("4.54:1");
    expect(formatRatio(contrastRatio("#777777", "#ffffff") ?? 0)).toBe("4.47:1");
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it("reads the order of a pair as the same pair", () => {
    expect(contrastRatio("#ffffff", "#595959")).toBe(contrastRatio("#595959", "#ffffff"));
    expect(contrastRatio("#595959", "#ffffff")).toBeCloseTo(7.0, 1);
  });

  it("cannot read a colour that is not hex", () => {
    expect(contrastRatio("red", "#ffffff")).toBeNull();
  });

  it("never rounds a failing ratio up to a passing one", () => {
    expect(formatRatio(4.499)).toBe("4.49:1");
  });
});

describe("the shop's colours", () => {
  it("passes the default look on every pair", () => {
    const checks = checkShopColors({ primary: "#1f4e79", background: "#f5f1ea", text: "#1b1b1b" });
    expect(checks.every((c) => c.passes)).toBe(true);
  });

  it("names the failing pair and how far below AA it is", () => {
    const checks = checkShopColors({ primary: "#ffcc00", background: "#ffffff", text: "#1b1b1b" });
    const failing = checks.filter((c) => !c.passes).map((c) => c.pair);
    expect(failing).toEqual(["primaryOnBackground", "primaryOnSurface", "buttonTextOnPrimary"]);
    const button = checks.find((c) => c.pair === "buttonTextOnPrimary");
    expect(button?.minimum).toBe(4.5);
    expect(button?.shortBy).toBeCloseTo(4.5 - (button?.ratio ?? 0), 6);
  });
});
