import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { newTemplate } from "../model/simple-template.ts";
import { TemplateEditorPage } from "./TemplateEditorPage.tsx";

const card = { uuid: "54ef6026-d000-47b7-bbbf-9fe81b957dcd", name: "Card 15x15", type: "CARDS" };
const calendar = { uuid: "14ebb85a-94be-4018-82bf-801a910caeb5", name: "Wall calendar", type: "CALENDAR" };
const templateUuid = "43eae807-4ac3-4cbe-a4d9-52b32037f75e";

type Reply = () => Promise<Response>;
const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status });

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

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/templates/new", element: <TemplateEditorPage /> },
      { path: "/templates/:templateUuid/edit", element: <TemplateEditorPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the template editor page", () => {
  it("shows loading, then an empty state when the shop has no card or photo gift product", async () => {
    answer({ "GET /api/studio/templates/editor/products": json({ products: [calendar] }) });
    renderAt("/templates/new");
    expect(screen.getByText("Loading…")).toBeInTheDocument();
    expect(await screen.findByText(/has no card or photo gift products yet/)).toBeInTheDocument();
  });

  it("shows the error with a way to try again", async () => {
    answer({ "GET /api/studio/templates/editor/products": json({ error: "x", code: "server_error" }, 500) });
    renderAt("/templates/new");
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("makes a template with the keyboard: a text field moved by the arrows, its text, and Save names a missing product", async () => {
    const user = userEvent.setup();
    const calls = answer({
      "GET /api/studio/templates/editor/products": json({ products: [card, calendar] }),
      "POST /api/studio/templates/editor": json(
        { action: "created", uuid: templateUuid, version: 1, name: "Thanks", product: "Card 15x15" },
        201,
      ),
      [`GET /api/studio/templates/${templateUuid}/editor`]: json({
        uuid: templateUuid,
        version: 1,
        product: card,
        document: newTemplate(templateUuid, "Thanks"),
      }),
    });
    const router = renderAt("/templates/new");
    const name = await screen.findByLabelText("Name");
    await user.clear(name);
    await user.type(name, "Thanks");
    // The calendar is not offered: the simple editor makes no month grids.
    const product = screen.getByLabelText("Sold as");
    expect(within(product).queryByText("Wall calendar")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Add a text field" }));
    await user.type(screen.getByLabelText("Default text"), "Thank you");
    const field = screen.getByRole("button", { name: "Text field: Thank you" });
    field.focus();
    const top = (screen.getByLabelText("From the top (mm)") as HTMLInputElement).value;
    await user.keyboard("{ArrowRight}{Shift>}{ArrowUp}{/Shift}");
    expect(screen.getByLabelText("From the left (mm)")).toHaveValue("38.5");
    expect(screen.getByLabelText("From the top (mm)")).toHaveValue(String(Number(top) - 10));
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(screen.getByLabelText("From the top (mm)")).toHaveValue(top);

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Sold as: choose the product the template is sold as.")).toBeInTheDocument();
    expect(calls.some((c) => c.key === "POST /api/studio/templates/editor")).toBe(false);

    await user.selectOptions(product, card.uuid);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const saved = calls.find((c) => c.key === "POST /api/studio/templates/editor");
    expect(saved?.body).toMatchObject({
      product: card.uuid,
      document: {
        name: "Thanks",
        type: "CARDS",
        parts: [{ elements: [{ kind: "text", id: "text1", x: 38.5, defaultText: "Thank you" }] }],
      },
    });
    // The new template's own page opens, and says what the save made.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/templates/${templateUuid}/edit`));
    expect(await screen.findByText("Saved as version 1 of a template of Card 15x15.")).toBeVisible();
  });

  it("says when a template has more than the simple editor shows, and offers the upload", async () => {
    const doc = newTemplate(templateUuid, "Calendar");
    answer({
      "GET /api/studio/templates/editor/products": json({ products: [card] }),
      [`GET /api/studio/templates/${templateUuid}/editor`]: json({
        uuid: templateUuid,
        version: 3,
        product: card,
        document: { ...doc, parts: [...doc.parts, { ...doc.parts[0], id: "back" }] },
      }),
    });
    renderAt(`/templates/${templateUuid}/edit`);
    expect(await screen.findByText(/has more than the simple editor shows/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upload a template file" })).toHaveAttribute(
      "href",
      "/templates",
    );
  });
});
