import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { OrderStatusDialog, type StatusDialogOrder } from "./OrderStatusDialog.tsx";

const a: StatusDialogOrder = {
  uuid: "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f",
  reference: "5b0c8a4e",
  status: "in_production",
};
const b: StatusDialogOrder = {
  uuid: "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a",
  reference: "6c1d9b5f",
  status: "paid",
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_path: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderDialog(orders: StatusDialogOrder[], onOpenChange = vi.fn()) {
  render(
    <QueryClientProvider client={queryClient}>
      <OrderStatusDialog open onOpenChange={onOpenChange} orders={orders} />
    </QueryClientProvider>,
  );
  return onOpenChange;
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the order status dialog", () => {
  it("offers the next statuses the table allows and a delay for one order", async () => {
    renderDialog([a]);
    const select = await screen.findByLabelText("What happened");
    const options = [...(select as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual([
      "Choose…",
      "Shipped",
      "Ready for pickup",
      "Delivered",
      "New expected date (a delay)",
    ]);
  });

  it("asks for the carrier before a shipped order is sent, then sends it with the tracking link", async () => {
    const fetch = answer(200, {
      moved: [{ uuid: a.uuid, reference: a.reference, from: "in_production" }],
      refused: [],
    });
    const closed = renderDialog([a]);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("What happened"), "shipped");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("A shipped order needs its carrier.");
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText("Carrier"), "Posten");
    await user.type(screen.getByLabelText("Tracking link"), "https://sporing.posten.no/1");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(closed).toHaveBeenCalledWith(false));
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe("/api/studio/orders/status");
    expect(JSON.parse(String(init?.body))).toEqual({
      orderUuids: [a.uuid],
      to: "shipped",
      carrier: "Posten",
      trackingUrl: "https://sporing.posten.no/1",
    });
  });

  it("names the orders the server did not move and stays open", async () => {
    answer(200, {
      moved: [{ uuid: a.uuid, reference: a.reference, from: "in_production" }],
      refused: [{ uuid: b.uuid, reference: b.reference, from: "paid", message: "An order cannot go…" }],
    });
    const closed = renderDialog([a, b]);
    const user = userEvent.setup();
    expect(await screen.findByRole("dialog", { name: "Change 2 orders" })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("What happened"), "ready_for_pickup");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("#6c1d9b5f is Paid: it cannot be marked Ready for pickup."),
    ).toBeInTheDocument();
    expect(closed).not.toHaveBeenCalled();
  });

  it("sends a delay with its date and reason", async () => {
    const fetch = answer(200, { expectedDate: "2027-01-15" });
    renderDialog([a]);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("What happened"), "delay");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert")).toHaveTextContent("A delay needs the new date and why.");
    await user.type(screen.getByLabelText("New expected date"), "2027-01-15");
    await user.type(screen.getByLabelText("Why (the parent reads this)"), "The printer waits for paper");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [path, init] = fetch.mock.calls[0] ?? [];
    expect(path).toBe(`/api/studio/orders/${a.uuid}/expected-date`);
    expect(JSON.parse(String(init?.body))).toEqual({
      expectedDate: "2027-01-15",
      reason: "The printer waits for paper",
    });
  });

  it("says when nothing could move", async () => {
    answer(409, { error: "An order cannot go from paid to delivered.", code: "studio_order_status_refused" });
    renderDialog([b]);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("What happened"), "delivered");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No order could make this change.");
  });
});
