import { describe, expect, it } from "vitest";
import { isPictureType } from "./picture-type.ts";

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
