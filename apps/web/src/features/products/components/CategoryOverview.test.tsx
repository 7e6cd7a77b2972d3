import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { currentPictureSet, setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { CategoryOverview } from "../../../shared/categories/CategoryOverview.tsx";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { makeCategory } from "../../../test/template-product-factories.ts";

const emma = { uuid: "0b8a3c1e-5d2f-4a6b-8c9d-1e2f3a4b5c6d", name: "Emma Nordmann", group: "3B" };
const klasse = { uuid: "5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f", name: "Klasse 3B", group: "3B" };
/** A category both sets can make: the class set came last, so it is the first qualified one. */
const both = { firstQualifiedSubject: klasse, qualifiedSubjects: [klasse.uuid, emma.uuid] };

const categories = [
  makeCategory("cards", {
    title: "Cards",
    subCategories: [
      { internalName: "cards-15x15", title: "15x15", description: "", image: null, default: true },
    ],
    ...both,
  }),
  makeCategory("digitalprint", { title: "Digital pictures", ...both }),
  makeCategory("catalogues", { title: "Catalogues", ...both }),
  makeCategory("classphotos", {
    title: "Class photo frames",
    firstQualifiedSubject: klasse,
    qualifiedSubjects: [klasse.uuid],
  }),
];

function serve() {
  mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /ajax/template/get_categories.php": { body: { categories } },
  });
}

const routes = [
  { path: "overview", element: <CategoryOverview /> },
  { path: "templates/*", element: <h1>Template list</h1> },
  { path: "products/digital-portraits", element: <h1>Digital portraits</h1> },
  { path: "products/catalogues", element: <h1>Catalogues page</h1> },
];

describe("the picture-set guard with a child's set and the class set", () => {
  beforeEach(() => {
    sessionStorage.clear();
    setCurrentPictureSet({ uuid: emma.uuid, name: emma.name });
  });

  it.each([
    ["Cards", "/templates/cards/cards-15x15"],
    ["Digital pictures", "/products/digital-portraits"],
    ["Catalogues", "/products/catalogues"],
  ])(
    "'%s' goes on with the set the parent looks at, which qualifies, without asking",
    async (title, path) => {
      serve();
      const user = userEvent.setup();
      const { router } = renderShopRoutes(routes, "/overview");
      await user.click(await screen.findByRole("link", { name: new RegExp(`^${title}`) }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(currentPictureSet()?.uuid).toBe(emma.uuid);
    },
  );

  it("asks only for a product the set cannot make, in a true sentence, and Cancel leaves a usable page", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, "/overview");
    const frames = await screen.findByRole("link", { name: /^Class photo frames/ });
    await user.click(frames);
    const dialog = await screen.findByRole("dialog", { name: "Change picture set" });
    expect(dialog).toHaveTextContent(
      "Class photo frames cannot be made with the pictures of Emma Nordmann. Switch to the picture set Klasse 3B?",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe("/overview");
    expect(currentPictureSet()?.uuid).toBe(emma.uuid);
    // The keyboard goes on from the tile, and the other tiles lead where they go.
    await waitFor(() => expect(frames).toHaveFocus());
    await user.click(screen.getByRole("link", { name: /^Cards/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/templates/cards/cards-15x15"));
  });

  it("OK switches to the set that can make it and goes on", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, "/overview");
    await user.click(await screen.findByRole("link", { name: /^Class photo frames/ }));
    const dialog = await screen.findByRole("dialog", { name: "Change picture set" });
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/templates/photogifts/classphotos"));
    expect(currentPictureSet()).toEqual({ uuid: klasse.uuid, name: klasse.name });
  });
});
