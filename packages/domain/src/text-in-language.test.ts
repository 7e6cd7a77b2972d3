import { describe, expect, it } from "vitest";
import { textInLanguage } from "./text-in-language.ts";

describe("a text of the settings in the interface language", () => {
  it("is the language's, else the shop's default language's, else the first; none without texts", () => {
    const texts = { en: "Save changes", nb: "Lagre endringene" };
    expect(textInLanguage(texts, "nb", "en")).toBe("Lagre endringene");
    expect(textInLanguage(texts, "sv", "en")).toBe("Save changes");
    expect(textInLanguage({ nb: "Lagre" }, "en", "en")).toBe("Lagre");
    expect(textInLanguage(null, "en", "en")).toBeNull();
    expect(textInLanguage({}, "en", "en")).toBeNull();
  });
});
