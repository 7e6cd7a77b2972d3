import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentScriptId, openConsentNotice, readCookie } from "../../lib/consent.ts";
import { firstPageEnglish, i18n } from "../../lib/i18n.ts";
import en from "../../locales/en.json";
import { mockFetch } from "../../test/fetch-mock.ts";
import { settingsFixture } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render.tsx";
import { AppLayout } from "./AppLayout.tsx";

const scriptUrl = "https://analytics.example.com/tag.js";

function clearCookies() {
  for (const part of document.cookie.split(";")) {
    const name = part.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets jsdom's cookies.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

function renderShop(withScript: boolean) {
  mockFetch({
    "GET /api/webshop/settings": {
      body: { ...settingsFixture(), consent: { scriptUrl: withScript ? scriptUrl : null } },
    },
    "GET /api/webshop/me": { body: { user: null } },
  });
  return renderRoutes(
    [{ element: <AppLayout />, children: [{ index: true, element: <h1>Front page</h1> }] }],
    "/",
  );
}

const scripts = () => document.querySelectorAll(`script#${consentScriptId}`);

describe("consent", () => {
  beforeEach(clearCookies);
  afterEach(() => {
    for (const s of scripts()) s.remove();
    clearCookies();
  });

  it("loads no script before the visitor allows, and exactly one after", async () => {
    renderShop(true);
    const allow = await screen.findByRole("button", { name: "Allow tracking" });
    expect(screen.getByText(/use an analytics service/)).toBeVisible();
    expect(scripts()).toHaveLength(0);
    await userEvent.click(allow);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]?.getAttribute("src")).toBe(scriptUrl);
    expect(readCookie("cookie_consent")).toBe("1");
    expect(screen.queryByRole("button", { name: "Allow tracking" })).toBeNull();
  });

  it("deny stores 0 and loads nothing; the menu's cookie settings reopen the notice", async () => {
    renderShop(true);
    await userEvent.click(await screen.findByRole("button", { name: "Deny" }));
    expect(readCookie("cookie_consent")).toBe("0");
    expect(screen.queryByRole("button", { name: "Deny" })).toBeNull();
    expect(scripts()).toHaveLength(0);
    openConsentNotice();
    expect(await screen.findByText("You have denied tracking.")).toBeVisible();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Cookie settings" })).toHaveFocus());
    await userEvent.click(screen.getByRole("button", { name: "Allow tracking" }));
    await waitFor(() => expect(scripts()).toHaveLength(1));
  });

  it("a returning visitor who allowed gets the script without the notice", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's earlier choice.
    document.cookie = "cookie_consent=1; Path=/";
    renderShop(true);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(screen.queryByRole("button", { name: "Allow tracking" })).toBeNull();
  });

  it("taking an allowance back stores 0 and reloads the page, since the loaded script cannot be unloaded", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's earlier choice.
    document.cookie = "cookie_consent=1; Path=/";
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, protocol: "http:", reload });
    try {
      renderShop(true);
      await waitFor(() => expect(scripts()).toHaveLength(1));
      openConsentNotice();
      expect(await screen.findByText("You have allowed tracking.")).toBeVisible();
      await userEvent.click(screen.getByRole("button", { name: "Deny" }));
      expect(readCookie("cookie_consent")).toBe("0");
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("is a part of the page after its content, not a layer over it", async () => {
    renderShop(true);
    const notice = await screen.findByRole("region", { name: "Cookie settings" });
    expect(notice.className).not.toMatch(/\b(fixed|absolute|sticky)\b/);
    expect(screen.getByRole("main").compareDocumentPosition(notice)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe("the cookie notice over the front page", () => {
  beforeEach(clearCookies);
  afterEach(() => {
    // Back to every English text, as the other tests have them.
    i18n.addTexts("en", en);
    clearCookies();
  });

  it("is drawn in words with only the front page's first texts, before the rest of the English texts arrive", async () => {
    i18n.removeTexts("en");
    i18n.addTexts("en", firstPageEnglish);
    renderShop(true);
    const notice = await screen.findByRole("region", { name: "Cookie settings" });
    expect(within(notice).getByText(/session cookie that keeps you signed in/)).toBeVisible();
    expect(within(notice).getByText(/use an analytics service/)).toBeVisible();
    expect(within(notice).getByRole("button", { name: "Allow tracking" })).toBeVisible();
    expect(within(notice).getByRole("button", { name: "Deny" })).toBeVisible();
    // No text of it is a key shown as itself (`group.key`).
    expect(notice.textContent).not.toMatch(/\b[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*\b/);
  });
});
