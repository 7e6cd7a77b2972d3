import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { makeCart, makeCatalogue, makeOrderLine } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { catalogueRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const alertText = "You need to select how many cataloges you would like before clicking Add to shopping cart";

function serve(
  catalogues = [makeCatalogue(1), makeCatalogue(2, { maxQuantity: 3 })],
  put?: { status: number; body: unknown },
) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /ajax/user/get_catalogues.php": { body: { catalogues } },
    "PUT /api/webshop/cart/catalogues": put ?? { body: { cart: makeCart([makeOrderLine(1)]) } },
  });
}

function open() {
  return renderShopRoutes(catalogueRoutes, "/products/catalogues");
}

describe("the catalogues page", () => {
  it("lists each catalogue with its subject, price, delivery time and a quantity from 0 to its maximum", async () => {
    serve();
    open();
    expect(await screen.findByRole("heading", { name: "School catalogue 1" })).toBeInTheDocument();
    expect(screen.getByText("Subject 2")).toBeInTheDocument();
    expect(
      screen.getAllByText("The catalogue is shipped separately within 30 days after the last photo day."),
    ).toHaveLength(2);
    const second = screen.getAllByLabelText("Quantity")[1];
    if (!second) throw new Error("no second select");
    expect(
      within(second)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["0", "1", "2", "3"]);
  });

  it("refuses 'Add to cart' with the spec's alert while every quantity is 0, and sends nothing", async () => {
    const calls = serve();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent(alertText);
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });

  it("puts the chosen quantities in the cart and goes to the cart", async () => {
    const catalogues = [makeCatalogue(1), makeCatalogue(2)];
    const calls = serve(catalogues);
    const user = userEvent.setup();
    const { router } = open();
    const [first] = await screen.findAllByLabelText("Quantity");
    if (!first) throw new Error("no select");
    await user.selectOptions(first, "2");
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shopping-cart");
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      catalogues: [
        { uuid: catalogues[0]?.uuid, subjectUuid: catalogues[0]?.subject.uuid, quantity: 2 },
        { uuid: catalogues[1]?.uuid, subjectUuid: catalogues[1]?.subject.uuid, quantity: 0 },
      ],
    });
  });

  it("starts from the quantities already in the cart", async () => {
    serve([makeCatalogue(1, { quantity: 4 })]);
    open();
    expect(await screen.findByLabelText("Quantity")).toHaveValue("4");
  });

  it("says why when the cart refuses the catalogues", async () => {
    serve([makeCatalogue(1, { quantity: 1 })], {
      status: 404,
      body: { error: "Catalogue not found", code: "catalogue_not_found" },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Add to cart" }));
    expect(
      await screen.findByText("Failed to add catalogues to cart: Catalogue not found"),
    ).toBeInTheDocument();
  });

  it("says so when there are no catalogues for the user's picture sets", async () => {
    serve([]);
    open();
    expect(await screen.findByText("There are no catalogues for your picture sets.")).toBeInTheDocument();
  });

  describe("with ?order=1, the dialog 'Do you want to order the catalogue?'", () => {
    function openDialog() {
      return renderShopRoutes(catalogueRoutes, "/products/catalogues?order=1");
    }

    it("starts the only catalogue at 1, alerts at 0, and adds the chosen quantity before going to the cart", async () => {
      const calls = serve([makeCatalogue(1)]);
      const user = userEvent.setup();
      const { router } = openDialog();
      const dialog = await screen.findByRole("dialog", { name: "Do you want to order the catalogue?" });
      const quantity = within(dialog).getByRole("combobox", { name: /^Quantity of School catalogue 1/ });
      expect(quantity).toHaveValue("1");
      await user.selectOptions(quantity, "0");
      await user.click(within(dialog).getByRole("button", { name: "Add to cart" }));
      expect(within(dialog).getByRole("alert")).toHaveTextContent(alertText);
      expect(calls.some((c) => c.method === "PUT")).toBe(false);

      await user.selectOptions(quantity, "2");
      await user.click(within(dialog).getByRole("button", { name: "Add to cart" }));
      expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/shopping-cart");
      const put = calls.find((c) => c.method === "PUT");
      expect(put?.body).toEqual({
        catalogues: [
          { uuid: makeCatalogue(1).uuid, subjectUuid: makeCatalogue(1).subject.uuid, quantity: 2 },
        ],
      });
    });

    it("goes to the product list on 'No thanks'", async () => {
      serve([makeCatalogue(1)]);
      const user = userEvent.setup();
      openDialog();
      const dialog = await screen.findByRole("dialog", { name: "Do you want to order the catalogue?" });
      await user.click(within(dialog).getByRole("button", { name: "No thanks" }));
      expect(await screen.findByRole("heading", { name: "Product list" })).toBeInTheDocument();
    });

    it("keeps the dialog open with the reason when the cart refuses", async () => {
      serve([makeCatalogue(1)], {
        status: 404,
        body: { error: "Catalogue not found", code: "catalogue_not_found" },
      });
      const user = userEvent.setup();
      openDialog();
      const dialog = await screen.findByRole("dialog", { name: "Do you want to order the catalogue?" });
      await user.click(within(dialog).getByRole("button", { name: "Add to cart" }));
      expect(await within(dialog).findByRole("alert")).toHaveTextContent(
        "Failed to add catalogues to cart: Catalogue not found",
      );
    });
  });
});
