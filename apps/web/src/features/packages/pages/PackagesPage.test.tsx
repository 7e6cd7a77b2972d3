import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentPictureSet, setCurrentPictureSet } from "../../../lib/current-picture-set.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { makePackageOffer } from "../../../test/package-factories.ts";
import { makePictureSet } from "../../../test/picture-set-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { makeCategory } from "../../../test/template-product-factories.ts";
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

type Reply = Parameters<typeof mockFetch>[0][string];

/** The shop's answers; the parent has no picture sets unless a test says so, so no offers are asked for. */
function serve(reply: Reply = { body: { categories } }, more: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    "GET /api/webshop/me": { body: { user: userFixture() } },
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /ajax/template/get_categories.php": reply,
    "GET /api/webshop/picture-sets": { body: { pictureSets: [] } },
    "GET /api/webshop/packages/subjects/11111111-0000-4000-8000-000000000001": { body: { packages: [] } },
    ...more,
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
    expect(dialog).toHaveTextContent(
      "Cards cannot be made with the pictures of Jonas. Switch to the picture set Emma Nordmann?",
    );
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

const set = makePictureSet(0);
const offersPath = `GET /api/webshop/packages/subjects/${set.uuid}`;
const future = (ms: number) => new Date(Date.now() + ms).toISOString();

describe("'Exclusive deals'", () => {
  beforeEach(() => setCurrentPictureSet({ uuid: set.uuid, name: set.subject.name }));

  it("shows the picture set, the heading and a card per offer with image, name, description and price", async () => {
    const plain = makePackageOffer(1, { name: "Plain package", description: "Three cards" });
    serve(undefined, { [offersPath]: { body: { packages: [plain] } } });
    renderShopRoutes(routes, "/products/packages");
    expect(await screen.findByRole("heading", { level: 1, name: "Exclusive deals" })).toBeInTheDocument();
    expect(screen.getByText("Picture set: Emma Nordmann")).toBeInTheDocument();
    const card = await screen.findByRole("article", { name: "Plain package" });
    expect(card).toHaveTextContent("Three cards");
    expect(card.querySelector("img")).toHaveAttribute("src", "/img/package-1.jpg");
    const price = within(card).getByTestId("package-price");
    expect(price).toHaveTextContent(/Price/);
    expect(price).not.toHaveTextContent(/Just now|Package price/);
    expect(within(card).getByRole("link", { name: "Choose package" })).toHaveAttribute(
      "href",
      `/products/packages/${plain.uuid}`,
    );
    // The category overview stays below the offers.
    expect(await screen.findByRole("link", { name: /^Calendars/ })).toBeInTheDocument();
  });

  it("shows a picture of the child in place of an offer's and a tile's filled preview until that has loaded", async () => {
    const filled = makePackageOffer(1, {
      name: "Filled package",
      image: "/api/webshop/templates/filled/card",
      placeholder: "/api/webshop/images/emma/320",
    });
    const tiles = [
      makeCategory("cards", {
        title: "Cards",
        image: "/api/webshop/templates/filled/cards-tile",
        placeholder: "/api/webshop/images/emma/320",
      }),
    ];
    serve({ body: { categories: tiles } }, { [offersPath]: { body: { packages: [filled] } } });
    renderShopRoutes(routes, "/products/packages");
    for (const shown of [
      await screen.findByRole("article", { name: "Filled package" }),
      await screen.findByRole("link", { name: /^Cards/ }),
    ]) {
      const child = within(shown).getByTestId("preview-placeholder");
      expect(child).toHaveAttribute("src", "/api/webshop/images/emma/320");
      const preview = [...shown.querySelectorAll("img")].find((img) => img !== child);
      expect(preview?.getAttribute("src")).toMatch(/^\/api\/webshop\/templates\/filled\//);
      if (preview) fireEvent.load(preview);
      expect(within(shown).queryByTestId("preview-placeholder")).toBeNull();
    }
  });

  it("shows 'Price' crossed out and 'Just now' for a time-limited price, 'Package price' for a discount", async () => {
    const limited = makePackageOffer(1, {
      name: "Limited",
      useTimeLimitedDiscount: true,
      timeLimitedDiscountPrice: 59_900,
      timeLimitedDiscountEnds: future(3 * 86_400_000),
    });
    const discounted = makePackageOffer(2, { name: "Discounted", priceIncludingDiscount: 79_900 });
    serve(undefined, { [offersPath]: { body: { packages: [limited, discounted] } } });
    renderShopRoutes(routes, "/products/packages");
    const first = within(await screen.findByRole("article", { name: "Limited" })).getByTestId(
      "package-price",
    );
    expect(first.querySelector("s")).toHaveTextContent(/1[\s\u00a0,.]?000/);
    expect(first).toHaveTextContent(/Just now.*599/);
    const second = within(screen.getByRole("article", { name: "Discounted" })).getByTestId("package-price");
    expect(second.querySelector("s")).toBeNull();
    expect(second).toHaveTextContent(/Price.*1[\s\u00a0,.]?000.*Package price.*799/);
    expect(screen.getByTestId("package-countdown")).toHaveTextContent(
      /The offer ends in\s*2 d 23 h 59 min 5\d s|3 d 00 h 00 min 00 s/,
    );
  });

  it("leads a link offer to its link or its template list, and covers a disabled offer with its reason", async () => {
    const toList = makePackageOffer(1, {
      name: "Christmas cards",
      type: "link",
      linkText: "See the cards",
      linkInfo: { type: "cards", category: "christmas" },
    });
    const toLink = makePackageOffer(2, {
      name: "Outside",
      type: "link",
      link: "https://example.com/x",
      linkText: "Go",
    });
    const off = makePackageOffer(3, { name: "Sold out", disabled: { reason: "The offer has ended." } });
    serve(undefined, { [offersPath]: { body: { packages: [toList, toLink, off] } } });
    renderShopRoutes(routes, "/products/packages");
    const list = await screen.findByRole("article", { name: "Christmas cards" });
    expect(within(list).getByRole("link", { name: "See the cards" })).toHaveAttribute(
      "href",
      "/templates/cards/christmas",
    );
    const outside = screen.getByRole("article", { name: "Outside" });
    expect(within(outside).getByRole("link", { name: "Go" })).toHaveAttribute(
      "href",
      "https://example.com/x",
    );
    const soldOut = screen.getByRole("article", { name: "Sold out" });
    expect(within(soldOut).queryByRole("link")).toBeNull();
    const overlay = soldOut.parentElement?.querySelector("[data-testid=offer-disabled]");
    expect(overlay).toHaveTextContent("Not available");
    expect(overlay).toHaveTextContent("The offer has ended.");
    // No time-limited price: no countdown.
    expect(screen.queryByTestId("package-countdown")).toBeNull();
  });

  it("shows placeholders while loading, and the empty note with the category overview when there are no offers", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    serve(undefined, { [offersPath]: () => new Promise((resolve) => (answer = resolve)) });
    renderShopRoutes(routes, "/products/packages");
    expect(await screen.findAllByTestId("offer-placeholder")).toHaveLength(3);
    answer({ body: { packages: [] } });
    expect(
      await screen.findByText("There are no package offers for this picture set right now."),
    ).toBeInTheDocument();
    expect(screen.queryAllByTestId("offer-placeholder")).toHaveLength(0);
    expect(await screen.findByRole("link", { name: /^Cards/ })).toBeInTheDocument();
  });

  it("shows the offers' error with 'Try again', which asks again", async () => {
    let fail = true;
    const calls = serve(undefined, {
      [offersPath]: () =>
        fail
          ? { status: 500, body: { error: "Something went wrong", code: "server_error" } }
          : { body: { packages: [makePackageOffer(1)] } },
    });
    const user = userEvent.setup();
    renderShopRoutes(routes, "/products/packages");
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole("article", { name: "Package 1" })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.startsWith("/api/webshop/packages/")).length).toBeGreaterThan(
      1,
    );
  });
});

describe("who sees the offers", () => {
  it("a visitor sees the category overview only", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/template/get_categories.php": { body: { categories } },
    });
    renderShopRoutes(routes, "/products/packages");
    expect(await screen.findByRole("link", { name: /^Cards/ })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Exclusive deals" })).toBeNull();
    expect(calls.some((c) => c.url.pathname.startsWith("/api/webshop/packages"))).toBe(false);
  });

  it("a parent without picture sets sees the category overview only", async () => {
    const calls = serve();
    renderShopRoutes(routes, "/products/packages");
    expect(await screen.findByRole("link", { name: /^Cards/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.pathname === "/api/webshop/picture-sets")).toBe(true));
    expect(screen.queryByRole("heading", { name: "Exclusive deals" })).toBeNull();
  });

  it("a parent who chose no picture set shops for the newest one", async () => {
    const older = makePictureSet(0, {
      uuid: "10000000-0000-4000-8000-000000000009",
      subject: { uuid: "10000000-0000-4000-8000-000000000009", name: "Old Set", group: null },
      addedAt: "2025-01-01T00:00:00.000Z",
    });
    serve(undefined, {
      "GET /api/webshop/picture-sets": { body: { pictureSets: [older, set] } },
      [offersPath]: { body: { packages: [makePackageOffer(1)] } },
    });
    renderShopRoutes(routes, "/products/packages");
    expect(await screen.findByRole("article", { name: "Package 1" })).toBeInTheDocument();
    expect(screen.getByText("Picture set: Emma Nordmann")).toBeInTheDocument();
    expect(currentPictureSet()?.uuid).toBe(set.uuid);
  });
});
