import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { meQuery } from "../../../lib/queries/me.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import {
  settingsFixture,
  testCodes,
  testPassword,
  testSubject,
  userFixture,
} from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { FrontPage } from "./FrontPage.tsx";

const validCode = {
  body: {
    error: null,
    valid: true,
    errorMessage: null,
    data: { accessCode: testCodes.own, errorMessage: null, redirect: null, subject: testSubject },
  },
};

const setAdded = {
  body: { error: null, valid: true, warning: null, redirect: null, pictureSet: { uuid: testSubject.uuid } },
};

const wrongCode = {
  status: 404,
  body: {
    error: "The code is not valid",
    valid: false,
    errorMessage: "The code is not valid",
    data: null,
    code: "invalid_code",
  },
};

function renderFront(path = "/") {
  return renderRoutes(
    [
      { path: "/", element: <FrontPage /> },
      { path: "/new-picture-set", element: <h1>New picture set page</h1> },
      { path: "/products/packages", element: <h1>Packages page</h1> },
    ],
    path,
  );
}

async function enterCode(code: string) {
  await userEvent.type(await screen.findByLabelText("Code"), code);
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
}

/** Fills in and sends the 'Sign in' form (opened by /#login). */
async function signInOnForm(email: string) {
  await screen.findByRole("heading", { name: "Sign in" });
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), testPassword);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

async function enterEmail(email: string) {
  await screen.findByText(`Please enter your email address to access the photos of ${testSubject.name}`);
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.click(screen.getByRole("button", { name: "Continue" }));
}

describe("front page", () => {
  it("a valid code leads to the e-mail step and a known e-mail to 'Welcome back' and the new set", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/verify_subject_code.php": validCode,
      "GET /sections/prophoto/ajax/user_exists_by_email.php": { body: { exists: true } },
      "POST /api/webshop/session": {
        body: { user: userFixture(), redirect: "/new-picture-set", pendingPictureSet: null },
      },
    });
    const { router } = renderFront();
    expect(await screen.findByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
    await enterCode("emma 2026");
    await enterEmail("  Kari@Example.com ");

    expect(await screen.findByRole("heading", { name: "Welcome back" })).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveValue("kari@example.com");
    await userEvent.type(screen.getByLabelText("Password"), testPassword);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
    const signIn = calls.find((c) => c.url.pathname === "/api/webshop/session");
    // The code was just typed: the sign-in adds its set in the same step.
    expect(signIn?.body).toEqual({
      username: "kari@example.com",
      password: testPassword,
      addPendingPictureSet: true,
    });
    expect(
      calls.find((c) => c.url.pathname.endsWith("verify_subject_code.php"))?.url.searchParams.get("code"),
    ).toBe("emma 2026");
  });

  it("a new e-mail leads to registration, and its back action returns to the e-mail step", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/verify_subject_code.php": validCode,
      "GET /sections/prophoto/ajax/user_exists_by_email.php": { body: { exists: false } },
    });
    renderFront();
    await enterCode(testCodes.own);
    await enterEmail("new@example.com");
    expect(await screen.findByRole("heading", { name: "Create a free user account" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Go back" }));
    expect(
      await screen.findByText(`Please enter your email address to access the photos of ${testSubject.name}`),
    ).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveValue("new@example.com");
  });

  it("a wrong code shows the server's message under the field", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/verify_subject_code.php": wrongCode,
    });
    renderFront();
    await enterCode("NOPE");
    expect(await screen.findByText("The code is not valid")).toBeVisible();
    expect(screen.getByLabelText("Code")).toHaveAttribute("aria-invalid", "true");
  });

  it("an empty code is required and never sent", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
    });
    renderFront();
    await screen.findByLabelText("Code");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("This is required!")).toBeVisible();
    expect(calls.some((c) => c.url.pathname.endsWith("verify_subject_code.php"))).toBe(false);
  });

  it("/#login opens the 'Sign in' form and clears the hash; back returns to code entry", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
    });
    const { router } = renderFront("/#login");
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeVisible();
    await waitFor(() => expect(router.state.location.hash).toBe(""));
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByRole("heading", { name: "Hi! Did you receive a code from us?" })).toBeVisible();
  });

  it("sign-in validates the e-mail and password and shows the login error under the password", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "POST /api/webshop/session": {
        status: 401,
        body: { error: "Wrong e-mail or password", code: "invalid_credentials" },
      },
    });
    renderFront("/#login");
    await screen.findByRole("heading", { name: "Sign in" });
    await userEvent.type(screen.getByLabelText("Email"), "not-an-address");
    await userEvent.type(screen.getByLabelText("Password"), "ab");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email")).toBeVisible();
    expect(screen.getByText("That's too short!")).toBeVisible();

    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "kari@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "c");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Wrong e-mail or password")).toBeVisible();
  });

  it("sign-in returns to the page a protected route remembered", async () => {
    sessionStorage.setItem("shop.referrer", "/products/packages?from=test");
    mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "POST /api/webshop/session": { body: { user: userFixture(), redirect: null, pendingPictureSet: null } },
    });
    const { router } = renderFront("/#login");
    await signInOnForm("kari@example.com");
    await waitFor(() => expect(router.state.location.search).toBe("?from=test"));
    expect(sessionStorage.getItem("shop.referrer")).toBeNull();
  });

  it("the 'Sign in' form sends the e-mail normalized and never adds a pending set by itself", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "POST /api/webshop/session": { body: { user: userFixture(), redirect: null, pendingPictureSet: null } },
    });
    const { router } = renderFront("/#login");
    await signInOnForm("  Kari@Example.COM ");
    await waitFor(() => expect(router.state.location.pathname).toBe("/products/packages"));
    expect(calls.find((c) => c.url.pathname === "/api/webshop/session")?.body).toEqual({
      username: "kari@example.com",
      password: testPassword,
    });
  });

  it("after sign-in a code entered earlier is added only when the parent confirms", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "POST /api/webshop/session": {
        body: { user: userFixture(), redirect: null, pendingPictureSet: { name: testSubject.name } },
      },
      "POST /api/webshop/session/pending-picture-set": { body: { redirect: "/new-picture-set" } },
    });
    const { router } = renderFront("/#login");
    await signInOnForm("kari@example.com");
    await screen.findByRole("dialog", { name: `Add the picture set ${testSubject.name} to your account?` });
    expect(router.state.location.pathname).toBe("/");
    await userEvent.click(screen.getByRole("button", { name: "Add picture set" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
    expect(calls.some((c) => c.method === "POST" && c.url.pathname.endsWith("/pending-picture-set"))).toBe(
      true,
    );
  });

  it("a parent who declines the earlier code goes on to the page asked for", async () => {
    sessionStorage.setItem("shop.referrer", "/products/packages?from=declined");
    mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "POST /api/webshop/session": {
        body: { user: userFixture(), redirect: null, pendingPictureSet: { name: testSubject.name } },
      },
      "DELETE /api/webshop/session/pending-picture-set": { status: 204 },
    });
    const { router } = renderFront("/#login");
    await signInOnForm("kari@example.com");
    await userEvent.click(await screen.findByRole("button", { name: "No thanks" }));
    await waitFor(() => expect(router.state.location.search).toBe("?from=declined"));
  });

  it("signed in, the page offers to add another set and a warning opens the subject dialog", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/add_picture_set_by_code.php": {
        body: {
          error: null,
          valid: true,
          warning: {
            message: "This picture set is already in your account",
            code: "already_in_account",
            payload: { subject: testSubject },
          },
          redirect: null,
          pictureSet: { uuid: testSubject.uuid },
        },
      },
    });
    renderFront();
    expect(
      await screen.findByRole("heading", { name: "Would you like to add another picture set?" }),
    ).toBeVisible();
    expect(screen.getByText("Logged in")).toBeVisible();
    expect(screen.getByText("Kari Nordmann")).toBeVisible();
    await userEvent.type(screen.getByLabelText("Code"), testCodes.own);
    await userEvent.click(screen.getByRole("button", { name: "Add pictures" }));
    const dialog = await screen.findByRole("dialog", { name: testSubject.name });
    expect(dialog).toHaveTextContent("This picture set is already in your account");
    expect(screen.getByRole("link", { name: "Open picture set" })).toHaveAttribute(
      "href",
      `/my-account/picture-sets/${testSubject.uuid}`,
    );
  });

  it("signed in, a new code is added and leads to the new picture set", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/add_picture_set_by_code.php": setAdded,
    });
    const { router } = renderFront();
    await userEvent.type(await screen.findByLabelText("Code"), testCodes.sibling);
    await userEvent.click(screen.getByRole("button", { name: "Add pictures" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
  });

  it("a link with ?code= fills in the code, redeems it at once when signed out and clears it from the address", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/verify_subject_code.php": validCode,
    });
    const { router } = renderFront(`/?code=${testCodes.own}&lang=nb`);
    await screen.findByText(`Please enter your email address to access the photos of ${testSubject.name}`);
    expect(router.state.location.search).toBe("?lang=nb");
    const verifies = calls.filter((c) => c.url.pathname.endsWith("verify_subject_code.php"));
    expect(verifies.map((c) => c.url.searchParams.get("code"))).toEqual([testCodes.own]);

    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("Code")).toHaveValue(testCodes.own);
    expect(calls.filter((c) => c.url.pathname.endsWith("verify_subject_code.php"))).toHaveLength(1);
  });

  it("a link's code is redeemed once also when the page already knows the visitor is signed out", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/verify_subject_code.php": validCode,
    });
    queryClient.setQueryData(meQuery.queryKey, { user: null });
    renderFront(`/?code=${testCodes.own}`);
    await screen.findByText(`Please enter your email address to access the photos of ${testSubject.name}`);
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    expect(await screen.findByLabelText("Code")).toHaveValue(testCodes.own);
    expect(calls.filter((c) => c.url.pathname.endsWith("verify_subject_code.php"))).toHaveLength(1);
  });

  it("a link with a wrong code shows the usual error under the filled-in field", async () => {
    mockFetch({
      "GET /api/webshop/me": { body: { user: null } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/verify_subject_code.php": wrongCode,
    });
    const { router } = renderFront("/?code=NOPE1234");
    expect(await screen.findByText("The code is not valid")).toBeVisible();
    expect(screen.getByLabelText("Code")).toHaveValue("NOPE1234");
    expect(router.state.location.search).toBe("");
  });

  it("signed in, a link with ?code= fills in the field to add another set and waits for the parent", async () => {
    const calls = mockFetch({
      "GET /api/webshop/me": { body: { user: userFixture() } },
      "GET /api/webshop/settings": { body: settingsFixture() },
      "GET /ajax/prophoto/add_picture_set_by_code.php": setAdded,
    });
    const { router } = renderFront(`/?code=${testCodes.sibling}`);
    expect(
      await screen.findByRole("heading", { name: "Would you like to add another picture set?" }),
    ).toBeVisible();
    expect(screen.getByLabelText("Code")).toHaveValue(testCodes.sibling);
    expect(router.state.location.search).toBe("");
    expect(calls.some((c) => c.url.pathname.endsWith("add_picture_set_by_code.php"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Add pictures" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/new-picture-set"));
  });
});
