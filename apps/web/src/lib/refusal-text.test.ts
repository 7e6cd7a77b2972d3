import { invoiceRefusalText, invoiceTexts } from "@shop/domain/invoice";
import { voucherReasonText, voucherReasonTexts } from "@shop/domain/voucher";
import { describe, expect, it } from "vitest";
import en from "../locales/en.json";
import nb from "../locales/nb.json";
import { ApiError, errorText } from "./api.ts";
import { i18n } from "./i18n.ts";
import { refusalText } from "./refusal-text.ts";

describe("a voucher's or an invoice's refusal", () => {
  it("has the domain's English text word for word, placeholders included", () => {
    expect(en.refusals.voucher).toEqual(voucherReasonTexts);
    expect(en.refusals.invoice).toEqual(invoiceTexts);
  });

  it("is said in Norwegian Bokmål with the server's amount kept", async () => {
    await i18n.changeLanguage("nb");
    expect(refusalText(invoiceRefusalText("overMaximum", 500_000, "NOK"), i18n.t)).toBe(
      nb.refusals.invoice.overMaximum.replace("{{amount}}", "NOK 5,000"),
    );
    expect(refusalText(voucherReasonText("expired", null, "NOK"), i18n.t)).toBe(nb.refusals.voucher.expired);
    expect(refusalText("Something else", i18n.t)).toBeNull();
  });

  it("is the text of a failed call that carried it", async () => {
    await i18n.changeLanguage("nb");
    const body = { error: voucherReasonTexts.alreadyUsed, code: "voucher_refused" };
    expect(errorText(new ApiError(409, body, body.error), i18n.t)).toBe(nb.refusals.voucher.alreadyUsed);
  });
});
