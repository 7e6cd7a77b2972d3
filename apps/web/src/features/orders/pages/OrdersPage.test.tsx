import type { OrderListItem } from "@shop/contracts/orders";
import { focusManager } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { makeDigitalLine, makeSummary, uuidOf } from "../../../test/shop-factories.ts";
import { renderShopRoutes } from "../../../test/shop-render.tsx";
import { orderRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function makeOrder(n: number, overrides: Partial<OrderListItem> = {}): OrderListItem {
  return {
    uuid: `${String(n).repeat(8)}-1111-4111-8111-111111111111`,
    confirmTime: `2026-03-0${n}T10:00:00.000Z`,
    status: "paid",
    totalPrice: 9900 * n,
    currency: "NOK",
    digitalAfterInvoice: false,
    ...overrides,
  };
}

/** Serves the list and each order's details; `hold` keeps the details' answer back until released. */
function serve(orders: OrderListItem[], { hold = false } = {}) {
  let release: () => void = () => {};
  const calls = mockFetch({
    "GET /ajax/user/get_order_list.php": { body: { orders } },
    "GET /sections/my-account/ajax/get_order_details.php": (url) => {
      const reply = {
        body: {
          orderLines: [
            makeDigitalLine(1, {
              product: {
                uuid: uuidOf("b9", 1),
                type: 300,
                name: `Picture of ${url.searchParams.get("uuid")?.slice(0, 8)}`,
                kind: "digital_file",
              },
            }),
          ],
          rebateCode: "VELKOMMEN10",
          summary: makeSummary(9900),
        },
      };
      return hold ? new Promise((resolve) => (release = () => resolve(reply))) : reply;
    },
  });
  return { calls, release: () => release() };
}

describe("the orders page", () => {
  it("lists one row per order with its confirm time and '#' plus the first 8 characters of its uuid", async () => {
    serve([makeOrder(1), makeOrder(2)]);
    renderShopRoutes(orderRoutes, "/my-account/orders");
    expect(await screen.findByRole("heading", { level: 1, name: "My orders" })).toBeInTheDocument();
    const rows = screen.getAllByRole("button", { expanded: false });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("#11111111");
    expect(rows[1]).toHaveTextContent("#22222222");
    expect(rows[0]).toHaveTextContent(
      new Intl.DateTimeFormat("en", { dateStyle: "medium" }).format(new Date("2026-03-01T10:00:00.000Z")),
    );
  });

  it("an invoiced order whose invoice is unpaid says its digital pictures come when the invoice is paid", async () => {
    serve([makeOrder(1, { status: "invoiced", digitalAfterInvoice: true }), makeOrder(2)]);
    renderShopRoutes(orderRoutes, "/my-account/orders");
    const notes = await screen.findAllByText(
      "The digital pictures can be downloaded when the invoice is paid.",
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]?.closest("li")).toHaveTextContent("#11111111");
  });

  it("once the invoice is paid, a tab left open on the list stops saying the pictures come when it is paid", async () => {
    let orders = [makeOrder(1, { status: "invoiced", digitalAfterInvoice: true })];
    mockFetch({ "GET /ajax/user/get_order_list.php": () => ({ body: { orders } }) });
    renderShopRoutes(orderRoutes, "/my-account/orders");
    await screen.findByText("The digital pictures can be downloaded when the invoice is paid.");
    orders = [makeOrder(1)];
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() =>
      expect(
        screen.queryByText("The digital pictures can be downloaded when the invoice is paid."),
      ).not.toBeInTheDocument(),
    );
    focusManager.setFocused(undefined);
  });

  it("a link to an order that is not the user's says so above the list, and an own order does not", async () => {
    serve([makeOrder(1)]);
    renderShopRoutes(orderRoutes, "/my-account/orders/00000000-0000-4000-8000-000000000000");
    expect(await screen.findByRole("status")).toHaveTextContent(
      "This order is not among your orders. It may belong to another account.",
    );
    expect(screen.getByRole("button", { name: /#11111111/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("opens an own order from its link with no such note", async () => {
    const order = makeOrder(1);
    serve([order]);
    renderShopRoutes(orderRoutes, `/my-account/orders/${order.uuid}`);
    expect(await screen.findByRole("button", { name: /#11111111/ })).toHaveAttribute("aria-expanded", "true");
    expect(screen.queryByText(/not among your orders/)).not.toBeInTheDocument();
  });

  it("expanding moves the route and shows 'Loading details', then the lines and the voucher; collapsing returns", async () => {
    const order = makeOrder(1);
    const server = serve([order], { hold: true });
    const user = userEvent.setup();
    const { router } = renderShopRoutes(orderRoutes, "/my-account/orders");
    const row = await screen.findByRole("button", { name: /#11111111/ });
    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-account/orders/${order.uuid}`));
    await waitFor(() => expect(row).toHaveAttribute("aria-expanded", "true"));
    expect(await screen.findByText("Loading details")).toBeInTheDocument();
    server.release();
    expect(await screen.findByRole("article", { name: "Picture of 11111111" })).toBeInTheDocument();
    expect(screen.getByText("VELKOMMEN10")).toBeInTheDocument();
    expect(screen.getByText("Total")).toBeInTheDocument();
    expect(
      server.calls.find((c) => c.url.pathname.includes("get_order_details"))?.url.searchParams.get("uuid"),
    ).toBe(order.uuid);

    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-account/orders"));
    await waitFor(() => expect(row).toHaveAttribute("aria-expanded", "false"));
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("opens the order the route names, and works from the keyboard", async () => {
    const [first, second] = [makeOrder(1), makeOrder(2)];
    serve([first, second]);
    const user = userEvent.setup();
    const { router } = renderShopRoutes(orderRoutes, `/my-account/orders/${second.uuid}`);
    expect(await screen.findByRole("article", { name: "Picture of 22222222" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /#22222222/ })).toHaveAttribute("aria-expanded", "true");

    screen.getByRole("button", { name: /#11111111/ }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe(`/my-account/orders/${first.uuid}`));
    expect(await screen.findByRole("article", { name: "Picture of 11111111" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /#22222222/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("says so when the user has no orders", async () => {
    serve([]);
    renderShopRoutes(orderRoutes, "/my-account/orders");
    expect(await screen.findByText("You have no orders yet.")).toBeInTheDocument();
  });

  it("shows an error with 'Try again' when the list cannot be fetched", async () => {
    mockFetch({
      "GET /ajax/user/get_order_list.php": {
        status: 500,
        body: { error: "Something went wrong", code: "server_error" },
      },
    });
    renderShopRoutes(orderRoutes, "/my-account/orders");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
