import type { DigitalPortraitResponse, DigitalPortraitsResponse } from "@shop/contracts/digital";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { makePicture } from "../../../test/picture-set-factories.ts";
import { makeCart, makeOffer } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { digitalRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const subject = { uuid: "10000000-0000-4000-8000-000000000001", name: "Emma Nordmann", group: "3B" };
const head = {
  subject,
  job: { uuid: "30000000-0000-4000-8000-000000000001", name: "Solbakken skole 2026", isArchived: false },
  year: 2026,
};

function portrait(offers: DigitalPortraitResponse["offers"]): DigitalPortraitResponse {
  return { pictureSet: head, offers };
}

const base = {
  "GET /api/webshop/me": { body: { user: userFixture() } },
  "GET /api/webshop/settings": { body: settingsFixture() },
  "GET /api/webshop/cart": { body: { cart: makeCart([]) } },
};

describe("the digital portraits list", () => {
  it("shows a card per picture set with its job, year, at most 3 previews and the lowest prices", async () => {
    const list: DigitalPortraitsResponse = {
      pictureSets: [
        {
          ...head,
          previews: ["/p/1", "/p/2", "/p/3", "/p/4"],
          offers: [
            makeOffer(),
            makeOffer({
              type: "GP",
              file: { productUuid: head.job.uuid, price: 4900, rebatedPrice: null },
              set: null,
            }),
          ],
        },
      ],
    };
    mockFetch({ ...base, "GET /api/webshop/digital-portraits": { body: list } });
    renderShopRoutes(digitalRoutes, "/products/digital-portraits");
    const link = await screen.findByRole("link", { name: "Emma Nordmann" });
    expect(link).toHaveAttribute("href", `/products/digital-portraits/${subject.uuid}`);
    const card = link.closest("li");
    if (!card) throw new Error("no card");
    expect(card).toHaveTextContent("Solbakken skole 2026 · 2026");
    expect(card.querySelectorAll("img")).toHaveLength(3);
    const nok = (n: number) => new Intl.NumberFormat("en", { style: "currency", currency: "NOK" }).format(n);
    expect(within(card).getByText("Single pictures from").nextSibling?.textContent).toBe(nok(49));
    expect(within(card).getByText("Whole set from").nextSibling?.textContent).toBe(nok(299));
  });

  it("says so when no picture set sells digital pictures", async () => {
    mockFetch({ ...base, "GET /api/webshop/digital-portraits": { body: { pictureSets: [] } } });
    renderShopRoutes(digitalRoutes, "/products/digital-portraits");
    expect(
      await screen.findByText("You have no picture sets with digital pictures for sale."),
    ).toBeInTheDocument();
  });
});

describe("a picture set's digital portraits", () => {
  it("shows per picture type the whole set with the rebated price and the regular one struck through", async () => {
    const pictures = [1, 2, 3, 4].map((n) => makePicture(n));
    mockFetch({
      ...base,
      [`GET /api/webshop/digital-portraits/${subject.uuid}`]: {
        body: portrait([{ ...makeOffer({ pictureCount: 4 }), pictures }]),
      },
    });
    renderShopRoutes(digitalRoutes, `/products/digital-portraits/${subject.uuid}`);
    const section = await screen.findByRole("region", { name: "Individual pictures" });
    expect(within(section).getByText("The whole set: 4 pictures")).toBeInTheDocument();
    expect(section.querySelector("s")).toHaveTextContent("399");
    // The set shows at most 3 previews; the single pictures each have their own image.
    expect(section.querySelectorAll("img[alt='']")).toHaveLength(3);
    expect(within(section).getAllByRole("img", { name: /Emma Nordmann, picture/ })).toHaveLength(4);
    // Decision 0044: the whole-set button names the set, as on the picture-set page; each picture keeps the spec's text.
    expect(within(section).getByRole("button", { name: "Buy the whole set (4 pictures)" })).toBeEnabled();
    expect(within(section).getAllByRole("button", { name: "Buy digital picture" })).toHaveLength(4);
  });

  it("disables the single pictures while the set is in the cart, and says why", async () => {
    const offer = makeOffer({ pictureCount: 2 });
    const inCart = {
      ...offer,
      set: offer.set && { ...offer.set, inCart: true },
      pictures: [makePicture(1), makePicture(2)],
    };
    mockFetch({
      ...base,
      [`GET /api/webshop/digital-portraits/${subject.uuid}`]: { body: portrait([inCart]) },
    });
    renderShopRoutes(digitalRoutes, `/products/digital-portraits/${subject.uuid}`);
    expect(await screen.findByRole("button", { name: "Remove from cart" })).toBeEnabled();
    const singles = screen.getAllByRole("button", { name: "Buy digital picture" });
    expect(singles).toHaveLength(2);
    for (const button of singles) expect(button).toBeDisabled();
    expect(screen.getByText(/The whole set is in your shopping cart/)).toBeInTheDocument();
  });

  it("a set that comes with a package says so and leads to the package line; no button says 'Remove from cart'", async () => {
    const packageLine = "a1000000-0000-4000-8000-000000000007";
    const offer = makeOffer({ pictureCount: 2 });
    const inPackage = {
      ...offer,
      set: offer.set && {
        ...offer.set,
        inCart: true,
        inPackage: { orderLineUuid: packageLine, name: "Family package" },
      },
      pictures: [makePicture(1), makePicture(2)],
    };
    const calls = mockFetch({
      ...base,
      [`GET /api/webshop/digital-portraits/${subject.uuid}`]: { body: portrait([inPackage]) },
    });
    renderShopRoutes(digitalRoutes, `/products/digital-portraits/${subject.uuid}`);
    const link = await screen.findByRole("link", { name: "See Family package in the cart" });
    expect(link).toHaveAttribute("href", `/shopping-cart#line-${packageLine}`);
    expect(
      screen.getByText(
        "The whole set comes with Family package in your shopping cart, so its pictures cannot be bought one by one.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Remove from cart" })).not.toBeInTheDocument();
    for (const button of screen.getAllByRole("button", { name: "Buy digital picture" }))
      expect(button).toBeDisabled();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("a set and pictures ordered on an unpaid invoice say they come when it is paid, with nothing to buy again", async () => {
    const offer = makeOffer({ pictureCount: 2 });
    const ordered = {
      ...offer,
      set: offer.set && { ...offer.set, awaitingInvoice: true },
      pictures: [makePicture(1, { awaitingInvoice: true }), makePicture(2, { awaitingInvoice: true })],
    };
    const calls = mockFetch({
      ...base,
      [`GET /api/webshop/digital-portraits/${subject.uuid}`]: { body: portrait([ordered]) },
    });
    renderShopRoutes(digitalRoutes, `/products/digital-portraits/${subject.uuid}`);
    expect(
      await screen.findByText("Ordered: the pictures can be downloaded when the invoice is paid"),
    ).toBeInTheDocument();
    expect(screen.getAllByText("Ordered: can be downloaded when the invoice is paid")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Buy|Remove from cart/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("toggles the whole set and shows the server's answer, with a toast when it refuses", async () => {
    let offer = { ...makeOffer({ pictureCount: 1 }), pictures: [makePicture(1)] };
    let refuse = false;
    mockFetch({
      ...base,
      "GET /api/webshop/cart": () => ({
        body: { cart: makeCart([], { itemCount: offer.set?.inCart ? 1 : 0 }) },
      }),
      [`GET /api/webshop/digital-portraits/${subject.uuid}`]: () => ({ body: portrait([offer]) }),
      "POST /ajax/cart/toggle_digital_set_in_cart.php": () => {
        if (refuse)
          return {
            status: 409,
            body: { error: "You have already bought this digital set", code: "set_already_bought" },
          };
        offer = { ...offer, set: offer.set && { ...offer.set, inCart: !offer.set.inCart } };
        return { body: { inCart: !!offer.set?.inCart, itemCount: 1 } };
      },
    });
    const user = userEvent.setup();
    renderShopRoutes(digitalRoutes, `/products/digital-portraits/${subject.uuid}`);
    const setButton = await screen.findByRole("button", { name: "Buy the whole set (1 picture)" });
    refuse = true;
    await user.click(setButton);
    expect(await screen.findByText("You have already bought this digital set")).toBeInTheDocument();
    expect(setButton).toHaveTextContent("Buy the whole set (1 picture)");
    refuse = false;
    await user.click(setButton);
    await waitFor(() => expect(setButton).toHaveTextContent("Remove from cart"));
    await waitFor(() => expect(setButton).toBeEnabled());
    expect(screen.getByRole("link", { name: "Go to the shopping cart" })).toHaveAttribute(
      "href",
      "/shopping-cart",
    );
  });

  it("says 'Picture set not found' for a uuid that is not one of the user's sets", async () => {
    mockFetch({
      ...base,
      [`GET /api/webshop/digital-portraits/${subject.uuid}`]: {
        status: 404,
        body: { error: "Picture set not found", code: "picture_set_not_found" },
      },
    });
    renderShopRoutes(digitalRoutes, `/products/digital-portraits/${subject.uuid}`);
    expect(await screen.findByText("Picture set not found")).toBeInTheDocument();
  });
});
