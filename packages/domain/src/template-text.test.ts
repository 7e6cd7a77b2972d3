import { describe, expect, it } from "vitest";
import { fontFamilies, isFontFamily, nextRotation, textColourChoices } from "./template-text.ts";

describe("the template editor's constants", () => {
  it("offers the spec's 15 fonts", () => {
    expect(fontFamilies).toHaveLength(15);
    expect(isFontFamily("Dancing Script")).toBe(true);
    expect(isFontFamily("Comic Sans MS")).toBe(false);
  });

  it.each([
    [0, 270],
    [270, 180],
    [180, 90],
    [90, 0],
  ] as const)("rotate steps from %i to %i degrees", (from, to) => {
    expect(nextRotation(from)).toBe(to);
  });

  it("offers the palette of 10 plus the template's own colour", () => {
    expect(textColourChoices("#123456")).toHaveLength(11);
    expect(textColourChoices("#123456").at(-1)).toBe("#123456");
  });

  it("does not offer the template's colour twice when it is in the palette", () => {
    expect(textColourChoices("#FFFFFF")).toHaveLength(10);
  });
});
