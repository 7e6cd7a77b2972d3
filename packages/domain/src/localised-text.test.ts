import { describe, expect, it } from "vitest";
import { sameName, splitText, textIn, textsOf, wantedLanguages } from "./localised-text.ts";

const postage = { en: "Postage", nb: "Sending i posten" };

describe("a settings text per language", () => {
  it.each([
    [["nb"], "Sending i posten"],
    [["en"], "Postage"],
    [["nb-NO", "en"], "Sending i posten"],
    [["de", "en"], "Postage"],
    [["de"], "Frakt"],
    [[], "Frakt"],
  ])("in %j reads '%s' (the row's own text when no wanted language has one)", (wanted, expected) => {
    expect(textIn("Frakt", postage, wanted)).toBe(expected);
  });

  it("reads a plain string the same in every language", () => {
    expect(textIn("Demo Foto Oslo", {}, ["nb"])).toBe("Demo Foto Oslo");
    expect(textIn("Demo Foto Oslo", null, ["en"])).toBe("Demo Foto Oslo");
  });

  it("keeps the default language's text as the row's own, and every language's beside it", () => {
    expect(splitText(postage, "nb")).toEqual({ text: "Sending i posten", translations: postage });
    expect(splitText(postage, "en")).toEqual({ text: "Postage", translations: postage });
    expect(splitText({ nb: "Kort" }, "en")).toEqual({ text: "Kort", translations: { nb: "Kort" } });
    expect(splitText("Stripe", "en")).toEqual({ text: "Stripe", translations: {} });
  });

  it("lists every text it holds once", () => {
    expect(textsOf(postage)).toEqual(["Postage", "Sending i posten"]);
    expect(textsOf({ en: "Faktura", nb: "Faktura" })).toEqual(["Faktura"]);
    expect(textsOf("Stripe")).toEqual(["Stripe"]);
  });
});

describe("a row and a settings text name the same thing when they share a text", () => {
  it.each([
    ["Delivery by post", postage, "Sending i posten", true],
    ["Delivery by post", postage, { en: "Postage", nb: "Sending i posten" }, true],
    ["Sending i posten", {}, postage, true],
    ["Delivery by post", { en: "Delivery by post", nb: "Sending i posten" }, "Postage", false],
    ["Stripe", {}, "Stripe", true],
  ] as const)("'%s' %j and %j: %s", (own, translations, text, expected) => {
    expect(sameName(own, translations, text)).toBe(expected);
  });
});

describe("the languages a request wants", () => {
  it("puts the page's language first, then the visitor's choice, then the browser's, each once", () => {
    expect(wantedLanguages("nb", "en", ["nb-NO", "en-GB"])).toEqual(["nb", "en", "nb-no", "en-gb"]);
    expect(wantedLanguages(undefined, null, ["en"])).toEqual(["en"]);
  });

  it("ignores what is not a language tag", () => {
    expect(wantedLanguages("<script>", "x", ["*", "en"])).toEqual(["en"]);
  });
});
