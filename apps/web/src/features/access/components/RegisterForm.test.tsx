import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { writeConsent } from "../../../lib/consent.ts";
import { changeLanguage } from "../../../lib/i18n.ts";
import { settingsQuery } from "../../../lib/queries/settings.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { RegisterForm } from "../../../shared/registration/RegisterForm.tsx";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { settingsFixture, testCodes, userFixture } from "../../../test/fixtures.ts";
import { renderRoutes } from "../../../test/render.tsx";

function renderForm(options: Parameters<typeof settingsFixture>[0] = {}) {
  queryClient.setQueryData(settingsQuery.queryKey, settingsFixture(options));
  const onRegistered = vi.fn();
  const onBack = vi.fn();
  renderRoutes(
    [
      {
        path: "/",
        element: (
          <RegisterForm
            email="new@example.com"
            code={testCodes.own}
            onRegistered={onRegistered}
            onBack={onBack}
          />
        ),
      },
    ],
    "/",
  );
  return { onRegistered, onBack };
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText("Phone number"), "+47 912 34 567");
  await userEvent.type(screen.getByLabelText("Choose a password"), "sunny-day-7");
}

describe("registration", () => {
  it("keeps 'Create user' disabled until the form is valid", async () => {
    mockFetch({});
    renderForm();
    const submit = screen.getByRole("button", { name: "Create user" });
    expect(screen.getByLabelText("Email")).toHaveValue("new@example.com");
    expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Phone number"), "+47 912 34 567");
    await userEvent.type(screen.getByLabelText("Choose a password"), "abc");
    expect(await screen.findByText("That's too short!")).toBeVisible();
    expect(submit).toBeDisabled();
    await userEvent.type(screen.getByLabelText("Choose a password"), "defg");
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it("sends spec 01 §3's registration payload, confirm_password included, and reports success", async () => {
    const calls = mockFetch({
      "POST /ajax/create.php": {
        body: { error: null, data: [], user: userFixture(), redirect: "/new-picture-set" },
      },
      "GET /api/webshop/me": { body: { user: userFixture() } },
    });
    const { onRegistered } = renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Create user" }));
    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(calls.find((c) => c.url.pathname === "/ajax/create.php")?.body).toEqual({
      email: "new@example.com",
      code: testCodes.own,
      mobile: "+4791234567",
      password: "sunny-day-7",
      confirm_password: "sunny-day-7",
      acceptmail: false,
      termsofservice: true,
    });
    // The code flow's screen is the spec's: no name, and the password as dots.
    expect(screen.queryByLabelText("Your name")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show password" })).toBeNull();
  });

  it("tells the shop's tag manager of the registration only when a script is configured and tracking allowed", async () => {
    mockFetch({
      "POST /ajax/create.php": {
        body: { error: null, data: [], user: userFixture(), redirect: "/new-picture-set" },
      },
      "GET /api/webshop/me": { body: { user: userFixture() } },
    });
    const { onRegistered } = renderForm();
    queryClient.setQueryData(settingsQuery.queryKey, {
      ...settingsFixture(),
      consent: { scriptUrl: "https://tags.example.com/gtm.js" },
    });
    writeConsent(true);
    try {
      await fillValid();
      await userEvent.click(screen.getByRole("button", { name: "Create user" }));
      await waitFor(() => expect(onRegistered).toHaveBeenCalled());
      expect(window.dataLayer).toEqual([{ event: "sign_up", method: "code" }]);
    } finally {
      writeConsent(false);
      delete window.dataLayer;
    }
  });

  it("shows the server's error above the buttons, flags the fields it names and focuses the first", async () => {
    mockFetch({
      "POST /ajax/create.php": {
        status: 400,
        body: { error: "Invalid phone number", code: "invalid_mobile", data: ["mobile"] },
      },
    });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Create user" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid phone number");
    expect(screen.getByLabelText("Phone number")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByLabelText("Phone number")).toHaveFocus());
    expect(screen.getByLabelText("Choose a password")).not.toHaveAttribute("aria-invalid");
  });

  it("a password the server refuses as too common is shown above the buttons, and the password field is flagged and focused", async () => {
    mockFetch({
      "POST /ajax/create.php": {
        status: 400,
        body: {
          error: "This password is too common. Please choose another.",
          code: "password_too_common",
          data: ["password"],
        },
      },
    });
    renderForm();
    await fillValid();
    await userEvent.click(screen.getByRole("button", { name: "Create user" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This password is too common. Please choose another.",
    );
    expect(screen.getByLabelText("Choose a password")).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByLabelText("Choose a password")).toHaveFocus());
    expect(screen.getByLabelText("Phone number")).not.toHaveAttribute("aria-invalid");
    // Changing the password the server refused takes its flag and its text away.
    await userEvent.type(screen.getByLabelText("Choose a password"), "x");
    expect(screen.getByLabelText("Choose a password")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("This password is too common. Please choose another.")).toBeNull();
  });

  it("shows the server's password rule in Norwegian", async () => {
    await changeLanguage("nb");
    mockFetch({
      "POST /ajax/create.php": {
        status: 400,
        body: {
          error: "The password must not be your e-mail address or a part of it.",
          code: "password_is_email",
          data: ["password"],
        },
      },
    });
    renderForm();
    await userEvent.type(screen.getByLabelText("Telefonnummer"), "+47 912 34 567");
    await userEvent.type(screen.getByLabelText("Velg et passord"), "sunny-day-7");
    await userEvent.click(screen.getByRole("button", { name: "Opprett bruker" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Passordet kan ikke være e-postadressen din eller en del av den.",
    );
  });

  it("marketing consent follows the portal options", async () => {
    mockFetch({});
    renderForm({ acceptMailDefaultOn: true });
    const consent = screen.getByRole("checkbox", { name: /send me news and offers/ });
    expect(consent).toBeChecked();
  });

  it("hides marketing consent when the portal disables it", async () => {
    mockFetch({});
    renderForm({ hideMarketingConsent: true });
    expect(screen.queryByRole("checkbox")).toBeNull();
  });

  it("opens the terms of service with their line breaks", async () => {
    mockFetch({});
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Terms of service" }));
    const dialog = await screen.findByRole("dialog", { name: "Terms of service" });
    const text = dialog.querySelector(".whitespace-pre-line");
    expect(text?.textContent).toBe("First line\nSecond line");
  });
});
