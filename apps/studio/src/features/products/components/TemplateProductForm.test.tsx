import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { aList, aProduct } from "../test-products.ts";
import { TemplateProductForm } from "./TemplateProductForm.tsx";

function renderForm(onSaved = vi.fn()) {
  const product = aProduct();
  const router = createMemoryRouter(
    [
      {
        path: "/products/:uuid",
        element: (
          <TemplateProductForm product={product} languages={["en", "nb"]} currency="NOK" onSaved={onSaved} />
        ),
      },
    ],
    { initialEntries: [`/products/${product.uuid}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return onSaved;
}

// jsdom has no ResizeObserver; radix's checkbox measures itself with one.
beforeEach(() => {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the template product form", () => {
  it("names the field of an amount it cannot read and sends nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Price (row 1)" }), "39,999");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Price (row 1): “39,999” can be read two ways; write e.g. 149 or 149,90.",
    );
    expect(screen.getByRole("textbox", { name: "Price (row 1)" })).toHaveAccessibleDescription(
      "“39,999” can be read two ways; write e.g. 149 or 149,90.",
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the price as typed and puts the product on sale", async () => {
    const fetch = vi.fn(async (_path: string, init?: RequestInit) =>
      init?.method === "PUT"
        ? new Response(JSON.stringify({ uuid: aProduct().uuid }))
        : new Response(JSON.stringify(aList([aProduct()]))),
    );
    vi.stubGlobal("fetch", fetch);
    const onSaved = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Price (row 1)" }), "39");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe(`/api/studio/products/${aProduct().uuid}/template`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      names: { en: "Card 15x15", nb: "Kort 15x15" },
      prices: [{ quantity: 1, price: "39", campaignPrice: null }],
      active: true,
    });
  });
});
