import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openConsentNotice, readCookie } from "../../lib/consent.ts";
import { mockFetch } from "../../test/fetch-mock.ts";
import { settingsFixture } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render.tsx";
import { AppLayout } from "./AppLayout.tsx";

// Counts the fetches of the notice's chunk. A file of its own: each test file has its own modules, so no other test
// has loaded the chunk before.
const chunk = vi.hoisted(() => ({ loads: 0 }));
vi.mock("./ConsentNotice.tsx", async (importOriginal) => {
  chunk.loads += 1;
  return importOriginal();
});

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets jsdom's cookies.
  document.cookie = "cookie_consent=; Path=/; Max-Age=0";
});

describe("a shop without a tracking script", () => {
  it("asks a first visitor nothing and fetches no notice; 'Cookie settings' says there is nothing to allow", async () => {
    mockFetch({
      "GET /api/webshop/settings": { body: { ...settingsFixture(), consent: { scriptUrl: null } } },
      "GET /api/webshop/me": { body: { user: null } },
    });
    renderRoutes(
      [{ element: <AppLayout />, children: [{ index: true, element: <h1>Front page</h1> }] }],
      "/",
    );
    expect(await screen.findByRole("heading", { name: "Front page" })).toBeInTheDocument();
    // Long enough for the settings, the user and a lazy chunk to have come.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole("region", { name: "Cookie settings" })).not.toBeInTheDocument();
    expect(chunk.loads).toBe(0);

    openConsentNotice();
    const notice = await screen.findByRole("region", { name: "Cookie settings" });
    expect(notice).toHaveTextContent("there is nothing to allow");
    expect(screen.queryByRole("button", { name: "Allow tracking" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Deny" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Cookie settings" })).toBeNull());
    expect(readCookie("cookie_consent")).toBeUndefined();
    expect(chunk.loads).toBe(1);
    // The click started the layout's deferred loads (lib/load-later.ts): the side menu's chunk must arrive before
    // this file's window is torn down.
    await import("./SideMenu.tsx");
  });
});
