import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentPictureSet, setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { makeCategory } from "../../products/test-factories.ts";
import { PackagesPage } from "./PackagesPage.tsx";

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const emma = { uuid: "0b8a3c1e-5d2f-4a6b-8c9d-1e2f3a4b5c6d", name: "Emma Nordmann", group: "4B" };
const categories = [
  makeCategory("cards", {
    title: "Cards",
    subCategories: [
      { internalName: "cards-10x15", title: "10x15", description: "", image: null, default: false },
      { internalName: "cards-15x15", title: "15x15", description: "", image: null, default: true },
    ],
    firstQualifiedSubject: emma,
  }),
  makeCategory("calendar", { title: "Calendars" }),
  makeCategory("mugs", { title: "Mugs" }),
  makeCategory("digitalprint", { title: "Digital pictures" }),
  makeCategory("catalogues", { title: "Catalogues" }),
];

function serve(reply: Parameters<typeof mockFetch>[0][string] = { body: { categories } }) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /ajax/template/get_categories.php": reply,
  });
}

const routes = [
  { path: "products/packages", element: <PackagesPage /> },
  { path: "templates/*", element: <h1>Template list</h1> },
];

describe("the product category overview", () => {
  it("shows five placeholder tiles while loading, then a tile per category with title and description", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    serve(() => new Promise((resolve) => (answer = resolve)));
    renderShopRoutes(routes, "/products/packages");
    expect(await screen.findAllByTestId("category-placeholder")).toHaveLength(5);
    answer({ body: { categories } });
    const cards = await screen.findByRole("link", { name: /Cards/ });
    expect(cards).toHaveTextContent("About cards");
    expect(screen.queryAllByTestId("category-placeholder")).toHaveLength(0);
  });

  it("links each tile by the spec's rules", async () => {
    serve();
    renderShopRoutes(routes, "/products/packages");
    const href = async (name: RegExp) => (await screen.findByRole("link", { name })).getAttribute("href");
    expect(await href(/^Cards/)).toBe("/templates/cards/cards-15x15");
    expect(await href(/^Calendars/)).toBe("/templates/calendars");
    expect(await href(/^Mugs/)).toBe("/templates/photogifts/mugs");
    expect(await href(/^Digital pictures/)).toBe("/products/digital-portraits");
    expect(await href(/^Catalogues/)).toBe("/products/catalogues");
  });

  it("takes the category's picture set when none is chosen and goes on", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, "/products/packages");
    await user.click(await screen.findByRole("link", { name: /^Cards/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/templates/cards/cards-15x15"));
    expect(currentPictureSet()).toEqual({ uuid: emma.uuid, name: emma.name });
  });

  it("asks 'Change picture set' when the category's set is another, and OK switches and goes on", async () => {
    setCurrentPictureSet({ uuid: "11111111-0000-4000-8000-000000000001", name: "Jonas" });
    serve();
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, "/products/packages");
    await user.click(await screen.findByRole("link", { name: /^Cards/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change picture set" });
    expect(router.state.location.pathname).toBe("/products/packages");
    expect(dialog).toHaveTextContent("Cards are made with the pictures of Emma Nordmann.");
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/templates/cards/cards-15x15"));
    expect(currentPictureSet()?.uuid).toBe(emma.uuid);
  });

  it("keeps the set and stays on Cancel", async () => {
    setCurrentPictureSet({ uuid: "11111111-0000-4000-8000-000000000001", name: "Jonas" });
    serve();
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, "/products/packages");
    await user.click(await screen.findByRole("link", { name: /^Cards/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change picture set" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/products/packages");
    expect(currentPictureSet()?.name).toBe("Jonas");
  });

  it("shows the error with 'Try again'", async () => {
    serve({ status: 500, body: { error: "Something went wrong", code: "server_error" } });
    renderShopRoutes(routes, "/products/packages");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
