import { describe, expect, it } from "vitest";
import { ageOn, checkNationalIdNumber, nationalIdTexts } from "./national-id.ts";

const today = new Date("2026-06-15T10:00:00Z");

describe("Norwegian national identity number", () => {
  it.each([
    ["01019012480", "1990-01-01", "individual number 000–499: 1900s"],
    ["010190 12480", "1990-01-01", "spaces between the groups are ignored"],
    ["45038312344", "1983-03-05", "a D-number has the day plus 40"],
    ["41019012393", "1990-01-01", "a D-number on the first of the month"],
    ["29120050026", "2000-12-29", "individual number 500–999 with year 00–39: 2000s"],
    ["01010095081", "2000-01-01", "individual number 900–999 with year 00–39: 2000s"],
    ["31085670088", "1856-08-31", "individual number 500–749 with year 54–99: 1800s"],
    ["14050849903", "1908-05-14", "individual number 499 is still the 1900s"],
  ])("%s is valid, born %s (%s)", (value, birthDate) => {
    expect(checkNationalIdNumber(value, today)).toEqual({ ok: true, birthDate });
  });

  it.each([
    ["", "format"],
    ["0101901248", "format"],
    ["010190124801", "format"],
    ["0101901248a", "format"],
    ["01019012481", "checksum"],
    ["01019012470", "checksum"],
    ["11111111111", "checksum"],
    ["31029012302", "checksum"],
    ["12036080181", "checksum"],
    ["01016080000", "checksum"],
    ["01013050038", "checksum"],
    ["15071050049", "underage"],
  ] as const)("%s is refused: %s", (value, reason) => {
    expect(checkNationalIdNumber(value, today)).toEqual({ ok: false, reason });
  });

  it.each([
    ["2026-05-13T12:00:00Z", { ok: false, reason: "underage" }],
    ["2026-05-14T00:00:00Z", { ok: true, birthDate: "2008-05-14" }],
  ] as const)("the holder born 2008-05-14 is 18 on the birthday: on %s", (day, expected) => {
    expect(checkNationalIdNumber("14050850049", new Date(day))).toEqual(expected);
  });

  it.each([
    ["format", "Enter an 11-digit national identity number"],
    ["checksum", "This national identity number is not valid"],
    ["underage", "You must be at least 18 years old to pay by invoice"],
  ] as const)("the %s reason reads '%s'", (reason, text) => {
    expect(nationalIdTexts[reason]).toBe(text);
  });

  it.each([
    ["2000-02-29", "2018-02-28T00:00:00Z", 17],
    ["2000-02-29", "2018-03-01T00:00:00Z", 18],
    ["1990-12-31", "2026-12-30T00:00:00Z", 35],
    ["1990-12-31", "2026-12-31T00:00:00Z", 36],
  ])("someone born %s is on %s %d years old", (birthDate, day, age) => {
    expect(ageOn(birthDate, new Date(day))).toBe(age);
  });
});
