import type { StudioRefundOrder } from "@shop/contracts/studio-refunds";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { RefundPage } from "./RefundPage.tsx";

const orderUuid = "7d2e0c6f-5b3a-4e4c-9a9d-3c4d5e6f7a8b";
const path = `/api/studio/orders/${orderUuid}/refund`;
const line = (uuid: string, name: string) => ({
  uuid,
  productName: name,
  description: "",
  quantity: 1,
  paid: 12_000,
  refunded: 0,
  pending: false,
});
const order: StudioRefundOrder = {
  orderUuid,
  reference: "7d2e0c6f",
  status: "paid",
  currency: "NOK",
  paymentTitle: "Card (Stripe)",
  paid: 24_000,
  refunded: 0,
  block: null,
  lines: [
    line("8e3f1d7a-6c4b-4f5d-8b0e-4d5e6f7a8b9c", "Digital file IMG_0001"),
    line("9f4a2e8b-7d5c-4a6e-9c1f-5e6f7a8b9c0d", "Digital file IMG_0002"),
  ],
  refunds: [],
};

type Answer = { status?: number; body: unknown } | (() => Promise<never>);

function answer(routes: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${url}`;
      calls.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const found = routes[key];
      if (found === undefined) return new Response(JSON.stringify({ error: "no route" }), { status: 404 });
      if (typeof found === "function") return found();
      return new Response(JSON.stringify(found.body), { status: found.status ?? 200 });
    }),
  );
  return calls;
}

function renderPage() {
  queryClient.clear();
  const router = createMemoryRouter([{ path: "/orders/:orderUuid/refund", element: <RefundPage /> }], {
    initialEntries: [`/orders/${orderUuid}/refund`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("an order's refund", () => {
  it("shows loading while the order is read", async () => {
    answer({ [`GET ${path}`]: () => new Promise<never>(() => {}) });
    renderPage();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("says what to do instead for an order not paid through Stripe", async () => {
    answer({
      [`GET ${path}`]: { body: { ...order, paymentTitle: "Invoice", status: "invoiced", block: "not_card" } },
    });
    renderPage();
    expect(await screen.findByText(/not paid by card through Stripe/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Refund/ })).not.toBeInTheDocument();
  });

  it("refunds one line after asking with its amount, and shows the result", async () => {
    const refunded = {
      ...order,
      refunded: 12_000,
      lines: [{ ...order.lines[0], refunded: 12_000 }, order.lines[1]],
      refunds: [
        {
          uuid: "0a5b3f9c-8e6d-4b7f-8d2a-6f7a8b9c0d1e",
          amount: 12_000,
          whole: false,
          reason: "requested_by_customer",
          status: "succeeded",
          at: "2026-11-29T10:00:00.000Z",
        },
      ],
    };
    const calls = answer({
      [`GET ${path}`]: { body: order },
      [`POST ${path}`]: { body: { refund: refunded.refunds[0], order: refunded } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Refund" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Choose at least one line, or the whole order.",
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Digital file IMG_0001" }));
    await userEvent.click(screen.getByRole("button", { name: /^Refund NOK\s120\.00…$/ }));
    const dialog = await screen.findByRole("dialog", { name: /^Refund NOK\s120\.00\?$/ });
    await userEvent.click(within(dialog).getByRole("button", { name: /^Refund NOK\s120\.00$/ }));
    expect(await screen.findByText(/Refunded NOK 120.00\. The parent gets a mail/)).toBeInTheDocument();
    expect(calls.find((c) => c.key === `POST ${path}`)?.body).toEqual({
      whole: false,
      reason: "requested_by_customer",
      lineUuids: [order.lines[0]?.uuid],
    });
    expect(screen.getByText(/^Refunded NOK\s120\.00$/)).toBeInTheDocument();
  });

  it("shows Stripe's refusal in the dialog, and the order is as it was", async () => {
    answer({
      [`GET ${path}`]: { body: order },
      [`POST ${path}`]: {
        status: 502,
        body: {
          error: "Stripe did not make the refund: Charge ch_1 has been charged back",
          code: "studio_refund_stripe_failed",
          fields: [{ field: "stripe", message: "Charge ch_1 has been charged back" }],
        },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole("radio", { name: /The whole order/ }));
    await userEvent.click(screen.getByRole("button", { name: /^Refund NOK\s240\.00…$/ }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Refund NOK\s240\.00$/ }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Stripe did not make the refund; nothing was recorded. (Charge ch_1 has been charged back)",
    );
  });

  it("says a Vipps MobilePay order's money goes back through Vipps, and shows Vipps's refusal", async () => {
    answer({
      [`GET ${path}`]: { body: { ...order, paymentTitle: "Vipps MobilePay", provider: "vipps" } },
      [`POST ${path}`]: {
        status: 502,
        body: {
          error: "Vipps MobilePay did not make the refund: Refund amount too high",
          code: "studio_refund_vipps_failed",
          fields: [{ field: "vipps", message: "Refund amount too high" }],
        },
      },
    });
    renderPage();
    expect(await screen.findByLabelText("Reason (kept in the studio's record)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /The whole order/ }));
    await userEvent.click(screen.getByRole("button", { name: /^Refund NOK\s240\.00…$/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("The money goes back to the parent through Vipps MobilePay");
    await userEvent.click(within(dialog).getByRole("button", { name: /^Refund NOK\s240\.00$/ }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Vipps MobilePay did not make the refund; nothing was recorded. (Refund amount too high)",
    );
  });
});
