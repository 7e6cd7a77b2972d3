import { describe, expect, it } from "vitest";
import { splitText, textIn, textsOf, wantedLanguages } from "./localised-text.ts";

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

describe("the languages a request wants", () => {
  it("puts the page's language first, then the visitor's choice, then the browser's, each once", () => {
    expect(wantedLanguages("nb", "en", ["nb-NO", "en-GB"])).toEqual(["nb", "en", "nb-no", "en-gb"]);
    expect(wantedLanguages(undefined, null, ["en"])).toEqual(["en"]);
  });

  it("ignores what is not a language tag", () => {
    expect(wantedLanguages("<script>", "x", ["*", "en"])).toEqual(["en"]);
  });
});
