import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { TemplatePage } from "./TemplatePage.tsx";

const uuid = "3c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a";
const school = { uuid: "6d2e0c6a-5b3f-4e4c-9a9d-3c4d5e6f7a8b", name: "Solbakken skole", year: 2026 };
const kindergarten = {
  uuid: "7d2e0c6a-5b3f-4e4c-9a9d-3c4d5e6f7a8b",
  name: "Eventyrskogen barnehage",
  year: 2025,
};
const detail = {
  uuid,
  name: "Christmas card",
  type: "CARDS",
  product: { uuid: "1b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f", name: "Card 15x15" },
  categories: ["cards"],
  size: "15x15",
  version: 2,
  active: true,
  sortOrder: 0,
  excludedJobs: 1,
  preview: `/api/studio/templates/${uuid}/preview/2`,
  versions: [
    { version: 1, createdAt: "2026-11-01T10:00:00.000Z" },
    { version: 2, createdAt: "2026-11-20T10:00:00.000Z" },
  ],
  jobs: [
    { ...school, offered: true },
    { ...kindergarten, offered: false },
  ],
};

function renderPage() {
  const router = createMemoryRouter([{ path: "/templates/:templateUuid", element: <TemplatePage /> }], {
    initialEntries: [`/templates/${uuid}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

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

describe("a template's page", () => {
  it("shows the bigger preview, the versions, the editor's link and a switch per job that the server is told", async () => {
    const calls: Array<{ key: string; body: unknown }> = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (path: string, init?: RequestInit) => {
        const key = `${init?.method ?? "GET"} ${path}`;
        calls.push({ key, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
        if (key === `GET /api/studio/templates/${uuid}`) return new Response(JSON.stringify(detail));
        return new Response(null, { status: 204 });
      }),
    );
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Christmas card" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", { name: "Christmas card with a sample child's pictures" }),
    ).toHaveAttribute("src", detail.preview);
    expect(screen.getByText("Version 2")).toBeInTheDocument();
    expect(screen.getByText("Version 1")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/templates/${uuid}/edit`);
    expect(screen.getByRole("switch", { name: "Solbakken skole" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Eventyrskogen barnehage" })).not.toBeChecked();

    await userEvent.click(screen.getByRole("switch", { name: "Solbakken skole" }));
    expect(
      calls.find((c) => c.key === `PUT /api/studio/templates/${uuid}/jobs/${school.uuid}`)?.body,
    ).toEqual({
      offered: false,
    });
  });

  it("says when the template is not found", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: "No", code: "studio_template_not_found" }), { status: 404 }),
      ),
    );
    renderPage();
    expect(await screen.findByText("This template was not found.")).toBeInTheDocument();
  });
});
