import { afterEach, describe, expect, it, vi } from "vitest";
import { apiGet } from "./api.ts";
import { changeLanguage } from "./i18n.ts";

const anything = { parse: (value: unknown) => value };

describe("the studio's API client", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage("en", false);
  });

  it("names the language the studio is shown in, so the shop's names come in it", async () => {
    const fetch = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await apiGet("/api/studio/templates", anything);
    await changeLanguage("nb", false);
    await apiGet("/api/studio/templates", anything);
    const languages = fetch.mock.calls.map(
      (call) =>
        ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)["x-shop-language"],
    );
    expect(languages).toEqual(["en", "nb"]);
  });
});
