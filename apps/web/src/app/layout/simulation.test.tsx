import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../test/fixtures.ts";
import { renderRoutes } from "../../test/render.tsx";
import { AppLayout } from "./AppLayout.tsx";

const simulation = { operator: "Ola Support", endsAt: "2026-11-26T13:00:00.000Z" };

function renderShop(me: unknown) {
  const calls = mockFetch({
    "GET /api/webshop/settings": { body: settingsFixture() },
    "GET /api/webshop/me": { body: me },
    "GET /api/webshop/cart": { body: { lines: [], count: 0 } },
    "DELETE /api/webshop/session": { status: 204 },
  });
  const rendered = renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <h1>Front page</h1> },
          { path: "my-account", element: <h1>My account</h1> },
        ],
      },
    ],
    "/my-account",
  );
  return { calls, ...rendered };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("support's simulated session in the layout", () => {
  it("shows 'Simulating user <email> / <operator>' in red on the page, and 'Stop simulating' signs out", async () => {
    const user = userEvent.setup();
    const { calls, router, container } = renderShop({
      user: userFixture({ emailAddress: "kari@example.com", isSimulated: true }),
      simulation,
    });
    const banner = await screen.findByRole("region", { name: "Simulated user" });
    expect(banner).toHaveTextContent("Simulating user kari@example.com / Ola Support");
    expect(container.querySelector("header")).toHaveAttribute("data-simulated", "true");
    const stop = screen.getByRole("button", { name: "Stop simulating" });
    stop.focus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.some((c) => c.method === "DELETE" && c.url.pathname === "/api/webshop/session")).toBe(true);
    await waitFor(() => expect(screen.queryByRole("region", { name: "Simulated user" })).toBeNull());
    expect(container.querySelector("header")).not.toHaveAttribute("data-simulated");
  });

  it("shows no banner for the person's own session", async () => {
    const { container } = renderShop({ user: userFixture() });
    expect(await screen.findByRole("button", { name: "My account menu" })).toBeInTheDocument();
    expect(screen.queryByText(/Simulating user/)).toBeNull();
    expect(container.querySelector("header")).not.toHaveAttribute("data-simulated");
  });
});
