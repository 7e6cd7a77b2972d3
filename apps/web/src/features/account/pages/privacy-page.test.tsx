import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type MockReply, mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, userFixture } from "../../../test/fixtures.ts";
import { accountRoutes } from "../routes.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const me = { body: { user: userFixture() } };
const settings = { body: settingsFixture() };

function open(routes: Record<string, MockReply | ((url: URL, init?: RequestInit) => MockReply)>) {
  const calls = mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/settings": settings, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/", element: <h1>Front page</h1> },
      { path: "/", children: accountRoutes },
    ],
    { initialEntries: ["/my-account/privacy"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, client, router };
}

describe("/my-account/privacy", () => {
  it("says what the shop holds, for the signed-in e-mail", async () => {
    open({});
    expect(await screen.findByRole("heading", { level: 1, name: "Your data" })).toBeTruthy();
    expect((await screen.findByText(/the shop keeps:$/)).textContent).toBe(
      `For your account ${userFixture().emailAddress} the shop keeps:`,
    );
    expect(screen.getByText("The pictures you uploaded yourself")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Download my data" })).toBeTruthy();
  });

  it("shows an error with a retry when the user cannot be read", async () => {
    open({ "GET /api/webshop/me": { status: 500, body: { error: "x", code: "server_error" } } });
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows why the download failed", async () => {
    const user = userEvent.setup();
    open({
      "GET /api/webshop/user/data-export": {
        status: 429,
        body: { error: "Too many", code: "rate_limited" },
      },
    });
    await user.click(await screen.findByRole("button", { name: "Download my data" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/^The file could not be downloaded\. /);
  });

  it("asks for the password, shows a wrong one, and after the right one leaves for the front page signed out", async () => {
    const user = userEvent.setup();
    const { calls, client } = open({
      "POST /api/webshop/user/delete": (_url, init) =>
        JSON.parse(String(init?.body)).password === "right-one"
          ? { status: 204 }
          : { status: 400, body: { error: "The password is not correct", code: "wrong_password" } },
    });
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    const form = screen.getByRole("form", { name: "Are you sure?" });
    const password = within(form).getByLabelText("Password");
    await waitFor(() => expect(document.activeElement).toBe(password));
    const confirm = within(form).getByRole("button", { name: "Delete my account for good" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    await user.type(password, "wrong-one");
    await user.click(confirm);
    expect(await within(form).findByText("The password is not correct")).toBeTruthy();

    await user.clear(password);
    await user.type(password, "right-one{Enter}");
    expect(await screen.findByRole("heading", { name: "Front page" })).toBeTruthy();
    expect(client.getQueryData(["me"])).toEqual({ user: null });
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { password: "wrong-one" },
      { password: "right-one" },
    ]);
  });

  it("cancels the confirmation step back to the button", async () => {
    const user = userEvent.setup();
    open({});
    await user.click(await screen.findByRole("button", { name: "Delete my account" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Are you sure?" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete my account" })).toBeTruthy();
  });
});
