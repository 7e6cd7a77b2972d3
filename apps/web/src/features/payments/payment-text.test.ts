import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../lib/i18n.ts";
import nb from "../../locales/nb.json";
import { makeTransaction } from "../../test/shop-factories.ts";
import { cardFieldOf, lastProblemOf, paymentProblemText } from "./payment-text.ts";

describe("the payment's problems", () => {
  it("names the card field a refusal is about", () => {
    expect(cardFieldOf("card_number_invalid")).toBe("cardNumber");
    expect(cardFieldOf("card_expired")).toBe("expiry");
    expect(cardFieldOf("card_expiry_invalid")).toBe("expiry");
    expect(cardFieldOf("card_declined")).toBeNull();
  });

  it("says why the shop stopped a payment in Norwegian Bokmål, with the amount in Norwegian", async () => {
    await changeLanguage("nb");
    const stopped = makeTransaction({
      status: "cancelled",
      stopReason: "voucher_invalid",
      lastError: "This voucher code is only valid for orders over NOK 300",
      lastErrorCode: "voucher_minimum_not_reached",
      lastErrorParams: { amount: 30_000, currency: "NOK" },
    });
    expect(paymentProblemText(lastProblemOf(stopped), i18n.t)?.replace(/\s/g, " ")).toBe(
      "Denne rabattkoden gjelder bare for bestillinger over 300 kr",
    );
    expect(paymentProblemText({ error: "x", code: "mobile_declined", params: null }, i18n.t)).toBe(
      nb.errors.mobile_declined,
    );
  });

  it("keeps the English of a decline recorded without a code, and says nothing when there was none", () => {
    expect(paymentProblemText({ error: "Declined long ago", code: null, params: null }, i18n.t)).toBe(
      "Declined long ago",
    );
    expect(paymentProblemText(lastProblemOf(makeTransaction()), i18n.t)).toBeNull();
  });
});
