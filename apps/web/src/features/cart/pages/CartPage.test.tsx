import type { Cart } from "@shop/contracts/cart";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { userFixture } from "../../../test/fixtures.ts";
import {
  makeCart,
  makeDigitalLine,
  makeOrderLine,
  makeSummary,
  uuidOf,
} from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { cartRoutes } from "../routes.tsx";

/** The cart alone: no kind adds to its lines here (app/cart-*.test.tsx show the kinds' parts). */
const routes = cartRoutes({ views: async () => ({}), editors: async () => ({}) });

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = { body: { user: userFixture() } };

function open() {
  return renderShopRoutes(routes, "/shopping-cart");
}

/** Normalises the spaces Intl puts in money ('150,00 kr' may hold a no-break space). */
function money(text: string | null | undefined): string {
  return (text ?? "").replace(/\s/g, " ");
}

describe("the shopping cart", () => {
  it("shows the lines, the summary and the ways on", async () => {
    const cart = makeCart([makeOrderLine(1, { quantity: 2, linePrice: 30000, actualLinePrice: 30000 })]);
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart } } });
    open();
    expect(await screen.findByRole("heading", { level: 1, name: "Shopping cart" })).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Product 1" })).toBeInTheDocument();
    expect(screen.getByLabelText("Quantity")).toHaveValue("2");
    expect(screen.getByText("Subtotal")).toBeInTheDocument();
    expect(screen.getByText("VAT included")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add more" })).toHaveAttribute("href", "/products/packages");
    expect(screen.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/shopping-cart/checkout");
  });

  it("puts the summary and 'Checkout' with the total before 'Other popular products'", async () => {
    const cart = makeCart([makeOrderLine(1, { linePrice: 30000, actualLinePrice: 30000 })]);
    mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart } },
      "GET /api/webshop/promoted-products": {
        body: [
          {
            uuid: uuidOf("ee", 1),
            type: "category",
            label: "best_seller",
            category: { internalName: "mugs", title: "Mugs", image: null },
            product: null,
            template: null,
            templateData: null,
            filledPreview: null,
            rebatedPrice: null,
          },
        ],
      },
    });
    open();
    const upsell = await screen.findByRole("heading", { name: "Other popular products" });
    const summary = screen.getByRole("region", { name: "Summary" });
    const checkout = screen.getByRole("link", { name: "Checkout" });
    expect(summary.compareDocumentPosition(upsell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(checkout.compareDocumentPosition(upsell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The bar that keeps 'Checkout' in reach on a phone shows the total beside it.
    expect(money(checkout.parentElement?.textContent)).toMatch(/^Total.*300\.00.*Checkout$/);
  });

  it("offers the quantities the domain's rules give, from the product's minimum to the line's maximum", async () => {
    const cart = makeCart([makeOrderLine(1, { quantity: 3, minimumQuantity: 2, maximumQuantity: 5 })]);
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart } } });
    open();
    const select = await screen.findByLabelText("Quantity");
    const options = within(select)
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual(["2", "3", "4", "5"]);
  });

  it("shows '...' in place of the prices while a quantity change is on its way", async () => {
    const line = makeOrderLine(1);
    let answer: (cart: Cart) => void = () => {};
    const calls = mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      [`PATCH /api/webshop/cart/lines/${line.uuid}`]: () =>
        new Promise((resolve) => {
          answer = (cart) => resolve({ body: { cart } });
        }),
    });
    const user = userEvent.setup();
    open();
    const select = await screen.findByLabelText("Quantity");
    expect(screen.queryByText("...")).not.toBeInTheDocument();
    await user.selectOptions(select, "3");
    // The line's price and every summary amount wait for the server's numbers.
    await waitFor(() => expect(screen.getAllByText("...").length).toBeGreaterThanOrEqual(4));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({ quantity: 3 });
    expect(screen.getByLabelText("Quantity")).toHaveValue("3");
    const updated = { ...line, quantity: 3, linePrice: 45000, actualLinePrice: 45000 };
    answer(makeCart([updated], { summary: makeSummary(45000) }));
    await waitFor(() => expect(screen.queryByText("...")).not.toBeInTheDocument());
    const row = screen.getByRole("article", { name: "Product 1" });
    expect(money(row.textContent)).toContain(
      money(new Intl.NumberFormat("en", { style: "currency", currency: "NOK" }).format(450)),
    );
  });

  it("a line's sub-products are checkboxes with their extra price; choosing one updates the line, '...' until priced", async () => {
    const envelope = { uuid: "40000000-0000-4000-8000-000000000001", name: "Envelope", extraprice: 300 };
    const line = makeOrderLine(1, {
      product: {
        uuid: "b1000000-0000-4000-8000-000000000001",
        type: 2,
        name: "Card 15x15",
        kind: "template_product",
      },
      quantity: 2,
      linePrice: 5_000,
      actualLinePrice: 5_000,
      subProducts: [envelope],
    });
    let answer: (cart: Cart) => void = () => {};
    const calls = mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      [`PATCH /api/webshop/cart/lines/${line.uuid}`]: () =>
        new Promise((resolve) => {
          answer = (cart) => resolve({ body: { cart } });
        }),
    });
    const user = userEvent.setup();
    open();
    const group = await screen.findByRole("group", { name: "Extras for Card 15x15" });
    const box = within(group).getByRole("checkbox", { name: /Envelope/ });
    expect(box).not.toBeChecked();
    expect(money(group.textContent)).toContain("+NOK 3.00 per piece");
    await user.click(box);
    await waitFor(() => expect(screen.getAllByText("...").length).toBeGreaterThanOrEqual(4));
    expect(calls.find((c) => c.method === "PATCH")?.body).toEqual({
      quantity: 2,
      subProductUuids: [envelope.uuid],
    });
    expect(box).toBeChecked();
    const chosen = { ...line, subProductUuids: [envelope.uuid], linePrice: 5_600, actualLinePrice: 5_600 };
    answer(makeCart([chosen], { summary: makeSummary(5_600) }));
    await waitFor(() => expect(screen.queryByText("...")).not.toBeInTheDocument());
    expect(money(screen.getByRole("article", { name: "Card 15x15" }).textContent)).toContain("NOK 56.00");
    expect(within(group).getByRole("checkbox", { name: /Envelope/ })).toBeChecked();
  });

  it("a link to one line (from the digital portraits' package set) brings it into view with the focus", async () => {
    const lines = [
      makeOrderLine(1),
      makeOrderLine(2, { product: { ...makeOrderLine(2).product, name: "Family package" } }),
    ];
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart: makeCart(lines) } } });
    renderShopRoutes(routes, `/shopping-cart#line-${lines[1]?.uuid}`);
    const line = (await screen.findByRole("article", { name: "Family package" })).closest("li");
    await waitFor(() => expect(line).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    // jsdom has no scrolling of its own: the stand-in goes with the test.
    Reflect.deleteProperty(Element.prototype, "scrollIntoView");
  });

  it("a digital line has no quantity select and says its quantity", async () => {
    const cart = makeCart([makeDigitalLine(1)]);
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart } } });
    open();
    const row = await screen.findByRole("article", { name: "Digital picture" });
    expect(within(row).queryByRole("combobox")).not.toBeInTheDocument();
    expect(within(row).getByText("Quantity: 1")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Change Digital picture" })).toHaveAttribute(
      "href",
      `/products/digital-portraits/${cart.orderLines[0]?.subjects[0]?.uuid}`,
    );
  });

  it("deleting a line asks first and removes nothing when cancelled", async () => {
    const first = makeOrderLine(1);
    const second = makeOrderLine(2);
    const calls = mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart: makeCart([first, second]) } },
      [`DELETE /api/webshop/cart/lines/${first.uuid}`]: { body: { cart: makeCart([second]) } },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Delete Product 1" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete product" });
    expect(dialog).toHaveTextContent("Do you want to delete Product 1 from the shopping cart?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    expect(screen.getByRole("article", { name: "Product 1" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Product 1" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Product 1" })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    expect(screen.getByRole("article", { name: "Product 2" })).toBeInTheDocument();
  });

  it("deleting a line whose picture carries a retouch line says first which retouch goes with it", async () => {
    const retouch = makeOrderLine(9, {
      product: { uuid: uuidOf("b9", 9), type: 11, name: "Retouch", kind: "retouch" },
      description: "Retouch P1001: Remove blemishes",
      canChangeQuantity: false,
      fileRetouch: { uuid: uuidOf("d1", 1), thumbnail: "/img/1/320" },
    });
    const file = makeDigitalLine(1, { retouchLeavesWith: [retouch.uuid] });
    const other = makeOrderLine(2);
    const calls = mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart: makeCart([file, retouch, other]) } },
      [`DELETE /api/webshop/cart/lines/${file.uuid}`]: { body: { cart: makeCart([other]) } },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Delete Digital picture" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Delete product" });
    expect(dialog).toHaveTextContent("The retouch of this picture is deleted from the shopping cart too:");
    expect(within(dialog).getByRole("listitem")).toHaveTextContent("Retouch P1001: Remove blemishes");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);

    // A line no retouch depends on asks as before.
    await user.click(screen.getByRole("button", { name: "Delete Product 2" }));
    const plain = await screen.findByRole("alertdialog", { name: "Delete product" });
    expect(plain).not.toHaveTextContent("retouch");
  });

  it("a failed delete keeps the line and says why", async () => {
    const line = makeOrderLine(1);
    mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      [`DELETE /api/webshop/cart/lines/${line.uuid}`]: {
        status: 404,
        body: { error: "Order line not found", code: "order_line_not_found" },
      },
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Delete Product 1" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Order line not found")).toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Product 1" })).toBeInTheDocument();
  });

  it("an empty cart redirects to the product list", async () => {
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart: makeCart([]) } } });
    const { router } = open();
    expect(await screen.findByRole("heading", { name: "Product list" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/products/packages");
  });

  it("a cart left empty in the cache is read again before the page sends on: a line added meanwhile shows", async () => {
    // Signed in, with the cart read before a line was added elsewhere.
    queryClient.setQueryData(queryKeys.me, me.body);
    queryClient.setQueryData(queryKeys.cart.all, makeCart([]));
    await queryClient.invalidateQueries({ queryKey: queryKeys.cart.all, refetchType: "none" });
    mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart: makeCart([makeOrderLine(1)]) } },
    });
    const { router } = open();
    expect(await screen.findByRole("article", { name: "Product 1" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/shopping-cart");
  });

  it("deleting the last line leads to the product list", async () => {
    const line = makeOrderLine(1);
    mockFetch({
      "GET /api/webshop/me": me,
      "GET /api/webshop/cart": { body: { cart: makeCart([line]) } },
      [`DELETE /api/webshop/cart/lines/${line.uuid}`]: { body: { cart: makeCart([]) } },
    });
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole("button", { name: "Delete Product 1" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByRole("heading", { name: "Product list" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/products/packages");
  });

  it.each([
    [{ threshold: 100000, state: "free", remaining: 0 } as const, "Free delivery!"],
    [
      { threshold: 100000, state: "spendOver", remaining: 100000 } as const,
      "Free delivery when you spend over",
    ],
    [{ threshold: 100000, state: "more", remaining: 85000 } as const, "Shop products for"],
  ])("the free-delivery bar says the text of its state (%o)", async (freeShipping, text) => {
    const cart = makeCart([makeOrderLine(1)], { freeShipping });
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart } } });
    open();
    const status = await screen.findByText(new RegExp(`^${text.replace("!", "\\!")}`));
    const nok = (n: number) => new Intl.NumberFormat("en", { style: "currency", currency: "NOK" }).format(n);
    if (freeShipping.state === "spendOver")
      expect(money(status.textContent)).toBe(money(`Free delivery when you spend over ${nok(1000)}`));
    if (freeShipping.state === "more")
      expect(money(status.textContent)).toBe(
        money(`Shop products for ${nok(850)} more and get free delivery!`),
      );
    if (freeShipping.state === "free") expect(status).toHaveTextContent(/^Free delivery!$/);
  });

  it("shows no free-delivery bar when the shop has no threshold", async () => {
    const cart = makeCart([makeOrderLine(1)], { freeShipping: null });
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart } } });
    open();
    await screen.findByRole("article", { name: "Product 1" });
    expect(screen.queryByText(/free delivery/i)).not.toBeInTheDocument();
  });

  it("shows the voucher the cart holds", async () => {
    const cart = makeCart([makeOrderLine(1)], {
      rebateCode: { code: "VELKOMMEN10", description: "10 % off" },
      summary: makeSummary(15000, [
        { type: 2, kind: "voucher", description: "VELKOMMEN10", linePrice: -1500 },
      ]),
    });
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart } } });
    open();
    expect(await screen.findByText("Voucher: VELKOMMEN10")).toBeInTheDocument();
    expect(screen.getByText("10 % off")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove the voucher VELKOMMEN10" })).toBeInTheDocument();
  });
});

describe("the cart of a shop in EUR (spec 03 §9)", () => {
  it("shows every price, the summary and the free-delivery bar in euros, none in kroner", async () => {
    const line = makeOrderLine(1, { quantity: 2, linePrice: 2500, actualLinePrice: 2500 });
    const cart = makeCart([line], {
      summary: { ...makeSummary(2500), currency: "EUR" },
      freeShipping: { threshold: 10000, state: "more", remaining: 7500 },
    });
    mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/cart": { body: { cart } } });
    open();
    await screen.findByRole("article", { name: "Product 1" });
    const text = money(document.body.textContent);
    expect(text).toContain("€25.00");
    expect(text).toContain("Shop products for €75.00 more and get free delivery!");
    expect(text).not.toMatch(/NOK|\bkr\b/);
  });
});
