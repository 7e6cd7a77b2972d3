import { invoiceRefusalText, invoiceTexts } from "@shop/domain/invoice";
import { voucherReasonText, voucherReasonTexts } from "@shop/domain/voucher";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import nb from "../locales/nb.json";
import { ApiError, errorText } from "./api.ts";
import { changeLanguage, i18n } from "./i18n.ts";
import { refusalText } from "./refusal-text.ts";

/** Intl separates with no-break spaces; the texts compare as a reader sees them. */
const plain = (text: string | null) => text?.replace(/\s/g, " ");

describe("a voucher's or an invoice's refusal", () => {
  it("has the domain's English text word for word, placeholders included", () => {
    expect(en.refusals.voucher).toEqual(voucherReasonTexts);
    expect(en.refusals.invoice).toEqual(invoiceTexts);
  });

  it("reads in English as the server wrote it", () => {
    for (const key of Object.keys(voucherReasonTexts) as Array<keyof typeof voucherReasonTexts>) {
      const text = voucherReasonText(key, 30_050, "NOK");
      expect(plain(refusalText(text, i18n.t))).toBe(text);
    }
    const invoice = invoiceRefusalText("overMaximum", 1_250_000, "NOK");
    expect(plain(refusalText(invoice, i18n.t))).toBe(invoice);
  });

  it("is said in Norwegian Bokmål with the amount as the page writes money", async () => {
    await changeLanguage("nb");
    expect(plain(refusalText(invoiceRefusalText("overMaximum", 500_000, "NOK"), i18n.t))).toBe(
      nb.refusals.invoice.overMaximum.replace("{{amount}}", "5 000 kr"),
    );
    expect(plain(refusalText(voucherReasonText("minimumNotReached", 12_550, "NOK"), i18n.t))).toBe(
      nb.refusals.voucher.minimumNotReached.replace("{{amount}}", "125,50 kr"),
    );
    expect(refusalText(voucherReasonText("expired", null, "NOK"), i18n.t)).toBe(nb.refusals.voucher.expired);
    expect(refusalText("Something else", i18n.t)).toBeNull();
  });

  it("keeps an amount it cannot read as it came", async () => {
    await changeLanguage("nb");
    const text = voucherReasonTexts.minimumNotReached.replace("{{amount}}", "$300");
    expect(refusalText(text, i18n.t)).toBe(
      nb.refusals.voucher.minimumNotReached.replace("{{amount}}", "$300"),
    );
  });

  it("is the text of a failed call that carried it", async () => {
    await changeLanguage("nb");
    const body = { error: voucherReasonTexts.alreadyUsed, code: "voucher_refused" };
    expect(errorText(new ApiError(409, body, body.error), i18n.t)).toBe(nb.refusals.voucher.alreadyUsed);
  });
});
