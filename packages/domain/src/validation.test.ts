import { describe, expect, it } from "vitest";
import {
  checkAccountPassword,
  checkContactInfo,
  checkEmail,
  checkMobile,
  checkRegistrationPassword,
  checkResetPassword,
  checkSignInPassword,
  isPasswordEmail,
  normalizeEmail,
  normalizeResetPassword,
  validationTexts,
} from "./validation.ts";

describe("validation texts of spec 01 §8", () => {
  it.each([
    ["required", "This is required!"],
    ["invalidEmail", "Invalid email"],
    ["tooShort", "That's too short!"],
    ["passwordsDontMatch", "The two passwords doesn't match!"],
    ["passwordNotLongEnough", "The password is not long enough"],
    ["passwordsMustMatch", "The passwords must match"],
    ["passwordTooCommon", "This password is too common. Please choose another."],
    ["passwordIsEmail", "The password must not be your e-mail address or a part of it."],
    ["passwordIsShopName", "The password must not be the shop's name."],
    ["passwordRepeatedCharacter", "The password must not be one character repeated."],
    [
      "passwordTooWeak",
      "This password is too easy to guess. Make it longer, for example with a few words that do not belong together.",
    ],
  ] as const)("%s reads '%s'", (key, text) => {
    expect(validationTexts[key]).toBe(text);
  });
});

describe("e-mail (spec 01 §5)", () => {
  it.each([
    ["", "required"],
    ["   ", "required"],
    ["kari", "invalidEmail"],
    ["kari@", "invalidEmail"],
    ["kari@example", "invalidEmail"],
    ["kari berg@example.com", "invalidEmail"],
    ["kari@example.com", null],
    ["  kari@example.com  ", null],
  ] as const)("'%s' gives %s", (value, expected) => {
    expect(checkEmail(value)).toBe(expected);
  });

  it("the username is trimmed and compared without case", () => {
    expect(normalizeEmail("  Kari@Example.COM ")).toBe("kari@example.com");
  });
});

describe("a new password that is the e-mail address", () => {
  it.each([
    ["kari.berg@example.com", true],
    [" Kari.Berg@Example.com ", true],
    ["KARI.BERG", true],
    ["kari.berg@example", false],
    ["kari.berg1", false],
    ["example.com", false],
    ["", false],
  ] as const)("'%s' for kari.berg@example.com gives %s", (password, expected) => {
    expect(isPasswordEmail(password, "Kari.Berg@example.com")).toBe(expected);
  });

  it("an address without an @ is compared whole", () => {
    expect(isPasswordEmail("kari", "kari")).toBe(true);
    expect(isPasswordEmail("kar", "kari")).toBe(false);
    expect(isPasswordEmail("", "")).toBe(false);
  });
});

describe("password minimums of spec 01 §9", () => {
  it.each([
    ["", "required"],
    ["ab", "tooShort"],
    ["abc", null],
  ] as const)("at sign-in (minimum 3) '%s' gives %s", (value, expected) => {
    expect(checkSignInPassword(value)).toBe(expected);
  });

  it.each([
    ["", "required"],
    ["abcde", "tooShort"],
    ["abcdef", null],
  ] as const)("at registration (minimum 6) '%s' gives %s", (value, expected) => {
    expect(checkRegistrationPassword(value)).toBe(expected);
  });

  it.each([
    ["abcdef", "tooShort"],
    ["abcdefg", null],
    ["abc def", "tooShort"],
    ["abc defg", null],
  ] as const)("at reset (longer than 6, spaces stripped) '%s' gives %s", (value, expected) => {
    expect(checkResetPassword(value, value).password).toBe(expected);
  });

  it("at reset the retype must match: 'The two passwords doesn't match!'", () => {
    expect(checkResetPassword("abcdefg", "abcdefh").retype).toBe("passwordsDontMatch");
    expect(checkResetPassword("abc defg", " abcdefg ").retype).toBeNull();
  });

  it("at reset spaces are stripped and the text trimmed", () => {
    expect(normalizeResetPassword("  my new pass ")).toBe("mynewpass");
  });

  it.each([
    ["abcd", "passwordNotLongEnough"],
    ["abcde", null],
  ] as const)("at account change (minimum 5) '%s' gives %s", (value, expected) => {
    expect(checkAccountPassword(value, value).password).toBe(expected);
  });

  it("at account change the passwords must match", () => {
    expect(checkAccountPassword("abcde", "abcdf").retype).toBe("passwordsMustMatch");
  });
});

describe("mobile phone", () => {
  it.each([
    ["", "required"],
    ["123", "invalidMobile"],
    ["+47 912 34 567", null],
    ["91234567", null],
    ["912-34-567", null],
    ["+47abc34567", "invalidMobile"],
  ] as const)("'%s' gives %s", (value, expected) => {
    expect(checkMobile(value)).toBe(expected);
  });
});

describe("contact information (spec 01 §5)", () => {
  const valid = {
    name: "Kari Berg",
    address: "Storgata 1",
    postal_code: "0155",
    city: "Oslo",
    mobile: "+47 912 34 567",
  };

  it("accepts a filled form, address2 optional", () => {
    expect(checkContactInfo(valid)).toEqual({});
    expect(checkContactInfo({ ...valid, address2: "" })).toEqual({});
  });

  it("leaves name and address optional: a parent may keep only the mobile number", () => {
    expect(
      checkContactInfo({ name: " ", address: "", postal_code: "", city: "", mobile: "+4791234567" }),
    ).toEqual({});
  });

  it("flags an empty or bad mobile number, the one field the shop needs", () => {
    expect(checkContactInfo({ ...valid, mobile: "12" })).toEqual({ mobile: "invalidMobile" });
    expect(checkContactInfo({ ...valid, mobile: "" })).toEqual({ mobile: "required" });
  });
});
