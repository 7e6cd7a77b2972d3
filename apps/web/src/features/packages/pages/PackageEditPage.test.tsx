import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import {
  cardA,
  cardB,
  makePackageInstance,
  makePackageLine,
  packageSet,
} from "../../../test/package-factories.ts";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { makeCart, uuidOf } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { packageWarningKey } from "../components/PackageEditor.tsx";
import { packageRoutes } from "../routes.tsx";

const instance = makePackageInstance();
const path = `/products/packages/${instance.uuid}`;
const postPath = `POST /api/webshop/packages/${instance.uuid}`;
const routes = [...packageRoutes, { path: "shopping-cart/retouch", element: <h1>Retouch page</h1> }];

beforeEach(() => setCurrentPictureSet({ uuid: packageSet.uuid, name: packageSet.subject.name }));
afterEach(() => vi.unstubAllGlobals());

function serve(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    [postPath]: { body: { package: instance } },
    [`GET /api/webshop/templates/by-uuid/${cardA.uuid}/2`]: { body: cardA },
    [`GET /api/webshop/templates/by-uuid/${cardB.uuid}/2`]: { body: cardB },
    [`GET /api/webshop/picture-sets/${packageSet.uuid}`]: { body: packageSet },
    "POST /api/webshop/cart/packages": {
      body: { cart: makeCart([makePackageLine(1)]), orderLineUuid: makePackageLine(1).uuid },
    },
    "GET /api/webshop/cart/retouch": { body: { available: false, pictures: [], total: 0 } },
    ...overrides,
  });
}

async function overviewShown() {
  return screen.findByRole("heading", {
    level: 1,
    name: "This is how Winter package with your photos will look",
  });
}

describe("the package edit overview", () => {
  it("creates the package once for the current picture set and shows its sections", async () => {
    const calls = serve();
    renderShopRoutes(routes, path);
    expect(await screen.findByText("Making your package…")).toBeInTheDocument();
    await overviewShown();
    const posts = calls.filter(
      (c) => c.method === "POST" && c.url.pathname.startsWith("/api/webshop/packages/"),
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ subject: { uuid: packageSet.uuid } });
    expect(screen.getByText("Press the edit icon to edit the content")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add package to cart" })).toBeEnabled();
    const cards = screen.getByRole("region", { name: "Card 15x15" });
    expect(within(cards).getAllByTestId("package-item")).toHaveLength(2);
    expect(await within(cards).findByRole("img", { name: `Preview of ${cardA.name}` })).toBeInTheDocument();
    expect(within(cards).getByRole("button", { name: `Edit ${cardB.name}` })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Catalogue" })).toHaveTextContent("Solbakken 2026");
    const digital = screen.getByRole("region", { name: "Digital portrait set" });
    expect(within(digital).getAllByRole("img")).toHaveLength(3);
  });

  it("shows the package's price as its card does: 'Price' and 'Package price', or crossed out and 'Just now'", async () => {
    serve();
    const { unmount } = renderShopRoutes(routes, path);
    await overviewShown();
    expect(screen.getByTestId("package-price")).toHaveTextContent(/Price.*999.*Package price.*799/);
    unmount();

    serve({
      [postPath]: {
        body: {
          package: makePackageInstance({
            price: 59_900,
            useTimeLimitedDiscount: true,
            timeLimitedDiscountPrice: 59_900,
          }),
        },
      },
    });
    renderShopRoutes(routes, path);
    await overviewShown();
    const limited = screen.getByTestId("package-price");
    expect(limited.querySelector("s")).toHaveTextContent(/999/);
    expect(limited).toHaveTextContent(/Just now.*599/);
  });

  it("shows the error with 'Try again', which creates it again", async () => {
    let fail = true;
    serve({
      [postPath]: () =>
        fail
          ? { status: 404, body: { code: "picture_set_not_found", error: "Not found" } }
          : { body: { package: instance } },
    });
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    await overviewShown();
  });

  it("edits an item in the editor with 'Back to package' and 'Update package', and then asks before leaving", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(await screen.findByRole("button", { name: `Edit ${cardA.name}` }));
    expect(await screen.findByRole("heading", { level: 1, name: cardA.name })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to package" })).toBeInTheDocument();
    // Item 1 may change its design, item 2 may not.
    expect(screen.getByRole("button", { name: "Change design" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update package" }));
    await overviewShown();
    // Back on the overview the keyboard is where it was: on the item's edit icon.
    await waitFor(() => expect(screen.getByRole("button", { name: `Edit ${cardA.name}` })).toHaveFocus());
    await user.click(await screen.findByRole("button", { name: `Edit ${cardB.name}` }));
    expect(await screen.findByRole("heading", { level: 1, name: cardB.name })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change design" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Back to package" }));
    await overviewShown();

    // The package is dirty: leaving asks the spec's question; 'Stay' stays, then leaving goes.
    void router.navigate("/shopping-cart");
    const ask = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to leave the page with unsaved changes?",
    });
    await user.click(within(ask).getByRole("button", { name: "Stay" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(router.state.location.pathname).toBe(path);
    void router.navigate("/shopping-cart");
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Leave the page" }),
    );
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
  });

  // Spec 02 §4: the package's replace-all confirmation appears in a package of subject-change mode 4.
  const replacing = { [postPath]: { body: { package: { ...instance, allowSubjectChange: 4 } } } };

  it("puts a new picture in every item when asked 'Replace all pictures?', raising their versions", async () => {
    const calls = serve(replacing);
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(await screen.findByRole("button", { name: `Edit ${cardA.name}` }));
    await user.click(await screen.findByRole("button", { name: "Change/edit photos" }));
    await user.click(await screen.findByRole("button", { name: "Picture id P1002" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    await user.click(await screen.findByRole("button", { name: "Update package" }));
    const ask = await screen.findByRole("dialog", { name: "Replace all pictures?" });
    await user.click(within(ask).getByRole("button", { name: "Replace all" }));
    await user.click(screen.getByRole("button", { name: "Add package to cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    const add = calls.find((c) => c.url.pathname === "/api/webshop/cart/packages");
    const items =
      (add?.body as { items: { version: number; design: { userResources: unknown } | null }[] } | undefined)
        ?.items ?? [];
    expect(items.map((i) => i.version)).toEqual([1, 1, 0, 0]);
    const picture2 = packageSet.pictures[1]?.uuid ?? "";
    for (const item of items.slice(0, 2))
      expect(JSON.stringify(item.design?.userResources)).toContain(picture2);
  });

  it("keeps the other items as they are with 'This picture only'", async () => {
    const calls = serve(replacing);
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(await screen.findByRole("button", { name: `Edit ${cardA.name}` }));
    await user.click(await screen.findByRole("button", { name: "Change/edit photos" }));
    await user.click(await screen.findByRole("button", { name: "Picture id P1002" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    await user.click(await screen.findByRole("button", { name: "Update package" }));
    const ask = await screen.findByRole("dialog", { name: "Replace all pictures?" });
    await user.click(within(ask).getByRole("button", { name: "This picture only" }));
    await user.click(screen.getByRole("button", { name: "Add package to cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    const add = calls.find((c) => c.url.pathname === "/api/webshop/cart/packages");
    const items =
      (add?.body as { items: { version: number; design: { userResources: unknown } | null }[] } | undefined)
        ?.items ?? [];
    expect(items.map((i) => i.version)).toEqual([0, 0, 0, 0]);
    const picture2 = packageSet.pictures[1]?.uuid ?? "";
    expect(JSON.stringify(items[0]?.design?.userResources)).toContain(picture2);
    expect(JSON.stringify(items[1]?.design?.userResources)).not.toContain(picture2);
  });

  it("does not ask to replace a new picture in every item in a package of another mode", async () => {
    serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(await screen.findByRole("button", { name: `Edit ${cardA.name}` }));
    await user.click(await screen.findByRole("button", { name: "Change/edit photos" }));
    await user.click(await screen.findByRole("button", { name: "Picture id P1002" }));
    await user.click(screen.getByRole("button", { name: "Done" }));
    await user.click(await screen.findByRole("button", { name: "Update package" }));
    await overviewShown();
    expect(screen.queryByRole("dialog", { name: "Replace all pictures?" })).toBeNull();
  });

  it("leaves without asking when nothing changed", async () => {
    serve();
    const { router } = renderShopRoutes(routes, path);
    await overviewShown();
    void router.navigate("/shopping-cart");
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("adds the package to the cart with every item's design and goes on to the cart", async () => {
    const calls = serve();
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(screen.getByRole("button", { name: "Add package to cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    const add = calls.find((c) => c.url.pathname === "/api/webshop/cart/packages");
    expect(add?.body).toMatchObject({
      package: { uuid: instance.uuid },
      subject: { uuid: packageSet.uuid },
    });
    const items =
      (add?.body as { items: { uuid: string; design: unknown; version: number }[] } | undefined)?.items ?? [];
    expect(items.map((i) => i.uuid)).toEqual(instance.packageItems.map((i) => i.uuid));
    expect(items[0]?.design).toEqual({
      template: { uuid: cardA.uuid, version: 2 },
      year: null,
      userResources: instance.packageItems[0]?.templateData?.userResources,
    });
    expect(items[2]?.design).toBeNull();
  });

  it("goes to the retouch options when the cart has pictures to retouch", async () => {
    serve({
      "GET /api/webshop/cart/retouch": {
        body: {
          available: true,
          pictures: [
            {
              uuid: packageSet.pictures[0]?.uuid,
              thumbnail: "/img/1/320",
              webshopId: "P1001",
              subject: { uuid: packageSet.uuid, name: packageSet.subject.name },
              tasks: [],
              chosen: [],
              lines: [makePackageLine(1).uuid],
              price: 0,
            },
          ],
          total: 0,
        },
      },
    });
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(screen.getByRole("button", { name: "Add package to cart" }));
    expect(await screen.findByRole("heading", { name: "Retouch page" })).toBeInTheDocument();
  });

  it("asks 'Dear customer' first when the shop wants it, once per session", async () => {
    const calls = serve({ [postPath]: { body: { package: { ...instance, addToCartWarning: true } } } });
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(screen.getByRole("button", { name: "Add package to cart" }));
    const dialog = await screen.findByRole("dialog", { name: "Dear customer" });
    // The package check dialog: every product of the package to check, the designs drawn as they will be made.
    const holds = within(dialog).getByRole("list", { name: "What Winter package holds" });
    expect(within(holds).getAllByTestId("check-item")).toHaveLength(4);
    expect(holds).toHaveTextContent(`Card 15x15: ${cardA.name}`);
    expect(holds).toHaveTextContent("Catalogue: Solbakken 2026");
    expect(holds).toHaveTextContent("Digital portrait set");
    expect(await within(holds).findByRole("img", { name: `Preview of ${cardB.name}` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Yes, I would like to check" }));
    expect(calls.some((c) => c.url.pathname === "/api/webshop/cart/packages")).toBe(false);
    expect(sessionStorage.getItem(packageWarningKey)).toBe("1");
    // The second time the warning has been seen: straight to the cart.
    await user.click(screen.getByRole("button", { name: "Add package to cart" }));
    expect(await screen.findByRole("heading", { name: "Shopping cart page" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Dear customer" })).toBeNull();
  });

  it("shows an add-to-cart failure as a toast and stays", async () => {
    serve({
      "POST /api/webshop/cart/packages": {
        status: 404,
        body: { code: "picture_set_not_found", error: "Not found" },
      },
    });
    const user = userEvent.setup();
    const { router } = renderShopRoutes(routes, path);
    await overviewShown();
    await user.click(screen.getByRole("button", { name: "Add package to cart" }));
    expect(await screen.findByText(/picture set/i)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it("offers the picture sets the package may move to and makes a new package for the one chosen", async () => {
    const sibling = makePictureSet(0, {
      uuid: uuidOf("5b", 2),
      subject: { uuid: uuidOf("5b", 2), name: "Jonas Nordmann", group: "1A" },
    });
    const otherJob = makePictureSet(0, {
      uuid: uuidOf("5b", 3),
      subject: { uuid: uuidOf("5b", 3), name: "Elsewhere", group: null },
      job: { ...packageSet.job, uuid: uuidOf("5c", 3) },
    });
    const moved = makePackageInstance({
      allowSubjectChange: 2,
      subject: { uuid: sibling.uuid, name: "Jonas Nordmann", group: "1A" },
    });
    const calls = serve({
      [postPath]: (_url, init) =>
        JSON.parse(String(init?.body)).subject.uuid === sibling.uuid
          ? { body: { package: moved } }
          : { body: { package: { ...instance, allowSubjectChange: 2 } } },
      "GET /api/webshop/picture-sets": { body: { pictureSets: [packageSet, sibling, otherJob] } },
      [`GET /api/webshop/picture-sets/${sibling.uuid}`]: { body: { ...packageSet, ...sibling } },
    });
    const user = userEvent.setup();
    renderShopRoutes(routes, path);
    await overviewShown();
    const select = await screen.findByRole("combobox", { name: "Change picture set" });
    expect(
      within(select)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Emma Nordmann (3B)", "Jonas Nordmann (1A)"]);
    // With changes made, the new set is asked for first, as they would be lost.
    await user.click(screen.getByRole("button", { name: `Edit ${cardA.name}` }));
    await user.click(await screen.findByRole("button", { name: "Update package" }));
    await overviewShown();
    await user.selectOptions(screen.getByRole("combobox", { name: "Change picture set" }), sibling.uuid);
    const ask = await screen.findByRole("alertdialog", {
      name: "Are you sure you want to leave the page with unsaved changes?",
    });
    await user.click(within(ask).getByRole("button", { name: "Stay" }));
    const posts = () =>
      calls.filter((c) => c.method === "POST" && c.url.pathname.startsWith("/api/webshop/packages/"));
    expect(posts()).toHaveLength(1);
    await user.selectOptions(screen.getByRole("combobox", { name: "Change picture set" }), sibling.uuid);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Change picture set" }),
    );
    expect(posts()[1]?.body).toEqual({ subject: { uuid: sibling.uuid } });
    await waitFor(() =>
      expect(
        calls.filter((c) => c.method === "POST" && c.url.pathname.startsWith("/api/webshop/packages/")),
      ).toHaveLength(2),
    );
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Change picture set" })).toHaveValue(sibling.uuid),
    );
  });
});
