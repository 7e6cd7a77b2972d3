import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/fetch-mock.ts";
import { userFixture } from "../test/fixtures.ts";
import { makeCart, makeOrderLine, uuidOf } from "../test/shop-factories.ts";
import { renderShopRoutes } from "../test/shop-render.tsx";
import { shopCartRoutes } from "./cart-routes.ts";

afterEach(() => vi.unstubAllGlobals());

describe("a line of a kind the web app has no view of", () => {
  it("shows as a plain row: its name, its text and its price (the contract's kind is any the server sells)", async () => {
    const line = (n: number, kind: string, name: string) =>
      makeOrderLine(n, {
        product: { uuid: uuidOf("b9", n), type: 900, name, kind },
        description: `${name} – Emma Nordmann`,
        linePrice: 25_000,
        actualLinePrice: 25_000,
        editLink: null,
      });
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      // `constructor` is a name no list of views holds, though every object answers it.
      "GET /api/webshop/cart": {
        body: { cart: makeCart([line(1, "toy_gift_card", "Gift card"), line(2, "constructor", "Mug")]) },
      },
    });
    renderShopRoutes(shopCartRoutes, "/shopping-cart");
    for (const name of ["Gift card", "Mug"]) {
      const row = await screen.findByRole("article", { name });
      expect(within(row).getByText(`${name} – Emma Nordmann`)).toBeInTheDocument();
      expect(within(row).getByText(/250/)).toBeInTheDocument();
    }
  });
});
