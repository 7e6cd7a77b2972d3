import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderRoutes } from "../../../test/render.tsx";
import { LostCodePage } from "./LostCodePage.tsx";

const contact = { name: "Demo Foto AS", email: "post@demofoto.no", phone: "+47 22 12 34 56" };

function renderPage() {
  return renderRoutes([{ path: "/lost-code", element: <LostCodePage /> }], "/lost-code");
}

describe("lost code", () => {
  it("shows loading while it asks whether the shop can send codes", async () => {
    mockFetch({ "GET /api/webshop/lost-code": () => new Promise(() => {}) });
    renderPage();
    expect(await screen.findByText("Loading…")).toBeVisible();
  });

  it("without guardians' addresses says to ask the school or the photographer, with the shop's contact", async () => {
    mockFetch({ "GET /api/webshop/lost-code": { body: { available: false, contact } } });
    renderPage();
    expect(await screen.findByText(/Ask the school or the photographer for your code/)).toBeVisible();
    expect(screen.getByRole("link", { name: "post@demofoto.no" })).toHaveAttribute(
      "href",
      "mailto:post@demofoto.no",
    );
    expect(screen.queryByLabelText("Email")).toBeNull();
  });

  it("sends the address in the page's language and answers the same whatever it was", async () => {
    const calls = mockFetch({
      "GET /api/webshop/lost-code": { body: { available: true, contact } },
      "POST /api/webshop/lost-code": { body: { sent: true } },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText("Email"), " Kari@Example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Send the code" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If this address is on the photographer's list, we have sent the code to it.",
    );
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      email: "kari@example.com",
      language: "en",
    });
  });

  it("checks the address before sending, and shows the server's message when it refuses", async () => {
    const calls = mockFetch({
      "GET /api/webshop/lost-code": { body: { available: true, contact } },
      "POST /api/webshop/lost-code": {
        status: 429,
        body: { error: "Too many attempts. Please wait a little and try again.", code: "rate_limited" },
      },
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText("Email"), "not-an-address");
    await userEvent.click(screen.getByRole("button", { name: "Send the code" }));
    expect(await screen.findByText("Invalid email")).toBeVisible();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText("Email"));
    await userEvent.type(screen.getByLabelText("Email"), "kari@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send the code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/Too many attempts|Please wait/);
  });

  it("shows an error with a retry when the shop does not answer", async () => {
    mockFetch({ "GET /api/webshop/lost-code": { status: 500, body: { error: "Internal Server Error" } } });
    renderPage();
    expect(await screen.findByRole("button", { name: /try again/i })).toBeVisible();
  });
});
