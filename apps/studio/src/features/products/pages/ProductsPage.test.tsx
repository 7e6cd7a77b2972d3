import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { aList, aProduct } from "../test-products.ts";
import { ProductsPage } from "./ProductsPage.tsx";

function answer(reply: (path: string, init?: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(async (path: string, init?: RequestInit) => reply(path, init));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderPage() {
  const router = createMemoryRouter([{ path: "/products", element: <ProductsPage /> }], {
    initialEntries: ["/products"],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the Products page", () => {
  it("shows loading while the products are read", async () => {
    answer(() => new Promise<never>(() => {}));
    renderPage();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("says what went wrong when the list cannot be read", async () => {
    answer(async () => json({ error: "Something went wrong", code: "server_error" }, 500));
    renderPage();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("offers the starter templates to a shop without products, and says they are not on sale yet", async () => {
    const fetch = answer(async (_path, init) =>
      init?.method === "POST"
        ? json({
            categoriesAdded: [],
            productsAdded: ["Card 15x15", "Mug"],
            templatesAdded: [],
            templatesUpdated: [],
            templatesUnchanged: [],
            lines: [],
          })
        : json(aList([])),
    );
    renderPage();
    expect(await screen.findByText(/No products yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Install the starter templates" }));
    expect(
      await screen.findByText("Added 2 products. They are not on sale until you give them a price."),
    ).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([path, init]) => path === "/api/studio/templates/starter" && init?.method === "POST",
      ),
    ).toBe(true);
  });

  it("lists the products by kind with prices, offers, extras, jobs and whether each is on sale", async () => {
    answer(async () =>
      json(
        aList([
          aProduct({
            prices: [
              { quantity: 1, price: 2_900, campaignPrice: null },
              { quantity: 25, price: 1_900, campaignPrice: 1_700 },
            ],
            campaignEndsAt: "2026-12-24T23:59:59.000Z",
            subProducts: [
              { uuid: "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a", name: "Envelope", names: {}, extraPrice: 300 },
            ],
            active: true,
            onSale: true,
          }),
          aProduct({
            uuid: "0b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4",
            kind: "catalogue",
            type: 400,
            name: "School catalogue",
            prices: [{ quantity: 1, price: 18_900, campaignPrice: null }],
            jobs: [{ uuid: "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f", name: "Lia skole 2026" }],
            active: true,
            onSale: true,
          }),
          aProduct({
            uuid: "1b6f1c2e-3d4a-4b5c-8d6e-7f8091a2b3c4",
            kind: "gift_card",
            type: 700,
            name: "Gift card",
          }),
        ]),
      ),
    );
    renderPage();
    const cards = await screen.findByRole("region", { name: "Cards, calendars and photo gifts" });
    const card = within(cards).getByRole("row", { name: /Card 15x15/ });
    expect(card).toHaveTextContent("29.00 from 1 pcs");
    expect(card).toHaveTextContent("17.00 from 25 pcs");
    expect(card).toHaveTextContent("Envelope +NOK 3.00");
    expect(card).toHaveTextContent("Every job");
    expect(within(card).getByRole("link", { name: "Change Card 15x15" })).toHaveAttribute(
      "href",
      `/products/${aProduct().uuid}`,
    );
    const catalogue = within(screen.getByRole("region", { name: "Catalogues" })).getByRole("row", {
      name: /School catalogue/,
    });
    expect(catalogue).toHaveTextContent("Lia skole 2026");
    expect(
      within(catalogue).getByRole("link", { name: "Change School catalogue in the settings" }),
    ).toHaveAttribute("href", "/settings/catalogues");
    const other = screen.getByRole("region", { name: "Other products (gift_card)" });
    expect(within(other).getByRole("row", { name: /Gift card/ })).toHaveTextContent("Not on sale");
  });
});
