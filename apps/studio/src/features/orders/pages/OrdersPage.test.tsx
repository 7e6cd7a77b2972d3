import type { StudioOrderListItem } from "@shop/contracts/studio-orders";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { OrdersPage } from "./OrdersPage.tsx";

function anOrder(n: number, values: Partial<StudioOrderListItem> = {}): StudioOrderListItem {
  const uuid = `${String(n).padStart(8, "a")}-3f1d-4c2a-9e7b-1a2b3c4d5e6f`;
  return {
    uuid,
    reference: uuid.slice(0, 8),
    confirmedAt: "2026-11-20T12:00:00.000Z",
    status: "paid",
    totalPrice: 14_900,
    currency: "NOK",
    delivery: "postage",
    payment: "card",
    invoice: null,
    parent: { email: `kari${n}@example.com`, name: `Kari ${n}` },
    children: [{ name: `Tiril ${n}`, group: "3B", job: "Solbakken skole 2026" }],
    ...values,
  };
}

const jobs = { currency: "NOK", jobs: [] };

function answer(routes: Record<string, { status?: number; body: unknown } | (() => Promise<never>)>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${path}`;
      calls.push(key);
      const found = routes[key] ?? (path === "/api/studio/jobs" ? { body: jobs } : undefined);
      if (found === undefined) return new Response(JSON.stringify({ error: "no route" }), { status: 404 });
      if (typeof found === "function") return found();
      return new Response(JSON.stringify(found.body), { status: found.status ?? 200 });
    }),
  );
  return calls;
}

function renderPage(entry: string) {
  const router = createMemoryRouter([{ path: "/orders", element: <OrdersPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the studio's order list", () => {
  it("shows loading while the list is read", async () => {
    answer({ "GET /api/studio/orders": () => new Promise<never>(() => {}) });
    renderPage("/orders");
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("asks the server for the URL's filters and page, and links the CSV of the filters", async () => {
    const calls = answer({
      "GET /api/studio/orders?status=paid&page=2": {
        body: { orders: [anOrder(1)], total: 26, page: 2, size: 25 },
      },
    });
    renderPage("/orders?status=paid&page=2&unknown=1");
    const row = await screen.findByRole("row", { name: /aaaaaaa1/ });
    expect(row).toHaveTextContent("Kari 1");
    expect(row).toHaveTextContent("Tiril 1 · 3B");
    expect(row).toHaveTextContent("Postage");
    expect(within(row).getByRole("link", { name: "aaaaaaa1" })).toHaveAttribute(
      "href",
      `/orders/${anOrder(1).uuid}`,
    );
    expect(screen.getByText("26 orders")).toBeInTheDocument();
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download CSV" })).toHaveAttribute(
      "href",
      "/api/studio/orders/export.csv?status=paid",
    );
    expect(calls).toContain("GET /api/studio/orders?status=paid&page=2");
  });

  it("puts a changed filter in the URL and starts again at the first page", async () => {
    answer({
      "GET /api/studio/orders?page=3": { body: { orders: [anOrder(1)], total: 60, page: 3, size: 25 } },
      "GET /api/studio/orders?delivery=school-pickup": { body: { orders: [], total: 0, page: 1, size: 25 } },
    });
    const router = renderPage("/orders?page=3");
    await screen.findByRole("row", { name: /aaaaaaa1/ });
    await userEvent.selectOptions(screen.getByLabelText("Delivery"), "school-pickup");
    expect(await screen.findByText("No orders match these filters.")).toBeInTheDocument();
    expect(router.state.location.search).toBe("?delivery=school-pickup");
  });

  it("says when the shop has no orders, and shows an error with a way to try again", async () => {
    answer({ "GET /api/studio/orders": { body: { orders: [], total: 0, page: 1, size: 25 } } });
    renderPage("/orders");
    expect(await screen.findByText("No orders yet.")).toBeInTheDocument();
    queryClient.clear();
    answer({ "GET /api/studio/orders": { status: 500, body: { error: "boom" } } });
    renderPage("/orders");
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("picks rows by their checkboxes, or the whole page, for a bulk action", async () => {
    answer({
      "GET /api/studio/orders": { body: { orders: [anOrder(1), anOrder(2)], total: 2, page: 1, size: 25 } },
    });
    renderPage("/orders");
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select order aaaaaaa1" }));
    const bulk = screen.getByRole("region", { name: "Selected orders" });
    expect(bulk).toHaveTextContent("1 order selected");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all orders on this page" }));
    expect(bulk).toHaveTextContent("2 orders selected");
    await userEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.queryByRole("region", { name: "Selected orders" })).not.toBeInTheDocument();
  });
});
