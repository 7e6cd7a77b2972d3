import { describe, expect, it } from "vitest";
import {
  formatAccountNumber,
  formatOrganisationNumber,
  isValidAccountNumber,
  isValidOrganisationNumber,
} from "./norwegian-numbers.ts";

describe("organisation numbers", () => {
  // Registered organisations: Equinor ASA, Brønnøysundregistrene, Skatteetaten (as the register shows them).
  it.each(["923609016", "974760673", "974761076", "923 609 016"])("%s is valid", (value) => {
    expect(isValidOrganisationNumber(value)).toBe(true);
  });

  it.each([
    ["a wrong check digit", "923609017"],
    ["eight digits", "92360901"],
    ["ten digits", "9236090160"],
    ["letters", "92360901A"],
    ["empty", ""],
  ])("%s is refused", (_, value) => {
    expect(isValidOrganisationNumber(value)).toBe(false);
  });

  it("refuses a number whose check would be 10, which the register never gives out", () => {
    // 4·3 = 12, 12 mod 11 = 1, 11 − 1 = 10: no check digit fits.
    expect(isValidOrganisationNumber("400000000")).toBe(false);
    expect(isValidOrganisationNumber("400000001")).toBe(false);
  });

  it("prints in groups of three", () => {
    expect(formatOrganisationNumber("923609016")).toBe("923 609 016");
  });
});

describe("bank account numbers", () => {
  // The standard's worked example and a bank's published account.
  it.each(["86011117947", "1234.56.78903", "8601 11 17947"])("%s is valid", (value) => {
    expect(isValidAccountNumber(value)).toBe(true);
  });

  it.each([
    ["a wrong check digit", "86011117948"],
    ["ten digits", "8601111794"],
    ["twelve digits", "860111179470"],
    ["letters", "8601111794X"],
  ])("%s is refused", (_, value) => {
    expect(isValidAccountNumber(value)).toBe(false);
  });

  it("prints as the banks do", () => {
    expect(formatAccountNumber("86011117947")).toBe("8601.11.17947");
  });
});
