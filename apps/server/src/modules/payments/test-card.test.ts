import { describe, expect, it } from "vitest";
import { cardTexts, chargeTestCard, checkExpiry, luhnValid } from "./test-card.ts";

const now = new Date("2026-06-15T12:00:00Z");

describe("the built-in test card provider", () => {
  it.each([
    ["4242 4242 4242 4242", true],
    ["4000-0000-0000-0002", true],
    ["5555555555554444", true],
    ["378282246310005", true],
    ["4242424242424241", false],
    ["1234567812345678", false],
    ["42424242", false],
    ["4242x4242x4242x4242", false],
  ])("%s passes the Luhn check: %s", (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });

  it.each([
    ["06/26", "ok"],
    ["6/26", "invalid"],
    ["07 / 26", "ok"],
    ["05/26", "expired"],
    ["12/25", "expired"],
    ["13/27", "invalid"],
    ["00/27", "invalid"],
    ["01/40", "ok"],
  ] as const)("expiry %s is %s in June 2026", (expiry, expected) => {
    expect(checkExpiry(expiry, now)).toBe(expected);
  });

  it.each([
    ["4242 4242 4242 4242", "12/30", { kind: "paid" }],
    [
      "4000 0000 0000 0002",
      "12/30",
      { kind: "declined", error: "Your card was declined.", code: "card_declined" },
    ],
    [
      "5555 5555 5555 4444",
      "12/30",
      { kind: "declined", error: cardTexts.testCardsOnly, code: "card_test_only" },
    ],
    [
      "4242 4242 4242 4241",
      "12/30",
      { kind: "invalid", error: cardTexts.invalidNumber, code: "card_number_invalid" },
    ],
    ["4242 4242 4242 4242", "01/20", { kind: "invalid", error: cardTexts.expired, code: "card_expired" }],
    [
      "4242 4242 4242 4242",
      "14/30",
      { kind: "invalid", error: cardTexts.invalidExpiry, code: "card_expiry_invalid" },
    ],
  ] as const)("%s expiring %s gives %j", (number, expiry, outcome) => {
    expect(chargeTestCard(number, expiry, now)).toEqual(outcome);
  });

  it("the decline for other cards names both test cards", () => {
    expect(cardTexts.testCardsOnly).toContain("4242 4242 4242 4242");
    expect(cardTexts.testCardsOnly).toContain("4000 0000 0000 0002");
  });
});
