import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { TemplatesPage } from "./TemplatesPage.tsx";

const cards = { uuid: "1b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f", name: "Card 15x15", type: "1" };
const mugs = { uuid: "2b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f", name: "Mug", type: "89" };
function template(uuid: string, name: string, product: typeof cards, sortOrder: number) {
  return {
    uuid,
    name,
    type: product === cards ? "CARDS" : "PHOTOGIFT",
    product: { uuid: product.uuid, name: product.name },
    categories: product === cards ? ["cards"] : ["mugs"],
    size: "15x15",
    version: 1,
    active: true,
    sortOrder,
    excludedJobs: 0,
    preview: `/api/studio/templates/${uuid}/preview/1`,
  };
}
const christmas = template("3c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a", "Christmas card", cards, 0);
const birthday = template("4c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a", "Birthday", cards, 1);
const mug = template("5c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a", "Photo mug", mugs, 0);
const list = {
  templates: [christmas, birthday, mug],
  products: [cards, mugs],
  categories: [
    { internalName: "cards", title: "Cards" },
    { internalName: "mugs", title: "Mugs" },
  ],
};

type Reply = () => Promise<Response>;
function answer(routes: Record<string, Reply>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${path}`;
      calls.push({ key, body: typeof init?.body === "string" ? JSON.parse(init.body) : init?.body });
      const found = routes[key];
      return found ? found() : new Response(JSON.stringify({ error: "no route" }), { status: 404 });
    }),
  );
  return calls;
}
const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(body === null ? null : JSON.stringify(body), { status });

function renderPage() {
  const router = createMemoryRouter([{ path: "/templates", element: <TemplatesPage /> }], {
    initialEntries: ["/templates"],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

// Radix's switch measures itself; jsdom has no ResizeObserver.
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

describe("the templates page", () => {
  it("shows loading, then an error with a way to try again", async () => {
    answer({ "GET /api/studio/templates": json({ error: "down", code: "server_error" }, 500) });
    renderPage();
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(
      await screen.findByText("Something went wrong on the server. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("offers the starter library and an upload when the shop has no template", async () => {
    const calls = answer({
      "GET /api/studio/templates": json({ ...list, templates: [] }),
      "POST /api/studio/templates/starter": json({
        categoriesAdded: [],
        productsAdded: ["Mug"],
        templatesAdded: ["Photo mug"],
        templatesUpdated: [],
        templatesUnchanged: [],
        lines: [],
      }),
    });
    renderPage();
    expect(await screen.findByText(/The shop has no templates yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Install the starter templates" }));
    expect(
      await screen.findByText(/Starter library: 1 templates added, 0 updated, 0 unchanged\./),
    ).toBeInTheDocument();
    expect(calls.map((c) => c.key)).toContain("POST /api/studio/templates/starter");
    expect(screen.getByRole("heading", { name: "Upload a template file" })).toBeInTheDocument();
  });

  it("shows each template with its preview, filters by product, and links to the editor's new template", async () => {
    answer({ "GET /api/studio/templates": json(list) });
    renderPage();
    const card = await screen.findByRole("listitem", { name: "Christmas card" });
    expect(
      within(card).getByRole("img", { name: "Christmas card with a sample child's pictures" }),
    ).toHaveAttribute("src", christmas.preview);
    expect(within(card).getByText("Card 15x15 · 15x15 cm · version 1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New template" })).toHaveAttribute("href", "/templates/new");
    await userEvent.selectOptions(screen.getByLabelText("Product"), "Mug");
    expect(screen.queryByRole("listitem", { name: "Christmas card" })).not.toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "Photo mug" })).toBeInTheDocument();
  });

  it("switches a template off and moves one among its product's templates, by keyboard", async () => {
    // The server as the calls leave it, so the page's reading again shows what they changed.
    let current = list;
    const calls = answer({
      "GET /api/studio/templates": async () => json(current)(),
      [`PATCH /api/studio/templates/${birthday.uuid}`]: async () => {
        current = {
          ...current,
          templates: current.templates.map((x) => (x === birthday ? { ...x, active: false } : x)),
        };
        return json(null, 204)();
      },
      "PUT /api/studio/templates/order": async () => {
        const off = current.templates.find((x) => x.uuid === birthday.uuid) ?? birthday;
        current = { ...current, templates: [off, christmas, mug] };
        return json(null, 204)();
      },
    });
    renderPage();
    const card = await screen.findByRole("listitem", { name: "Birthday" });
    await userEvent.click(within(card).getByRole("switch", { name: "On" }));
    expect(calls.find((c) => c.key.startsWith("PATCH"))?.body).toEqual({ active: false });
    expect(within(card).getByRole("switch", { name: "Off" })).not.toBeChecked();

    // The mug is its product's only template: it moves nowhere.
    const mugCard = screen.getByRole("listitem", { name: "Photo mug" });
    expect(within(mugCard).getByRole("button", { name: "Move Photo mug earlier" })).toBeDisabled();
    within(card).getByRole("button", { name: "Move Birthday earlier" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(calls.find((c) => c.key === "PUT /api/studio/templates/order")?.body).toEqual({
      templates: [birthday.uuid, christmas.uuid],
    });
    const names = screen.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"));
    expect(names.slice(0, 3)).toEqual(["Birthday", "Christmas card", "Photo mug"]);
  });

  it("shows an uploaded file's problems at the fields they are about", async () => {
    answer({
      "GET /api/studio/templates": json(list),
      "POST /api/studio/templates/import": json(
        {
          error: "The template file is not valid",
          code: "studio_template_refused",
          fields: [
            { field: "parts.0.trim.width", message: "Too small: expected number to be >0" },
            { field: "product", message: '"Card 15x15" does not sell templates of type PHOTOGIFT.' },
          ],
        },
        400,
      ),
    });
    renderPage();
    await screen.findByRole("listitem", { name: "Birthday" });
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(screen.getByText("Choose a template file.")).toBeInTheDocument();
    expect(screen.getByText("Choose the product the template is sold as.")).toBeInTheDocument();

    const file = new File([JSON.stringify({ name: "x" })], "card.json", { type: "application/json" });
    await userEvent.upload(screen.getByLabelText("Template file (JSON)"), file);
    await userEvent.selectOptions(screen.getByLabelText("Sold as"), cards.uuid);
    await userEvent.click(screen.getByRole("button", { name: "Upload" }));
    expect(
      await screen.findByText("parts.0.trim.width: Too small: expected number to be >0"),
    ).toBeInTheDocument();
    expect(screen.getByText('"Card 15x15" does not sell templates of type PHOTOGIFT.')).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("See the messages at the fields.");
  });
});
