import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { ParentPage } from "./ParentPage.tsx";

const uuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const parent = {
  parent: { uuid, email: "kari@example.com", name: "Kari Berg", createdAt: "2026-11-01T10:00:00.000Z" },
  sets: [
    {
      uuid: "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a",
      name: "Ida Berg",
      group: "3B",
      jobName: "Solbakken skole 2026",
      source: "invite",
      addedAt: "2026-11-02T10:00:00.000Z",
    },
  ],
  orders: [],
  invites: [],
  mails: [{ id: 7, subject: "Your receipt", status: "sent", createdAt: "2026-11-03T10:00:00.000Z" }],
  sessions: [],
};

type Answer = { status?: number; body: unknown } | (() => Promise<never>);

function answer(routes: Record<string, Answer>) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${path}`;
      calls.push(key);
      const found = routes[key];
      if (found === undefined) return new Response(JSON.stringify({ error: "no route" }), { status: 404 });
      if (typeof found === "function") return found();
      return new Response(JSON.stringify(found.body), { status: found.status ?? 200 });
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: "/support/parents/:userUuid", element: <ParentPage /> }], {
    initialEntries: [`/support/parents/${uuid}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a parent in Support", () => {
  it("shows loading while the parent is read", async () => {
    answer({ [`GET /api/studio/support/parents/${uuid}`]: () => new Promise<never>(() => {}) });
    renderPage();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("shows the sets and how each came, and says what is empty", async () => {
    answer({ [`GET /api/studio/support/parents/${uuid}`]: { body: parent } });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Kari Berg" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Picture sets" })).toHaveTextContent("Came by an invite");
    expect(screen.getByText("No orders.")).toBeInTheDocument();
    expect(screen.getByText("Not signed in anywhere.")).toBeInTheDocument();
  });

  it("sends a kept mail again", async () => {
    const calls = answer({
      [`GET /api/studio/support/parents/${uuid}`]: { body: parent },
      [`POST /api/studio/support/parents/${uuid}/mails/7/send-again`]: { body: { done: true } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Send again" }));
    expect(await screen.findByText("The mail was sent again.")).toBeInTheDocument();
    expect(calls).toContain(`POST /api/studio/support/parents/${uuid}/mails/7/send-again`);
  });

  it("asks for a reason before adding a set, and shows the server's refusal in the studio's words", async () => {
    answer({
      [`GET /api/studio/support/parents/${uuid}`]: { body: parent },
      [`POST /api/studio/support/parents/${uuid}/sets`]: {
        status: 404,
        body: { error: "The code is not valid", code: "invalid_code" },
      },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText("Access code"), "NOSUCHCODE");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Say why, in a few words.")).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Reason (kept in the record)"), "The letter was lost");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The code is not valid.");
  });
});
