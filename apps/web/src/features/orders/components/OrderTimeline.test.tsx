import type { OrderTimelineResponse } from "@shop/contracts/order-timeline";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { mockFetch } from "../../../test/fetch-mock.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { OrderTimeline } from "./OrderTimeline.tsx";

const uuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const path = `GET /api/webshop/user/orders/${uuid}/timeline`;

const event = (values: Partial<OrderTimelineResponse["events"][number]>) => ({
  kind: "status" as const,
  at: "2026-11-20T09:00:00.000Z",
  from: null,
  to: null,
  carrier: null,
  trackingUrl: null,
  pickupPlace: null,
  expectedDate: null,
  note: null,
  ...values,
});

const timeline: OrderTimelineResponse = {
  status: "ready_for_pickup",
  expectedDate: "2026-12-04",
  events: [
    event({ from: "created", to: "awaiting_payment" }),
    event({ from: "awaiting_payment", to: "paid" }),
    event({ kind: "expected_date", expectedDate: "2026-12-04", note: "The printer waits for paper" }),
    event({ from: "paid", to: "shipped", carrier: "Posten", trackingUrl: "https://sporing.posten.no/1" }),
    event({ from: "in_production", to: "ready_for_pickup", pickupPlace: "Lia skole" }),
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe("the order's timeline", () => {
  it("shows the expected date and each event in words with its tracking link, pickup place and a delay's reason", async () => {
    mockFetch({ [path]: { body: timeline } });
    renderWithProviders(<OrderTimeline orderUuid={uuid} />);
    expect(await screen.findByText("Expected: December 4, 2026")).toBeInTheDocument();
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items.map((li) => li.querySelector(".font-semibold")?.textContent)).toEqual([
      "Order placed",
      "Paid",
      "New expected date: December 4, 2026",
      "Shipped",
      "Ready for pickup",
    ]);
    expect(items[2]).toHaveTextContent("Why: The printer waits for paper");
    expect(within(items[3] as HTMLElement).getByRole("link", { name: "Track the parcel" })).toHaveAttribute(
      "href",
      "https://sporing.posten.no/1",
    );
    expect(items[3]).toHaveTextContent("Carrier: Posten");
    expect(items[4]).toHaveTextContent("Pick it up at: Lia skole");
  });

  it("says it in Norwegian", async () => {
    await changeLanguage("nb");
    mockFetch({ [path]: { body: timeline } });
    renderWithProviders(<OrderTimeline orderUuid={uuid} />);
    expect(await screen.findByText("Forventet: 4. desember 2026")).toBeInTheDocument();
    expect(screen.getByText("Klar til henting")).toBeInTheDocument();
  });

  it("leaves the expected date out once the order is handed over", async () => {
    mockFetch({ [path]: { body: { ...timeline, status: "collected" } } });
    renderWithProviders(<OrderTimeline orderUuid={uuid} />);
    expect(await screen.findByText("Order placed")).toBeInTheDocument();
    expect(screen.queryByText(/^Expected:/)).not.toBeInTheDocument();
  });

  it("shows loading, then says when nothing has happened yet", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    mockFetch({ [path]: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<OrderTimeline orderUuid={uuid} />);
    expect(await screen.findByText("Loading the timeline")).toBeInTheDocument();
    answer({ body: { status: "paid", expectedDate: null, events: [] } });
    expect(await screen.findByText("Nothing has happened with the order yet.")).toBeInTheDocument();
  });

  it("shows a failure with 'Try again', which asks again", async () => {
    let calls = 0;
    mockFetch({
      [path]: () =>
        ++calls === 1 ? { status: 500, body: { error: "x", code: "server_error" } } : { body: timeline },
    });
    renderWithProviders(<OrderTimeline orderUuid={uuid} />);
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Order placed")).toBeInTheDocument();
  });
});
