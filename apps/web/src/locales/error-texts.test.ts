import {
  errorCodes,
  invoiceRefusalCodes,
  nationalIdErrorCodes,
  paymentDeclineCodes,
  validationErrorCodes,
  voucherRefusalCodes,
} from "@shop/contracts/error-codes";
import { invoiceTexts } from "@shop/domain/invoice";
import { nationalIdTexts } from "@shop/domain/national-id";
import { paymentDeclineTexts } from "@shop/domain/payment-texts";
import { validationTexts } from "@shop/domain/validation";
import { voucherReasonTexts } from "@shop/domain/voucher";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import nb from "./nb.json";

const codes = Object.keys(errorCodes);
/** The interface's own error texts, beside the codes' (a call that never reached the shop). */
const ownKeys = ["network"];

describe("the texts of the error codes", () => {
  it.each(codes)("%s has a text in English and in Norwegian Bokmål", (code) => {
    expect(en.errors).toHaveProperty(code);
    expect(nb.errors).toHaveProperty(code);
  });

  it("has no text for a code the list does not have", () => {
    expect(Object.keys(en.errors).filter((key) => !codes.includes(key) && !ownKeys.includes(key))).toEqual(
      [],
    );
  });

  it("says in English what the server says, where the shop's rules give the text", () => {
    const english = en.errors as Record<string, string>;
    const pairs: Array<[Record<string, string>, Record<string, string>]> = [
      [voucherRefusalCodes, voucherReasonTexts],
      [invoiceRefusalCodes, invoiceTexts],
      [paymentDeclineCodes, paymentDeclineTexts],
      [nationalIdErrorCodes, nationalIdTexts],
      [validationErrorCodes, validationTexts],
    ];
    for (const [codeOf, textOf] of pairs) {
      for (const [reason, code] of Object.entries(codeOf)) expect(english[code], code).toBe(textOf[reason]);
    }
  });

  it("says a validation problem the server finds as the form says it", () => {
    for (const [key, code] of Object.entries(validationErrorCodes)) {
      const rule = key as keyof typeof validationErrorCodes;
      expect((nb.errors as Record<string, string>)[code], code).toBe(nb.validation[rule]);
    }
  });
});
