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

const emma = { uuid: "10000000-0000-4000-8000-000000000001", name: "Emma" };
const jonas = { uuid: "10000000-0000-4000-8000-000000000002", name: "Jonas" };

const me = { body: { user: userFixture() } };
const settings = { body: settingsFixture() };
const noPackages = { body: { packageForInspectionSubjects: [] } };

function open(
  path: string,
  routes: Record<string, MockReply | ((url: URL, init?: RequestInit) => MockReply)>,
) {
  const calls = mockFetch({ "GET /api/webshop/me": me, "GET /api/webshop/settings": settings, ...routes });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: "/", children: accountRoutes }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

const posts = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method !== "GET");

describe("/my-account", () => {
  const menuNames = async () => {
    const nav = await screen.findByRole("navigation", { name: "My account" });
    return within(nav)
      .getAllByRole("link")
      .map((l) => l.querySelector("span span")?.textContent);
  };

  it("shows the seven items with a package for inspection, in the spec's order and 'Your data' after them", async () => {
    open("/my-account", {
      "GET /sections/my-account/ajax/get_account_data.php": {
        body: { packageForInspectionSubjects: [{ ...emma, enabled: true }] },
      },
    });
    await screen.findByRole("link", { name: /Cancel picture packages/ });
    expect(await menuNames()).toEqual([
      "Change password",
      "Update contact information",
      "My picture sets",
      "Order history",
      "Cancel picture packages",
      "Communication",
      "Your data",
      "Add picture set",
    ]);
  });

  it("leaves out 'Cancel picture packages' without such subjects", async () => {
    const calls = open("/my-account", { "GET /sections/my-account/ajax/get_account_data.php": noPackages });
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith("get_account_data.php"))).toBe(true),
    );
    await screen.findByRole("link", { name: /Communication/ });
    expect(screen.queryByRole("link", { name: /Cancel picture packages/ })).toBeNull();
  });
});

describe("/my-account/change-password", () => {
  it("says the spec's texts and keeps submit disabled until the two match with 5 characters", async () => {
    const user = userEvent.setup();
    open("/my-account/change-password", {});
    const submit = await screen.findByRole("button", { name: "Change password" });
    await user.type(screen.getByLabelText("Current password"), "my-old-password");
    await user.type(screen.getByLabelText("New password"), "abcd");
    await user.tab();
    expect(screen.getByText("The password is not long enough")).toBeInTheDocument();
    await user.type(screen.getByLabelText("New password"), "e");
    await user.type(screen.getByLabelText("Retype password"), "abcdf");
    await user.tab();
    expect(screen.getByText("The passwords must match")).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it("asks for the current password before anything is sent", async () => {
    const user = userEvent.setup();
    const calls = open("/my-account/change-password", {});
    const current = await screen.findByLabelText("Current password");
    expect(current).toHaveAttribute("autocomplete", "current-password");
    await user.type(screen.getByLabelText("New password"), "green-otter");
    await user.type(screen.getByLabelText("Retype password"), "green-otter");
    await user.click(current);
    await user.tab();
    expect(screen.getByText("This is required!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Change password" })).toBeDisabled();
    expect(posts(calls)).toEqual([]);
  });

  it("posts the current password, password and reTypePassword and shows the success view", async () => {
    const user = userEvent.setup();
    const calls = open("/my-account/change-password", {
      "POST /ajax/user/update_password.php": { body: { status: "OK" } },
    });
    await user.type(await screen.findByLabelText("Current password"), "my-old-password");
    await user.type(screen.getByLabelText("New password"), "green-otter");
    await user.type(screen.getByLabelText("Retype password"), "green-otter{Enter}");
    expect(
      await screen.findByRole("heading", { name: "Your password has been changed" }),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([
      expect.objectContaining({
        body: { currentPassword: "my-old-password", password: "green-otter", reTypePassword: "green-otter" },
      }),
    ]);
  });

  it("says which rule the new password breaks, as the server says", async () => {
    const user = userEvent.setup();
    open("/my-account/change-password", {
      "POST /ajax/user/update_password.php": {
        status: 400,
        body: {
          error:
            "This password is too easy to guess. Make it longer, for example with a few words that do not belong together.",
          code: "password_too_weak",
        },
      },
    });
    await user.type(await screen.findByLabelText("Current password"), "my-old-password");
    await user.type(screen.getByLabelText("New password"), "abcdefgh1");
    await user.type(screen.getByLabelText("Retype password"), "abcdefgh1{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This password is too easy to guess. Make it longer, for example with a few words that do not belong together.",
    );
  });

  it("says a wrong current password", async () => {
    const user = userEvent.setup();
    open("/my-account/change-password", {
      "POST /ajax/user/update_password.php": {
        status: 400,
        body: { error: "The password is not correct", code: "wrong_password" },
      },
    });
    await user.type(await screen.findByLabelText("Current password"), "not-it");
    await user.type(screen.getByLabelText("New password"), "green-otter");
    await user.type(screen.getByLabelText("Retype password"), "green-otter{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent("The password is not correct");
  });

  it("shows the server's refusal and stays on the form", async () => {
    const user = userEvent.setup();
    open("/my-account/change-password", {
      "POST /ajax/user/update_password.php": {
        status: 400,
        body: { error: "This password is too common. Please choose another.", code: "password_too_common" },
      },
    });
    await user.type(await screen.findByLabelText("Current password"), "my-old-password");
    await user.type(screen.getByLabelText("New password"), "password");
    await user.type(screen.getByLabelText("Retype password"), "password{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This password is too common. Please choose another.",
    );
    expect(screen.getByRole("button", { name: "Change password" })).toBeInTheDocument();
  });

  it("says support's simulated session may not change the password (decision 0033)", async () => {
    const user = userEvent.setup();
    open("/my-account/change-password", {
      "POST /ajax/user/update_password.php": {
        status: 403,
        body: {
          error: "Support cannot do this while simulating a user.",
          code: "simulated_session_forbidden",
        },
      },
    });
    await user.type(await screen.findByLabelText("Current password"), "my-old-password");
    await user.type(screen.getByLabelText("New password"), "green-otter");
    await user.type(screen.getByLabelText("Retype password"), "green-otter{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Support cannot do this while simulating a user.",
    );
    expect(screen.queryByRole("heading", { name: "Your password has been changed" })).toBeNull();
  });
});

describe("/my-account/contact-info", () => {
  const stored = userFixture({
    name: "Kari Nordmann",
    mobilePhone: "+4791234567",
    address: { address: "Storgata 1", address2: "H0101", postalCode: "0155", city: "Oslo", state: null },
  });

  it("starts from the user's data, leaves out address2 where the shop does not gather it, and succeeds", async () => {
    const user = userEvent.setup();
    const calls = open("/my-account/contact-info", {
      "GET /api/webshop/me": { body: { user: stored } },
      "POST /ajax/user/update_user_info.php": { body: { user: { ...stored, name: "Kari Berg" } } },
    });
    const name = await screen.findByLabelText("Name");
    expect(name).toHaveValue("Kari Nordmann");
    expect(screen.getByLabelText("City")).toHaveValue("Oslo");
    expect(screen.queryByLabelText("Address line 2")).toBeNull();
    await user.clear(name);
    await user.type(name, "Kari Berg");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("heading", { name: "Your contact information has been updated" }),
    ).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      name: "Kari Berg",
      address: "Storgata 1",
      postal_code: "0155",
      city: "Oslo",
      mobile: "+4791234567",
    });
  });

  it("shows address2 where the shop gathers it", async () => {
    open("/my-account/contact-info", {
      "GET /api/webshop/me": { body: { user: stored } },
      "GET /api/webshop/settings": { body: settingsFixture({ gatherAddress2: true }) },
    });
    expect(await screen.findByLabelText("Address line 2")).toHaveValue("H0101");
  });

  it("flags a wrong mobile number, with Save disabled and the reason beside it", async () => {
    const user = userEvent.setup();
    open("/my-account/contact-info", { "GET /api/webshop/me": { body: { user: stored } } });
    const mobile = await screen.findByLabelText("Mobile");
    await user.clear(mobile);
    await user.type(mobile, "12");
    await user.tab();
    expect(screen.getByText("Invalid phone number")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save" });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription("Enter a valid mobile number to save.");
  });

  it("saves a new mobile number alone: name and address may stay empty", async () => {
    const user = userEvent.setup();
    const bare = userFixture({
      name: null,
      mobilePhone: "+4791234567",
      address: { address: null, address2: null, postalCode: null, city: null, state: null },
    });
    const calls = open("/my-account/contact-info", {
      "GET /api/webshop/me": { body: { user: bare } },
      "POST /ajax/user/update_user_info.php": { body: { user: { ...bare, mobilePhone: "+4740000000" } } },
    });
    const mobile = await screen.findByLabelText("Mobile");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    await user.clear(mobile);
    await user.type(mobile, "+47 400 00 000");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByRole("heading", { name: "Your contact information has been updated" }),
    ).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      name: "",
      address: "",
      postal_code: "",
      city: "",
      mobile: "+47 400 00 000",
    });
  });

  it("shows at once what the stored profile lacks, so a disabled Save never stands without a reason", async () => {
    open("/my-account/contact-info", {
      "GET /api/webshop/me": { body: { user: { ...stored, mobilePhone: null } } },
    });
    await screen.findByLabelText("Mobile");
    expect(screen.getByText("This is required!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toHaveAccessibleDescription(
      "Enter a valid mobile number to save.",
    );
  });
});

describe("/my-account/communication", () => {
  const reminders = {
    body: {
      subjects: [
        { ...emma, remindersEnabled: true },
        { ...jonas, remindersEnabled: false },
      ],
    },
  };

  it("shows each set's choice and posts nothing on the first load", async () => {
    const calls = open("/my-account/communication", {
      "GET /ajax/user/get_subjects_with_reminders_enabled.php": reminders,
    });
    expect(await screen.findByRole("switch", { name: "Emma" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Jonas" })).not.toBeChecked();
    expect(screen.getByRole("switch", { name: "Send me news and offers by e-mail" })).not.toBeChecked();
    expect(posts(calls)).toEqual([]);
  });

  it("turns one set's reminders off, and acceptMail on through the user's PATCH", async () => {
    const user = userEvent.setup();
    const calls = open("/my-account/communication", {
      "GET /ajax/user/get_subjects_with_reminders_enabled.php": reminders,
      "POST /ajax/user/set_reminders_disabled_status.php": {
        body: {
          subjects: [
            { ...emma, remindersEnabled: false },
            { ...jonas, remindersEnabled: false },
          ],
        },
      },
      "PATCH /api/webshop/me": { body: { user: userFixture({ acceptMail: true }) } },
    });
    await user.click(await screen.findByRole("switch", { name: "Emma" }));
    await waitFor(() => expect(screen.getByRole("switch", { name: "Emma" })).not.toBeChecked());
    await user.click(screen.getByRole("switch", { name: "Send me news and offers by e-mail" }));
    await waitFor(() =>
      expect(screen.getByRole("switch", { name: "Send me news and offers by e-mail" })).toBeChecked(),
    );
    expect(posts(calls).map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      [
        "POST",
        "/ajax/user/set_reminders_disabled_status.php",
        { subjects: [{ ...emma, remindersEnabled: false }] },
      ],
      ["PATCH", "/api/webshop/me", { acceptMail: true }],
    ]);
  });

  it("offers a retry when the list fails", async () => {
    open("/my-account/communication", {
      "GET /ajax/user/get_subjects_with_reminders_enabled.php": {
        status: 500,
        body: { error: "x", code: "server_error" },
      },
    });
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("/my-account/cancel-picture-packages", () => {
  const data = {
    body: {
      packageForInspectionSubjects: [
        { ...emma, enabled: true },
        { ...jonas, enabled: true },
      ],
    },
  };

  it("enables the button only after a toggle changed, and posts the choices", async () => {
    const user = userEvent.setup();
    const calls = open("/my-account/cancel-picture-packages", {
      "GET /sections/my-account/ajax/get_account_data.php": data,
      "POST /sections/my-account/ajax/cancel_package_for_inspection.php": {
        body: {
          error: null,
          subjects: [
            { ...emma, enabled: false },
            { ...jonas, enabled: true },
          ],
        },
      },
    });
    const button = await screen.findByRole("button", { name: "Cancel picture packages" });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole("switch", { name: "Emma" }));
    expect(button).toBeEnabled();
    await user.click(screen.getByRole("switch", { name: "Emma" }));
    expect(button).toBeDisabled();
    await user.click(screen.getByRole("switch", { name: "Emma" }));
    await user.click(button);
    expect(await screen.findByText("Your choice has been saved.")).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({
      subjects: [
        { ...emma, enabled: false },
        { ...jonas, enabled: true },
      ],
    });
    expect(screen.getByRole("switch", { name: "Emma" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Cancel picture packages" })).toBeDisabled();
  });

  it("leaves the list as it was on a server error", async () => {
    const user = userEvent.setup();
    open("/my-account/cancel-picture-packages", {
      "GET /sections/my-account/ajax/get_account_data.php": data,
      "POST /sections/my-account/ajax/cancel_package_for_inspection.php": {
        status: 500,
        body: { error: "Something went wrong", code: "server_error" },
      },
    });
    await user.click(await screen.findByRole("switch", { name: "Jonas" }));
    await user.click(screen.getByRole("button", { name: "Cancel picture packages" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The change could not be saved.");
    expect(screen.queryByText("Your choice has been saved.")).toBeNull();
    // The user's choice is still there to try again; the server's list was not replaced.
    expect(screen.getByRole("switch", { name: "Jonas" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "Cancel picture packages" })).toBeEnabled();
  });

  it("says so when there are no packages", async () => {
    open("/my-account/cancel-picture-packages", {
      "GET /sections/my-account/ajax/get_account_data.php": noPackages,
    });
    expect(await screen.findByText("You have no picture packages for inspection.")).toBeInTheDocument();
  });
});
