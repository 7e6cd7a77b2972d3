import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentPictureSet, setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { makeTemplateItem, makeTemplateProduct } from "../../../test/template-product-factories.ts";
import { productRoutes } from "../routes.tsx";

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const small = makeTemplateProduct(1, { name: "Card 10x15", sortOrder: 0 });
const square = makeTemplateProduct(2, {
  name: "Card 15x15",
  sortOrder: 1,
  productprices: [
    { quantity: 1, price: 2_900, campaignprice: null, type: 0 },
    { quantity: 10, price: 2_400, campaignprice: null, type: 0 },
    { quantity: 25, price: 1_900, campaignprice: 1_700, type: 0 },
  ],
});
const templates = [
  makeTemplateItem(1, small, { name: "Class card", dimensions: "10x15", hasText: true }),
  makeTemplateItem(2, square, { name: "Christmas card", hasText: true }),
  makeTemplateItem(3, square, {
    name: "Portrait square",
    hasText: false,
    preview: {
      large: "/templates/all/portrait-1.svg",
      filled: "/api/webshop/templates/filled/portrait?sig=x",
    },
  }),
];
const cardCategories = {
  categories: [
    { internalName: "cards-15x15", title: "15x15 cards", description: "", image: null, default: true },
    { internalName: "cards-10x15", title: "10x15 cards", description: "", image: null, default: false },
  ],
  defaultCategory: "cards-15x15",
};

function serve(list = { templates, products: [small, square] }) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /api/webshop/templates/cards": { body: list },
    "GET /api/webshop/templates/cards/categories": { body: cardCategories },
  });
}

describe("the cards list", () => {
  it("without a picture set in the tab, is read once, for the parent's newest set, which becomes the tab's", async () => {
    const set = makePictureSet(0);
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /api/webshop/picture-sets": { body: { pictureSets: [set] } },
      [`GET /api/webshop/templates/cards/subjects/${set.uuid}`]: {
        body: { templates, products: [small, square] },
      },
      "GET /api/webshop/templates/cards/categories": { body: cardCategories },
    });
    renderShopRoutes(productRoutes, "/templates/cards");
    expect(await screen.findByRole("link", { name: "Christmas card" })).toBeInTheDocument();
    expect(currentPictureSet()?.uuid).toBe(set.uuid);
    const lists = calls.filter(
      (c) =>
        c.url.pathname.startsWith("/api/webshop/templates/cards") && !c.url.pathname.endsWith("/categories"),
    );
    expect(lists.map((c) => c.url.pathname)).toEqual([`/api/webshop/templates/cards/subjects/${set.uuid}`]);
  });

  it("shows the heading, 'Choose template', the category row and the groups, 15x15 first, each with its price", async () => {
    serve();
    renderShopRoutes(productRoutes, "/templates/cards");
    expect(await screen.findByRole("heading", { level: 1, name: "Cards" })).toBeInTheDocument();
    expect(screen.getByText("Choose template")).toBeInTheDocument();
    // The plain list shows both sizes: 'All cards' is the pill marked, not the default category.
    const row = await screen.findByRole("navigation", { name: "Card categories" });
    expect(within(row).getByRole("link", { name: "All cards" })).toHaveAttribute("aria-current", "page");
    expect(within(row).getByRole("link", { name: "15x15 cards" })).not.toHaveAttribute("aria-current");
    expect(within(row).getByRole("link", { name: "10x15 cards" })).toHaveAttribute(
      "href",
      "/templates/cards/cards-10x15",
    );
    await screen.findByRole("heading", { level: 2, name: "Card 15x15" });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Card 15x15",
      "Card 10x15",
    ]);
    const squareGroup = screen.getByRole("region", { name: "Card 15x15" });
    expect(
      within(squareGroup)
        .getAllByRole("img")
        .map((img) => img.getAttribute("alt")),
    ).toEqual(["Christmas card", "Portrait square"]);
    expect(within(squareGroup).getByRole("link", { name: "Christmas card" })).toHaveAttribute(
      "href",
      `/templates/create/${templates[1]?.uuid}/${square.uuid}?type=cards`,
    );
    expect(within(squareGroup).getByRole("img", { name: "Christmas card" })).toHaveAttribute(
      "src",
      `/templates/all/${templates[1]?.uuid}-1.svg`,
    );
    // A list filled for a picture set shows each design with the set's own pictures.
    expect(within(squareGroup).getByRole("img", { name: "Portrait square" })).toHaveAttribute(
      "src",
      "/api/webshop/templates/filled/portrait?sig=x",
    );
  });

  it("marks the pill of the size the list shows, and 'All cards' leads back to both", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /api/webshop/templates/cards/categories/cards-10x15": {
        body: { templates: [templates[0]], products: [small] },
      },
      "GET /api/webshop/templates/cards/categories": { body: cardCategories },
    });
    renderShopRoutes(productRoutes, "/templates/cards/cards-10x15");
    const row = await screen.findByRole("navigation", { name: "Card categories" });
    expect(within(row).getByRole("link", { name: "10x15 cards" })).toHaveAttribute("aria-current", "page");
    expect(within(row).getByRole("link", { name: "All cards" })).not.toHaveAttribute("aria-current");
    expect(within(row).getByRole("link", { name: "All cards" })).toHaveAttribute("href", "/templates/cards");
  });

  it("names its back link after the page it leads to: 'Exclusive deals' while a picture set is shopped for", async () => {
    const set = makePictureSet(0);
    setCurrentPictureSet({ uuid: set.uuid, name: set.subject.name });
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      [`GET /api/webshop/templates/cards/subjects/${set.uuid}`]: {
        body: { templates, products: [small, square] },
      },
      "GET /api/webshop/templates/cards/categories": { body: cardCategories },
    });
    renderShopRoutes(productRoutes, "/templates/cards");
    expect(await screen.findByRole("link", { name: "Exclusive deals" })).toHaveAttribute(
      "href",
      "/products/packages",
    );
    expect(screen.queryByRole("link", { name: "Offers and campaigns" })).not.toBeInTheDocument();
  });

  it("opens the price table from '(Prices)' only for a product with several prices", async () => {
    serve();
    const user = userEvent.setup();
    renderShopRoutes(productRoutes, "/templates/cards");
    const squareGroup = await screen.findByRole("region", { name: "Card 15x15" });
    expect(within(screen.getByRole("region", { name: "Card 10x15" })).queryByRole("button")).toBeNull();
    await user.click(within(squareGroup).getByRole("button", { name: "(Prices)" }));
    const dialog = await screen.findByRole("dialog", { name: "Prices of Card 15x15" });
    const rows = within(dialog).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getByRole("rowheader").textContent)).toEqual([
      "1–9 pcs",
      "10–24 pcs",
      "25+ pcs",
    ]);
    // The campaign price beside the struck-out regular price.
    const last = rows[2] as HTMLElement;
    expect(last.querySelector("s")).toHaveTextContent(/19/);
    expect(last).toHaveTextContent(/17/);
  });

  it("the price table of a promoted product shows its promoted price beside each struck regular price above it", async () => {
    const mug = makeTemplateProduct(3, {
      name: "Mug",
      sortOrder: 2,
      promotedPrice: 14_900,
      productprices: [
        { quantity: 1, price: 19_900, campaignprice: null, type: 0 },
        { quantity: 10, price: 12_900, campaignprice: null, type: 0 },
      ],
    });
    serve({ templates: [makeTemplateItem(4, mug, { name: "Mug portrait" })], products: [mug] });
    const user = userEvent.setup();
    renderShopRoutes(productRoutes, "/templates/cards");
    const group = await screen.findByRole("region", { name: "Mug" });
    await user.click(within(group).getByRole("button", { name: "(Prices)" }));
    const dialog = await screen.findByRole("dialog", { name: "Prices of Mug" });
    const [one, ten] = within(dialog).getAllByRole("row").slice(1) as HTMLElement[];
    // The cart charges the promoted 149 kr for one mug: the table says so, as the list's header does.
    expect(one?.querySelector("s")).toHaveTextContent(/199/);
    expect(one).toHaveTextContent(/149/);
    // Ten mugs cost their own lower tier price: nothing is struck.
    expect(ten?.querySelector("s")).toBeNull();
    expect(ten).toHaveTextContent(/129/);
    expect(ten).not.toHaveTextContent(/149/);
  });

  it("filters from the panel: the URL gets texts[]=no, a chip shows, and removing it shows every template again", async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderShopRoutes(productRoutes, "/templates/cards?category=x");
    await screen.findByRole("region", { name: "Card 15x15" });
    await user.click(screen.getByRole("button", { name: "Filter selection" }));
    const panel = await screen.findByRole("dialog", { name: "Filter selection" });
    expect(
      within(panel)
        .getAllByRole("group")
        .map((g) => g.querySelector("legend")?.textContent),
    ).toEqual(["Format", "With text"]);
    await user.click(within(panel).getByRole("checkbox", { name: "No" }));
    await waitFor(() => expect(router.state.location.search).toBe("?category=x&texts%5B%5D=no"));
    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Portrait square"]);
    await user.click(screen.getByRole("button", { name: "Remove filter With text: No" }));
    await waitFor(() => expect(screen.getAllByRole("img")).toHaveLength(3));
    expect(router.state.location.search).toBe("?category=x");
  });

  it("takes filters from the URL and says so when nothing is left, with a link to change", async () => {
    serve();
    renderShopRoutes(productRoutes, "/templates/cards?formats[]=10x15&texts[]=no");
    expect(
      await screen.findByText(
        "There are no products available within this category for the selected picture set.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change picture set or category" })).toHaveAttribute(
      "href",
      "/products/packages",
    );
  });

  it("redirects the legacy /products/cards route with its query", async () => {
    serve();
    const { router } = renderShopRoutes(productRoutes, "/products/cards?formats[]=15x15");
    await waitFor(() => expect(router.state.location.pathname).toBe("/templates/cards"));
    expect(router.state.location.search).toBe("?formats[]=15x15");
  });
});

describe("the calendars list", () => {
  it("offers 'With text' in the filter panel when one of its calendars has a text", async () => {
    const wall = makeTemplateProduct(5, {
      name: "Wall calendar 20x30",
      producttype: "CALENDAR",
      sortOrder: 0,
    });
    const calendar = (n: number, hasText: boolean) =>
      makeTemplateItem(n, wall, {
        name: hasText ? "Titled calendar" : "Plain calendar",
        type: "CALENDAR",
        dimensions: "20x30",
        hasText,
        parts: Array.from({ length: 13 }, (_, i) => ({ id: `p${i}`, descriptions: [] })),
      });
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /api/webshop/templates/calendars": {
        body: { templates: [calendar(6, true), calendar(7, false)], products: [wall] },
      },
    });
    const user = userEvent.setup();
    const { router } = renderShopRoutes(productRoutes, "/templates/calendars");
    await screen.findByRole("region", { name: "Wall calendar 20x30" });
    await user.click(screen.getByRole("button", { name: "Filter selection" }));
    const panel = await screen.findByRole("dialog", { name: "Filter selection" });
    expect(
      within(panel)
        .getAllByRole("group")
        .map((g) => g.querySelector("legend")?.textContent),
    ).toEqual(["With text"]);
    await user.click(within(panel).getByRole("checkbox", { name: "Yes" }));
    await waitFor(() => expect(router.state.location.search).toBe("?texts%5B%5D=yes"));
    await user.click(within(panel).getByRole("button", { name: "Done" }));
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual(["Titled calendar"]);
  });
});

describe("the photo gifts list", () => {
  it("is headed 'Photo gifts' when it shows every photo gift, with no category to name", async () => {
    const mug = makeTemplateProduct(3, { name: "Mug", sortOrder: 0 });
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /api/webshop/templates/photogifts": {
        body: { templates: [makeTemplateItem(4, mug, { name: "Photo mug" })], products: [mug] },
      },
    });
    renderShopRoutes(productRoutes, "/templates/photogifts");
    expect(await screen.findByRole("heading", { level: 1, name: "Photo gifts" })).toBeInTheDocument();
    expect(screen.getByText("Choose template")).toBeInTheDocument();
  });
});
