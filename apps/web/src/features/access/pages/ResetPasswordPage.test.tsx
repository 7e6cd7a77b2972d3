import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { ResetPasswordPage } from "./ResetPasswordPage.tsx";

function renderReset(code = "abc123") {
  return renderRoutes(
    [
      { path: "/reset-password", element: <ResetPasswordPage /> },
      { path: "/", element: <h1>Front page</h1> },
    ],
    `/reset-password?resetcode=${code}`,
  );
}

async function submit(password: string, retype: string) {
  await userEvent.type(await screen.findByLabelText("New password"), password);
  await userEvent.type(screen.getByLabelText("Retype password"), retype);
  await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
}

describe("password reset", () => {
  it("shows 'Validating reset request' while the key is checked", async () => {
    mockFetch({ "GET /api/webshop/reset-password/abc123": () => new Promise(() => {}) });
    renderReset();
    expect(await screen.findByText("Validating reset request")).toBeVisible();
  });

  it("an invalid key shows that no account is connected to it", async () => {
    mockFetch({ "GET /api/webshop/reset-password/abc123": { body: { valid: false } } });
    renderReset();
    expect(await screen.findByText("Sorry, no account connected to this key")).toBeVisible();
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("checks length and match before sending", async () => {
    const calls = mockFetch({ "GET /api/webshop/reset-password/abc123": { body: { valid: true } } });
    renderReset();
    await submit("short", "other");
    expect(await screen.findByText("That's too short!")).toBeVisible();
    expect(screen.getByText("The two passwords doesn't match!")).toBeVisible();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("strips spaces, updates the password, alerts and goes to the front page", async () => {
    const calls = mockFetch({
      "GET /api/webshop/reset-password/abc123": { body: { valid: true } },
      "POST /api/webshop/reset-password/abc123": { body: { error: null } },
    });
    const { router } = renderReset();
    await submit(" new secret ", "newsecret");
    const alert = await screen.findByRole("alertdialog");
    expect(alert).toHaveTextContent("The password was succesfully updated.");
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ password: "newsecret" });
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("shows the server's error text", async () => {
    mockFetch({
      "GET /api/webshop/reset-password/abc123": { body: { valid: true } },
      "POST /api/webshop/reset-password/abc123": {
        status: 404,
        body: { error: "Sorry, no account connected to this key", code: "reset_key_invalid" },
      },
    });
    renderReset();
    await submit("longenough", "longenough");
    expect(await screen.findByRole("alert")).toHaveTextContent("Sorry, no account connected to this key");
  });

  it("the retype is not called required while the parent moves on to it, and follows the password once visited", async () => {
    mockFetch({ "GET /api/webshop/reset-password/abc123": { body: { valid: true } } });
    renderReset();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("New password"), "longenough");
    await user.click(screen.getByLabelText("Retype password"));
    expect(screen.queryByText("This is required!")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText("Retype password"), "longenough");
    await user.tab();
    await user.type(screen.getByLabelText("New password"), "x");
    expect(await screen.findByText("The two passwords doesn't match!")).toBeVisible();
  });

  it("shows the server's refusal of a common password under the new password, which takes the focus", async () => {
    mockFetch({
      "GET /api/webshop/reset-password/abc123": { body: { valid: true } },
      "POST /api/webshop/reset-password/abc123": {
        status: 400,
        body: { error: "This password is too common. Please choose another.", code: "password_too_common" },
      },
    });
    renderReset();
    await submit("football1", "football1");
    expect(await screen.findByText("This password is too common. Please choose another.")).toBeVisible();
    const field = screen.getByLabelText("New password");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("This password is too common. Please choose another.");
    await waitFor(() => expect(field).toHaveFocus());
  });

  it("a network failure shows 'Error setting new password'", async () => {
    mockFetch({
      "GET /api/webshop/reset-password/abc123": { body: { valid: true } },
      "POST /api/webshop/reset-password/abc123": "network-error",
    });
    renderReset();
    await submit("longenough", "longenough");
    expect(await screen.findByText("Error setting new password")).toBeVisible();
  });
});
