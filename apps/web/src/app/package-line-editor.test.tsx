import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../test/fixtures.ts";
import { cardA, cardB, makePackageLine, makePackageOffer, packageSet } from "../test/package-factories.ts";
import { makeCart, makeOrderLine, uuidOf } from "../test/shop-factories.ts";
import { renderShopRoutes } from "../test/shop-render.tsx";
import { shopCartRoutes } from "./cart-routes.ts";

afterEach(() => vi.unstubAllGlobals());

const line = makePackageLine(1);
const editPath = `/shopping-cart/edit/${line.uuid}`;
const routes = shopCartRoutes.filter((r) => r.path === "shopping-cart/edit/:orderLineUuid");

function serve(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
    [`GET /api/webshop/templates/by-uuid/${cardA.uuid}/2`]: { body: cardA },
    [`GET /api/webshop/templates/by-uuid/${cardB.uuid}/2`]: { body: cardB },
    [`GET /api/webshop/picture-sets/${packageSet.uuid}`]: { body: packageSet },
    [`PUT /api/webshop/cart/lines/${line.uuid}/package`]: { body: { cart: makeCart([line]) } },
    [`GET /api/webshop/packages/subjects/${packageSet.uuid}`]: { body: { packages: [] } },
    ...overrides,
  });
}

describe("a package line of the cart in the package editor", () => {
  it("opens the package overview filled from the line, with 'Update package in cart'", async () => {
    serve();
    renderShopRoutes(routes, editPath);
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "This is how Winter package with your photos will look",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add package to cart" })).toBeNull();
    expect(screen.getByRole("region", { name: "Card 15x15" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Catalogue" })).toHaveTextContent("Solbakken 2026");
    // The digital set shows the set's non-group pictures of its type, at most 3.
    const digital = screen.getByRole("region", { name: "Digital portrait set" });
    const thumbs = within(digital)
      .getAllByRole("img")
      .map((img) => img.getAttribute("src"));
    expect(thumbs).toEqual(["/img/1/320", "/img/2/320", "/img/4/320"]);
  });

  it("shows the package's price as its card shows it now", async () => {
    serve({
      [`GET /api/webshop/packages/subjects/${packageSet.uuid}`]: {
        body: {
          packages: [
            makePackageOffer(1, {
              uuid: line.package?.uuid ?? "",
              originalPrice: 99_900,
              priceIncludingDiscount: 79_900,
            }),
          ],
        },
      },
    });
    renderShopRoutes(routes, editPath);
    expect(await screen.findByTestId("package-price")).toHaveTextContent(/Price.*999.*Package price.*799/);
  });

  it("updates the line with the package's designs and returns to the cart", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, editPath);
    await user.click(await screen.findByRole("button", { name: "Update package in cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/webshop/cart/lines/${line.uuid}/package`);
    const body = put?.body as { subject: unknown; items: { uuid: string; design: unknown }[] };
    expect(body.subject).toEqual({ uuid: packageSet.uuid });
    expect(body.items.map((i) => i.uuid)).toEqual(line.package?.packageItems.map((i) => i.uuid));
    expect(body.items[1]?.design).toEqual({
      template: { uuid: cardB.uuid, version: 2 },
      year: null,
      userResources: line.package?.packageItems[1]?.template?.data.userResources,
    });
    expect(Object.keys(put?.body ?? {})).not.toContain("package");
  });

  it("updating with designs that no longer place a retouched picture says first that its retouch goes", async () => {
    const retouch = makeOrderLine(9, {
      product: { uuid: uuidOf("b9", 9), type: 11, name: "Retouch", kind: "retouch" },
      description: "Retouch P9: Brighten teeth",
      // A picture the package placed before these designs.
      fileRetouch: { uuid: uuidOf("d9", 9), thumbnail: "/img/9/320" },
    });
    const withRetouch = { ...line, retouchLeavesWith: [retouch.uuid] };
    const calls = serve({ "GET /api/webshop/cart": { body: { cart: makeCart([withRetouch, retouch]) } } });
    const user = userEvent.setup();
    renderShopRoutes(routes, editPath);
    await user.click(await screen.findByRole("button", { name: "Update package in cart" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the retouch too?" });
    expect(dialog).toHaveTextContent("Retouch P9: Brighten teeth");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    await user.click(screen.getByRole("button", { name: "Update package in cart" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Delete the retouch too?" })).getByRole(
        "button",
        {
          name: "Continue",
        },
      ),
    );
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(1);
  });

  it("says 'No order line' for a line that is not in the cart and returns to the cart", async () => {
    serve({ "GET /api/webshop/cart": { body: { cart: makeCart([makeOrderLine(2)]) } } });
    const user = userEvent.setup();
    renderShopRoutes(routes, editPath);
    const alert = await screen.findByRole("alertdialog", { name: "No order line" });
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() =>
      expect(screen.getByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument(),
    );
  });
});
