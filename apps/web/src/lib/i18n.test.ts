import { describe, expect, it, vi } from "vitest";
import nb from "../locales/nb.json";
import { changeLanguage, i18n, languageStorageKey } from "./i18n.ts";

describe("the interface's languages", () => {
  it("has no Norwegian texts until Norwegian is chosen, then switches once they are there", async () => {
    i18n.removeTexts("nb");
    expect(i18n.hasTexts("nb")).toBe(false);
    const switching = changeLanguage("nb");
    expect(i18n.language).toBe("en");
    await switching;
    expect(i18n.language).toBe("nb");
    expect(document.documentElement.lang).toBe("nb");
    expect(i18n.t("receipt.heading")).toBe(nb.receipt.heading);
  });

  it("starts in the language chosen in this browser, with its texts loaded first", async () => {
    localStorage.setItem(languageStorageKey, "nb");
    vi.resetModules();
    const fresh = await import("./i18n.ts");
    await fresh.i18nReady;
    expect(fresh.i18n.language).toBe("nb");
    expect(fresh.i18n.t("front.headingSignedOut")).toBe(nb.front.headingSignedOut);
  });
});
