import { describe, expect, it } from "vitest";
import { isValidKid, makeKid, mod10CheckDigit, mod11CheckDigit } from "./kid.ts";

describe("KID check digits", () => {
  // Luhn's textbook examples (79927398713, 1234567897) and small numbers worked by hand.
  it.each([
    ["7992739871", "3"],
    ["123456789", "7"],
    ["000000001", "8"],
    ["0", "0"],
  ])("MOD10 of %s is %s", (digits, check) => {
    expect(mod10CheckDigit(digits)).toBe(check);
  });

  // Worked by hand: 1234567890 → 0·2+9·3+8·4+7·5+6·6+5·7+4·2+3·3+2·4+1·5 = 195, 195 mod 11 = 8, 11 − 8 = 3.
  it.each([
    ["1234567890", "3"],
    ["12345678", "5"],
    ["0000000001", "9"],
    ["0000000000", "0"],
    ["0000000006", "-"],
  ])("MOD11 of %s is %s", (digits, check) => {
    expect(mod11CheckDigit(digits)).toBe(check);
  });
});

describe("makeKid", () => {
  it("pads the number and adds the check digit", () => {
    expect(makeKid(1, "mod10")).toBe("0000000018");
    expect(makeKid(1, "mod11")).toBe("0000000019");
    expect(makeKid(42, "mod10", 6)).toHaveLength(6);
  });

  it("makes KIDs its check accepts, for both methods", () => {
    for (let n = 1; n <= 500; n += 1) {
      expect(isValidKid(makeKid(n, "mod10"), "mod10")).toBe(true);
      expect(isValidKid(makeKid(n, "mod11"), "mod11")).toBe(true);
    }
  });

  it("refuses a number that does not fit or is not whole", () => {
    expect(() => makeKid(123_456, "mod10", 4)).toThrow(RangeError);
    expect(() => makeKid(-1, "mod10")).toThrow(RangeError);
    expect(() => makeKid(1.5, "mod10")).toThrow(RangeError);
  });
});

describe("isValidKid", () => {
  it("accepts spaces and refuses a wrong check digit, letters or a wrong length", () => {
    expect(isValidKid("0000 0000 18", "mod10")).toBe(true);
    expect(isValidKid("0000000017", "mod10")).toBe(false);
    expect(isValidKid("00000000A8", "mod10")).toBe(false);
    expect(isValidKid("1", "mod10")).toBe(false);
    expect(isValidKid("0000000019", "mod10")).toBe(false);
    expect(isValidKid("0000000019", "mod11")).toBe(true);
  });
});
