import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../test/fixtures.ts";
import { cardA, cardB, makePackageLine } from "../test/package-factories.ts";
import { makeCart } from "../test/shop-factories.ts";
import { renderShopRoutes } from "../test/shop-render.tsx";
import { shopCartRoutes } from "./cart-routes.ts";

afterEach(() => vi.unstubAllGlobals());

describe("a package line in the shopping cart", () => {
  it("shows the package with its items and links it to the package editor", async () => {
    const line = makePackageLine(1);
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      [`GET /api/webshop/templates/by-uuid/${cardA.uuid}/2`]: { body: cardA },
      [`GET /api/webshop/templates/by-uuid/${cardB.uuid}/2`]: { body: cardB },
      "GET /api/webshop/promoted-products": { body: [] },
    });
    renderShopRoutes(shopCartRoutes, "/shopping-cart");
    const article = await screen.findByRole("article", { name: "Winter package" });
    const items = await screen.findByRole("list", { name: "Contents of Winter package" });
    expect(within(items).getAllByTestId("package-line-item")).toHaveLength(4);
    expect(await within(items).findByRole("img", { name: `Preview of ${cardA.name}` })).toBeInTheDocument();
    expect(await within(items).findByRole("img", { name: `Preview of ${cardB.name}` })).toBeInTheDocument();
    expect(items).toHaveTextContent("Catalogue: Solbakken 2026");
    expect(items).toHaveTextContent("Digital portrait set");
    // The set's pictures are not repeated as the line's thumbnails above its items.
    expect(article.querySelectorAll("img:not([alt])")).toHaveLength(0);
    expect(within(article).queryByText(/^\+\d+$/)).not.toBeInTheDocument();
    expect(within(article).getByRole("link", { name: "Change Winter package" })).toHaveAttribute(
      "href",
      `/shopping-cart/edit/${line.uuid}`,
    );
  });
});
