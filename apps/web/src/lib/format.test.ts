import { afterEach, describe, expect, it } from "vitest";
import { formatCountry } from "./format.ts";
import { changeLanguage } from "./i18n.ts";

afterEach(async () => {
  await changeLanguage("en");
});

describe("country names", () => {
  it("names a country in the interface language, whatever the shop's settings call it", async () => {
    expect(formatCountry("NO", "Norge")).toBe("Norway");
    expect(formatCountry("gb")).toBe("United Kingdom");
    await changeLanguage("nb");
    expect(formatCountry("NO", "Norway")).toBe("Norge");
    expect(formatCountry("US")).toBe("USA");
  });

  it("falls back to the shop's name for a code the browser cannot name", () => {
    expect(formatCountry("XK1", "Somewhere")).toBe("Somewhere");
  });
});
