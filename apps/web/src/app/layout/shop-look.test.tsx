import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/fetch-mock.ts";
import { settingsFixture } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render.tsx";
import { AppLayout } from "./AppLayout.tsx";

function renderShop(page: Partial<ReturnType<typeof settingsFixture>["page"]>) {
  const settings = settingsFixture();
  mockFetch({
    "GET /api/webshop/settings": { body: { ...settings, page: { ...settings.page, ...page } } },
    "GET /api/webshop/me": { body: { user: null } },
  });
  return renderRoutes(
    [{ element: <AppLayout />, children: [{ index: true, element: <h1>Front page</h1> }] }],
    "/",
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.style.removeProperty("--front-background");
});

describe("the shop's look in the layout", () => {
  it("shows the studio's logo in the header, small, with the shop's name as its text", async () => {
    renderShop({ logo: { url: "/api/webshop/look/logo-0123456789abcdef-96.png", width: 192, height: 96 } });
    const logo = await screen.findByRole("img", { name: settingsFixture().portal.name });
    expect(logo).toHaveAttribute("src", "/api/webshop/look/logo-0123456789abcdef-96.png");
    expect(logo).toHaveAttribute("width", "192");
  });

  it("draws no image in the header of a shop without a logo", async () => {
    renderShop({});
    await screen.findByRole("heading", { name: "Front page" });
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("uses the front picture's size whose query the screen matches, as the server's page does", async () => {
    vi.stubGlobal("matchMedia", (media: string) => ({ matches: media.includes("(width <= 800px)") }));
    renderShop({
      backgroundImage: "/f-1600.jpg",
      frontPictureSizes: [
        { url: "/f-800.jpg", width: 800, height: 480 },
        { url: "/f-1600.jpg", width: 1600, height: 960 },
      ],
    });
    await waitFor(() =>
      expect(document.documentElement.style.getPropertyValue("--front-background")).toBe('url("/f-800.jpg")'),
    );
  });
});
