import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { StartSimulationPage } from "./StartSimulationPage.tsx";

const token = "tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEF";
const linkPath = `/api/webshop/simulation-links/${token}`;
const link = { email: "kari@example.com", operator: "Ola at support", expiresAt: "2026-11-26T12:10:00.000Z" };
const gone = { status: 404, body: { error: "This link no longer works", code: "simulation_link_invalid" } };

function renderPage() {
  return renderRoutes(
    [
      { path: "/simulate/:token", element: <StartSimulationPage /> },
      { path: "/my-account", element: <h1>My account</h1> },
      { path: "/", element: <h1>Front page</h1> },
    ],
    `/simulate/${token}`,
  );
}

describe("support's simulated user link", () => {
  it("asks 'Start simulating <e-mail>?' and uses the link only when its button is pressed", async () => {
    const calls = mockFetch({
      [`GET ${linkPath}`]: { body: link },
      [`POST ${linkPath}`]: { body: { redirect: "/my-account" } },
    });
    const { router } = renderPage();
    expect(await screen.findByRole("heading", { name: "Start simulating kari@example.com?" })).toBeVisible();
    expect(screen.getByText(/as Ola at support\. Everything you open and change is recorded/)).toBeVisible();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Start simulating" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/my-account"));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("says the link no longer works, with a way to the front page", async () => {
    mockFetch({ [`GET ${linkPath}`]: gone });
    renderPage();
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeVisible();
    expect(screen.getByText("Ask for a new link to simulate the user.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Go to the front page" })).toHaveAttribute("href", "/");
    expect(screen.queryByRole("button", { name: "Start simulating" })).toBeNull();
  });

  it("says so when the link was used in the meantime", async () => {
    mockFetch({ [`GET ${linkPath}`]: { body: link }, [`POST ${linkPath}`]: gone });
    const { router } = renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Start simulating" }));
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/simulate/${token}`);
  });

  it("shows that it checks the link while it does", async () => {
    mockFetch({ [`GET ${linkPath}`]: () => new Promise(() => {}) });
    renderPage();
    expect(await screen.findByText("Checking the link…")).toBeVisible();
  });
});
