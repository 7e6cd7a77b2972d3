import { describe, expect, it } from "vitest";
import { isPictureType, soldAs } from "./picture-type.ts";

describe("the picture types are IP, SFP and GP", () => {
  it.each([
    ["IP", true],
    ["SFP", true],
    ["GP", true],
    ["ip", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (value, expected) => {
    expect(isPictureType(value)).toBe(expected);
  });
});

describe("spec 03 §4's merged mode: individual and sibling pictures in one category", () => {
  it.each([
    ["SFP", true, "IP"],
    ["SFP", false, null],
    ["IP", true, null],
    ["GP", true, null],
  ] as const)(
    "a %s picture with the mode %s is sold as %s (null: its own type)",
    (type, merged, expected) => {
      expect(soldAs(type, merged)).toBe(expected);
    },
  );
});
