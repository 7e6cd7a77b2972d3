import { invoiceRefusalText } from "@shop/domain/invoice";
import { paymentDeclineTexts } from "@shop/domain/payment-texts";
import { voucherReasonText, voucherReasonTexts } from "@shop/domain/voucher";
import { describe, expect, it } from "vitest";
import { changeLanguage, i18n } from "../../lib/i18n.ts";
import en from "../../locales/en.json";
import nb from "../../locales/nb.json";
import { cardFieldOf, serverTextKey, stopReasonText } from "./payment-text.ts";

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

describe("why the shop stopped a payment", () => {
  it("says each voucher and invoice reason in English as the server wrote it", () => {
    for (const key of Object.keys(voucherReasonTexts) as Array<keyof typeof voucherReasonTexts>) {
      const text = voucherReasonText(key, 30_000, "NOK");
      expect(stopReasonText(text, i18n.t).replace(/\s/g, " ")).toBe(text);
    }
    const invoice = invoiceRefusalText("overMaximum", 500_000, "NOK");
    expect(stopReasonText(invoice, i18n.t).replace(/\s/g, " ")).toBe(invoice);
  });

  it("says them in Norwegian Bokmål with the amount in Norwegian, and an unknown text as it came", async () => {
    await changeLanguage("nb");
    expect(
      stopReasonText(voucherReasonText("minimumNotReached", 30_000, "NOK"), i18n.t).replace(/\s/g, " "),
    ).toBe("Denne rabattkoden gjelder bare for bestillinger over 300 kr");
    expect(stopReasonText(invoiceRefusalText("unpaidInvoice", 500_000, "NOK"), i18n.t)).toBe(
      nb.refusals.invoice.unpaidInvoice,
    );
    expect(stopReasonText("Something else", i18n.t)).toBe("Something else");
  });
});
