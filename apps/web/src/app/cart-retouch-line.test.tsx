import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/fetch-mock.ts";
import { userFixture } from "../test/fixtures.ts";
import { makeCart, makeDigitalLine } from "../test/shop-factories.ts";
import { renderShopRoutes } from "../test/shop-render.tsx";
import { shopCartRoutes } from "./cart-routes.ts";

afterEach(() => vi.unstubAllGlobals());

describe("a retouch line in the cart", () => {
  it("shows its picture, its tasks and price, and links back to the retouch options", async () => {
    const file = makeDigitalLine(1);
    const picture = file.digitalFiles[0] ?? { uuid: "", thumbnail: "" };
    const retouch = makeDigitalLine(2, {
      product: { uuid: file.product.uuid.replace("b2", "b3"), type: 11, name: "Retouch", kind: "retouch" },
      description: "Retouch 26-0001-01: Remove blemishes, Brighten teeth",
      linePrice: 11_800,
      actualLinePrice: 11_800,
      pictureType: null,
      digitalFiles: [picture],
      fileRetouch: picture,
      editLink: "/shopping-cart/retouch",
    });
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/cart": { body: { cart: makeCart([file, retouch]) } },
    });
    renderShopRoutes(shopCartRoutes, "/shopping-cart");
    const line = await screen.findByRole("article", { name: "Retouch" });
    expect(
      within(line).getByText("Retouch 26-0001-01: Remove blemishes, Brighten teeth"),
    ).toBeInTheDocument();
    expect(line.querySelector("img")).toHaveAttribute("src", picture.thumbnail);
    expect(within(line).getByText(/118/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change Retouch" })).toHaveAttribute(
      "href",
      "/shopping-cart/retouch",
    );
  });
});
