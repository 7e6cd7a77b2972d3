import { receiptTexts } from "@shop/domain/receipt";
import { describe, expect, it } from "vitest";
import en from "./en.json";
import nb from "./nb.json";

const locales = { en: en.receipt, nb: nb.receipt } as Record<
  keyof typeof receiptTexts,
  Record<string, unknown>
>;

describe("the receipt's texts", () => {
  it.each(Object.keys(receiptTexts) as Array<keyof typeof receiptTexts>)(
    "say in '%s' word for word what the confirmation mail says",
    (lang) => {
      for (const [key, text] of Object.entries(receiptTexts[lang])) {
        expect(locales[lang][key], `receipt.${key}`).toBe(text);
      }
    },
  );
});
