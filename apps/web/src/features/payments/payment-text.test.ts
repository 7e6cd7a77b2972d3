import { paymentDeclineTexts } from "@shop/domain/payment-texts";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import nb from "../../locales/nb.json";
import { cardFieldOf, serverTextKey } from "./payment-text.ts";

describe("the payment server's texts", () => {
  it.each(Object.keys(paymentDeclineTexts))("'%s' has a text in English and Norwegian Bokmål", (key) => {
    expect(en.payment.serverTexts).toHaveProperty(key);
    expect(nb.payment.serverTexts).toHaveProperty(key);
  });

  it("names the key of a known text and the card field it is about", () => {
    expect(serverTextKey(paymentDeclineTexts.declined)).toBe("payment.serverTexts.declined");
    expect(cardFieldOf(paymentDeclineTexts.expired)).toBe("expiry");
    expect(cardFieldOf(paymentDeclineTexts.invalidNumber)).toBe("cardNumber");
    expect(serverTextKey("An unknown text")).toBeNull();
  });
});
