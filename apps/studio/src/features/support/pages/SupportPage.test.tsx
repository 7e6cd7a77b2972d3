import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { SupportPage } from "./SupportPage.tsx";

function answer(parents: unknown[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      calls.push(path);
      return new Response(JSON.stringify({ parents }), { status: 200 });
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: "/support", element: <SupportPage /> }], {
    initialEntries: ["/support"],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("finding a parent", () => {
  it("asks for two characters before it searches", async () => {
    const calls = answer([]);
    renderPage();
    await userEvent.type(screen.getByLabelText("Find a parent"), "k");
    await userEvent.click(screen.getByRole("button", { name: "Find" }));
    expect(await screen.findByText("Type at least two characters.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("lists the parents found, with what found them and their sets", async () => {
    const calls = answer([
      {
        uuid: "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f",
        email: "kari@example.com",
        name: "Kari Berg",
        matchedBy: "child",
        children: ["Ida Berg"],
      },
    ]);
    renderPage();
    await userEvent.type(screen.getByLabelText("Find a parent"), "Ida");
    await userEvent.click(screen.getByRole("button", { name: "Find" }));
    const found = await screen.findByRole("list", { name: "Parents found" });
    expect(found).toHaveTextContent("found by a child's name");
    expect(found).toHaveTextContent("Picture sets: Ida Berg");
    expect(calls).toEqual(["/api/studio/support/parents?q=Ida"]);
  });

  it("says when nobody matches", async () => {
    answer([]);
    renderPage();
    await userEvent.type(screen.getByLabelText("Find a parent"), "nobody");
    await userEvent.click(screen.getByRole("button", { name: "Find" }));
    expect(await screen.findByText("No parent matches “nobody”.")).toBeInTheDocument();
  });
});
