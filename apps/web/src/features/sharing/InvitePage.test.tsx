import type { InviteLandingResponse } from "@shop/contracts/invites";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { settingsQuery } from "../../lib/queries/settings.ts";
import { queryClient } from "../../lib/query-client.ts";
import { takeReferrer } from "../../lib/referrer.ts";
import { type MockReply, mockFetch } from "../../test/fetch-mock.ts";
import { settingsFixture, testPassword, userFixture } from "../../test/fixtures.ts";
import { renderShopRoutes } from "../../test/shop-render.tsx";
import { InvitePage } from "./InvitePage.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

const token = "tok_abcdefghijklmnopqrstuvwxyz0123456789";
const landingPath = `/api/webshop/invites/by-token/${token}`;
const landing: InviteLandingResponse = {
  sender: "Kari Nordmann",
  recipient: "gran@example.com",
  pictureSets: [{ name: "Emma Nordmann", jobName: "Solbakken skole 2026" }],
  expiresAt: "2026-12-26T12:00:00.000Z",
};
const accepted = {
  pictureSets: ["10000000-0000-4000-8000-000000000001"],
  redirect: "/my-account/picture-sets",
};

function open(routes: Record<string, MockReply | ((url: URL) => MockReply)>) {
  queryClient.setQueryData(settingsQuery.queryKey, settingsFixture());
  const calls = mockFetch({ "GET /api/webshop/me": { body: { user: null } }, ...routes });
  const { router } = renderShopRoutes(
    [
      { path: "/invite/:token", element: <InvitePage /> },
      { path: "/my-account/picture-sets", element: <h1>My picture sets page</h1> },
      { path: "/", element: <h1>Front page</h1> },
    ],
    `/invite/${token}`,
  );
  return { calls, router };
}

describe("the invite link's page", () => {
  it("says a link that no longer works does not, and how to get a new one", async () => {
    open({ [`GET ${landingPath}`]: { status: 404, body: { error: "Not found", code: "route_not_found" } } });
    expect(await screen.findByRole("heading", { name: "This link no longer works" })).toBeInTheDocument();
    expect(screen.getByText(/Ask them to share the pictures with you again/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the front page" })).toHaveAttribute("href", "/");
  });

  it("offers 'Try again' when the shop could not be reached", async () => {
    const user = userEvent.setup();
    let fail = true;
    open({ [`GET ${landingPath}`]: () => (fail ? "network-error" : { body: landing }) });
    const retry = await screen.findByRole("button", { name: "Try again" });
    fail = false;
    await user.click(retry);
    expect(
      await screen.findByRole("heading", { name: "Kari Nordmann has shared pictures with you" }),
    ).toBeVisible();
  });

  it("shows who shared which sets, and registers with a name and the password once, then goes on", async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { calls, router } = open({
      [`GET ${landingPath}`]: { body: landing },
      "GET /api/webshop/me": () => ({
        body: { user: signedIn ? userFixture({ emailAddress: "gran@example.com" }) : null },
      }),
      [`POST ${landingPath}/register`]: () => {
        signedIn = true;
        return { body: accepted };
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Kari Nordmann has shared pictures with you" }),
    ).toBeVisible();
    expect(screen.getByText("Emma Nordmann")).toBeInTheDocument();
    expect(screen.getByText("Solbakken skole 2026")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create a free user account" })).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveValue("gran@example.com");
    const submit = screen.getByRole("button", { name: "Create user" });
    expect(submit).toBeDisabled();
    expect(screen.queryByLabelText("Retype password")).toBeNull();
    await user.type(screen.getByLabelText("Phone number"), "+47 912 34 567");
    const password = screen.getByLabelText("Choose a password");
    await user.type(password, testPassword);
    // Asked once, the password can be looked at instead of typed again.
    expect(password).toHaveAttribute("type", "password");
    const show = screen.getByRole("button", { name: "Show password" });
    await user.click(show);
    expect(show).toHaveAttribute("aria-pressed", "true");
    expect(password).toHaveAttribute("type", "text");
    // The name is required here: the account's own invites will say who they come from.
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Your name"), " Ingrid Berg");
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole("heading", { name: "My picture sets page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/my-account/picture-sets");
    const post = calls.find((c) => c.method === "POST");
    expect(post?.body).toEqual({
      name: "Ingrid Berg",
      email: "gran@example.com",
      mobile: "+4791234567",
      password: testPassword,
      confirm_password: testPassword,
      acceptmail: false,
      termsofservice: true,
    });
  });

  it("shows a refused registration, marks the named field and keeps what was typed", async () => {
    const user = userEvent.setup();
    open({
      [`GET ${landingPath}`]: { body: landing },
      [`POST ${landingPath}/register`]: {
        status: 409,
        body: { error: "This e-mail address already has an account", data: ["email"], code: "email_taken" },
      },
    });
    const email = await screen.findByLabelText("Email");
    await user.type(screen.getByLabelText("Your name"), "Ingrid Berg");
    await user.type(screen.getByLabelText("Phone number"), "91234567");
    await user.type(screen.getByLabelText("Choose a password"), testPassword);
    await user.click(screen.getByRole("button", { name: "Create user" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText("Phone number")).toHaveValue("91234567");
    expect(screen.getByLabelText("Choose a password")).toHaveValue(testPassword);
  });

  it("sends someone with an account to the sign-in, to come back here", async () => {
    const user = userEvent.setup();
    const { router } = open({ [`GET ${landingPath}`]: { body: landing } });
    await user.click(await screen.findByRole("button", { name: "Log in" }));
    await screen.findByRole("heading", { name: "Front page" });
    expect(router.state.location.hash).toBe("#login");
    expect(takeReferrer()).toBe(`/invite/${token}`);
  });

  it("brings a visitor who signs in some other way (the header's 'Log in') back here too", async () => {
    takeReferrer();
    open({ [`GET ${landingPath}`]: { body: landing } });
    await screen.findByRole("button", { name: "Log in" });
    expect(takeReferrer()).toBe(`/invite/${token}`);
  });

  it("lets a signed-in user add the sets, showing a refusal first", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { router } = open({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      [`GET ${landingPath}`]: { body: { ...landing, sender: "kari.nordmann@example.com" } },
      [`POST ${landingPath}/accept`]: () =>
        refuse ? { status: 404, body: { error: "Not found", code: "route_not_found" } } : { body: accepted },
    });
    expect(
      await screen.findByRole("heading", { name: "kari.nordmann@example.com has shared pictures with you" }),
    ).toBeVisible();
    expect(screen.getByText("You are signed in as kari@example.com.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create user" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add these picture sets to my account" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    refuse = false;
    await user.click(screen.getByRole("button", { name: "Add these picture sets to my account" }));
    await screen.findByRole("heading", { name: "My picture sets page" });
    expect(router.state.location.pathname).toBe("/my-account/picture-sets");
  });
});
