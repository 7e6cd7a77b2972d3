import { describe, expect, it } from "vitest";
import { cardFormSchema, formatCardNumber, formatExpiry } from "./card-form.ts";

describe("the card form", () => {
  it.each([
    ["4242424242424242", "4242 4242 4242 4242"],
    ["4242 4242 42", "4242 4242 42"],
    ["4000-0000-0000-0002", "4000 0000 0000 0002"],
    ["12345678901234567890", "1234 5678 9012 3456 789"],
  ])("writes the number %s as %s", (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ["1", "1"],
    ["12", "12"],
    ["12/", "12/"],
    ["123", "12/3"],
    ["1230", "12/30"],
    ["12/305", "12/30"],
  ])("writes the expiry %s as %s", (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it("accepts a card number with spaces and sends its digits", () => {
    const parsed = cardFormSchema.parse({
      cardNumber: "4242 4242 4242 4242",
      expiry: "12/30",
      cvc: "123",
      name: " Kari ",
    });
    expect(parsed).toEqual({ cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Kari" });
  });

  it.each([
    ["cardNumber", "4242 4242", "payment.card.numberInvalid"],
    ["expiry", "13/30", "payment.card.expiryInvalid"],
    ["cvc", "12", "payment.card.cvcInvalid"],
    ["name", "  ", "payment.card.nameRequired"],
  ])("refuses a wrong %s with its message", (field, value, message) => {
    const valid = { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123", name: "Kari" };
    const result = cardFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
