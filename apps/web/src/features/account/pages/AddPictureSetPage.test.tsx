import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { testCodes } from "../../../test/fixtures.ts";
import { AddPictureSetPage } from "./AddPictureSetPage.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(answer?: { status: number; body: unknown }) {
  if (answer) {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(answer.body), { status: answer.status })),
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: "/my-account/add-picture-set", element: <AddPictureSetPage /> },
      { path: "/new-picture-set", element: <h1>New picture set</h1> },
    ],
    { initialEntries: ["/my-account/add-picture-set"] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const subject = { uuid: "10000000-0000-4000-8000-000000000001", name: "Klasse 3B" };

describe("the add picture set page", () => {
  it("keeps submit disabled below 5 characters", async () => {
    const user = userEvent.setup();
    open();
    const submit = screen.getByRole("button", { name: "Add pictures" });
    await user.type(screen.getByLabelText("Code"), "ABCD");
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText("Code"), "E");
    expect(submit).toBeEnabled();
  });

  it("shows 'The code is not valid' under the input when the server refuses the code", async () => {
    const user = userEvent.setup();
    open({
      status: 404,
      body: {
        error: "The code is not valid",
        valid: false,
        warning: null,
        redirect: null,
        pictureSet: null,
        code: "invalid_code",
      },
    });
    await user.type(screen.getByLabelText("Code"), "WRONG{Enter}");
    expect(await screen.findByText("The code is not valid")).toBeInTheDocument();
    expect(screen.getByLabelText("Code")).toHaveAccessibleDescription("The code is not valid");
  });

  it("goes to the new picture set after a valid code", async () => {
    const user = userEvent.setup();
    const router = open({
      status: 200,
      body: { error: null, valid: true, warning: null, redirect: null, pictureSet: { uuid: subject.uuid } },
    });
    await user.type(screen.getByLabelText("Code"), `${testCodes.group}{Enter}`);
    expect(await screen.findByRole("heading", { name: "New picture set" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/new-picture-set");
  });

  it("shows the warning and a link to the set when it is already in the account", async () => {
    const user = userEvent.setup();
    open({
      status: 200,
      body: {
        error: null,
        valid: true,
        warning: {
          message: "This picture set is already in your account",
          code: "already_in_account",
          payload: { subject },
        },
        redirect: null,
        pictureSet: { uuid: subject.uuid },
      },
    });
    await user.type(screen.getByLabelText("Code"), `${testCodes.group}{Enter}`);
    expect(await screen.findByText("This picture set is already in your account")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open Klasse 3B" })).toHaveAttribute(
      "href",
      `/my-account/picture-sets/${subject.uuid}`,
    );
  });
});
