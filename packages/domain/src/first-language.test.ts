import { describe, expect, it } from "vitest";
import { acceptedLanguages, firstLanguage, interfaceLanguageOf } from "./first-language.ts";

describe("the first page's language", () => {
  it("reads Norwegian Bokmål for nb, nn and no, and English for en", () => {
    expect(interfaceLanguageOf(["nn-NO"])).toBe("nb");
    expect(interfaceLanguageOf(["no"])).toBe("nb");
    expect(interfaceLanguageOf(["sv-SE", "en-GB"])).toBe("en");
    expect(interfaceLanguageOf(["de", "fr"])).toBeNull();
  });

  it("orders an Accept-Language header by weight and leaves out what is not wanted", () => {
    expect(acceptedLanguages("en;q=0.5, nb-NO, nn;q=0.9, sv;q=0, *;q=0.1")).toEqual(["nb-NO", "nn", "en"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it("is the visitor's own choice when there is one, offered by the shop or not", () => {
    const shop = { offered: ["nb"], defaultLanguage: "nb" };
    expect(firstLanguage({ chosen: "en", browser: ["nb"], ...shop })).toBe("en");
  });

  it("is the browser's language when the shop offers it, else the shop's default", () => {
    const shop = { offered: ["en", "nb"], defaultLanguage: "en" };
    expect(firstLanguage({ chosen: null, browser: ["nb-NO", "en"], ...shop })).toBe("nb");
    expect(firstLanguage({ chosen: null, browser: ["nb-NO"], offered: ["en"], defaultLanguage: "en" })).toBe(
      "en",
    );
    expect(firstLanguage({ chosen: null, browser: ["de"], offered: ["nb"], defaultLanguage: "nb" })).toBe(
      "nb",
    );
    expect(firstLanguage({ chosen: null, browser: ["de"], ...shop })).toBe("en");
  });
});
