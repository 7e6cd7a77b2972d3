import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { SignInPage } from "./SignInPage.tsx";

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/sign-in", element: <SignInPage /> },
      { path: "/", element: <p>Home</p> },
    ],
    { initialEntries: ["/sign-in"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the sign-in page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the authenticator app's code when the member has one, and signs in with it", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { code?: string };
        sent.push(body);
        if (body.code === undefined)
          return answer(401, { error: "Enter the code", code: "studio_code_required" });
        return answer(200, {
          staff: {
            uuid: "7d1f7a80-0000-4000-8000-000000000001",
            email: "siri@example.com",
            name: "Siri",
            role: "staff",
            state: "active",
          },
          sessionEndsAt: new Date().toISOString(),
          secondFactorNeeded: false,
        });
      }),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail address"), "siri@example.com");
    await user.type(screen.getByLabelText("Password"), "a quiet harbour");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    const code = await screen.findByLabelText("Code from your authenticator app");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Home")).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ email: "siri@example.com", password: "a quiet harbour", code: "123456" });
  });

  it("says a wrong password in the studio's words", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        answer(401, { error: "Wrong e-mail address or password", code: "invalid_credentials" }),
      ),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("E-mail address"), "siri@example.com");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Wrong e-mail address or password.");
  });
});
