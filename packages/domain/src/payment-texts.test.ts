import { describe, expect, it } from "vitest";
import { paymentDeclineKey, paymentDeclineTexts } from "./payment-texts.ts";

describe("payment decline texts", () => {
  it.each(Object.entries(paymentDeclineTexts))("'%s' is found again from its text", (key, text) => {
    expect(paymentDeclineKey(text)).toBe(key);
  });

  it("knows no other text", () => {
    expect(paymentDeclineKey("Something else went wrong")).toBeNull();
    expect(paymentDeclineKey("")).toBeNull();
  });
});
