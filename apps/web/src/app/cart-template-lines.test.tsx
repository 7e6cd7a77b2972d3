import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../test/fixtures.ts";
import { makeCart, makeOrderLine, uuidOf } from "../test/shop-factories.ts";
import { renderShopRoutes } from "../test/shop-render.tsx";
import { makeFullTemplate, makeLineTemplate } from "../test/template-factories.ts";
import { shopCartRoutes } from "./cart-routes.ts";

afterEach(() => vi.unstubAllGlobals());

const template = makeFullTemplate(1);

/** A cart of one line, with these promoted products under it. */
function servePromoted(promoted: unknown[]) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /api/webshop/cart": { body: { cart: makeCart([makeOrderLine(1)]) } },
    "GET /api/webshop/promoted-products": { body: promoted },
  });
}

describe("template lines in the shopping cart", () => {
  it("draws the line's first page from its design and links it to the editor", async () => {
    const line = makeOrderLine(1, {
      product: { uuid: template.product.uuid, type: 1, name: "Card 15x15", kind: "template_product" },
      template: makeLineTemplate(template),
      editLink: null,
    });
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      [`GET /api/webshop/templates/by-uuid/${template.uuid}/2`]: { body: template },
      "GET /api/webshop/promoted-products": { body: [] },
    });
    renderShopRoutes(shopCartRoutes, "/shopping-cart");
    const article = await screen.findByRole("article", { name: "Card 15x15" });
    const preview = await within(article).findByRole("img", { name: `Preview of ${template.name}` });
    expect(preview.querySelector("svg")).not.toBeNull();
    expect(preview.innerHTML).toContain("/img/1/640");
    expect(within(article).getByRole("link", { name: "Change Card 15x15" })).toHaveAttribute(
      "href",
      `/shopping-cart/edit/${line.uuid}`,
    );
    expect(calls.filter((c) => c.url.pathname.startsWith("/api/webshop/templates/by-uuid"))).toHaveLength(1);
  });

  it("shows 'Other popular products' from the promoted products", async () => {
    const productUuid = uuidOf("9d", 5);
    servePromoted([
      {
        uuid: uuidOf("ee", 1),
        type: "template",
        label: "best_seller",
        category: null,
        product: { uuid: productUuid, name: "Mug", type: 1, price: 19_900 },
        template: { uuid: template.uuid, type: "PHOTOGIFT", names: { en: "Photo mug" }, version: 2 },
        templateData: null,
        filledPreview: "/api/webshop/templates/filled/mug?sig=x",
        rebatedPrice: null,
      },
    ]);
    renderShopRoutes(shopCartRoutes, "/shopping-cart");
    const section = await screen.findByRole("region", { name: "Other popular products" });
    const link = within(section).getByRole("link", { name: /Photo mug/ });
    expect(link).toHaveAttribute("href", `/templates/create/${template.uuid}/${productUuid}?type=photogifts`);
    expect(within(link).getByText("Best seller")).toBeInTheDocument();
    // Drawn with the parent's own pictures, as the template lists do.
    expect(link.querySelector("img")).toHaveAttribute("src", "/api/webshop/templates/filled/mug?sig=x");
  });

  it("draws a promoted category without an image of its own with the category's icon", async () => {
    servePromoted([
      {
        uuid: uuidOf("ee", 2),
        type: "category",
        label: "best_seller",
        category: { internalName: "wallart", title: "Canvas and puzzles", image: null },
        product: null,
        template: null,
        templateData: null,
        filledPreview: null,
        rebatedPrice: null,
      },
    ]);
    renderShopRoutes(shopCartRoutes, "/shopping-cart");
    const section = await screen.findByRole("region", { name: "Other popular products" });
    const link = within(section).getByRole("link", { name: /Canvas and puzzles/ });
    expect(link).toHaveAttribute("href", "/templates/photogifts/wallart");
    expect(link.querySelector("img")).toBeNull();
    expect(link.querySelector("svg.lucide-frame")).not.toBeNull();
  });
});
