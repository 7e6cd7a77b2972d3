import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { JobSales } from "./JobSales.tsx";

vi.mock("./SalesChart.tsx", () => ({
  SalesChart: ({ label }: { label: string }) => <div role="img" aria-label={label} />,
}));

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";

function answer(reply: () => Promise<Response>) {
  const fetch = vi.fn(async (_path: string) => reply());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const figures = {
  job: { uuid: jobUuid, name: "Solberg skole" },
  currency: "NOK",
  from: "2026-11-01",
  to: "2026-11-02",
  revenue: 45_000,
  vat: 6_913,
  orders: 2,
  averageOrder: 22_500,
  codesRedeemed: 4,
  codesOrdered: 2,
  vatRates: [{ rate: 2500, gross: 45_000, vat: 6_913, net: 38_087 }],
  topByRevenue: [{ name: "Calendar", revenue: 30_000, quantity: 1 }],
  topByQuantity: [{ name: "Print 13x18", revenue: 5_000, quantity: 2 }],
  days: [
    { date: "2026-11-01", revenue: 15_000, orders: 1 },
    { date: "2026-11-02", revenue: 30_000, orders: 1 },
  ],
};

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <JobSales jobUuid={jobUuid} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("a job's sales", () => {
  it("shows loading while they are read", async () => {
    answer(() => new Promise<never>(() => {}));
    renderSection();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("shows the figures, the chart with its text and the same numbers per day as a table", async () => {
    const fetch = answer(async () => new Response(JSON.stringify(figures)));
    renderSection();
    expect(await screen.findByText("4 → 2")).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/studio/sales/jobs/${jobUuid}`);
    expect(screen.getByText("50 % ordered")).toBeInTheDocument();
    expect(await screen.findByRole("img", { name: /Bar chart of the revenue per day/ })).toBeInTheDocument();
    const days = screen.getByRole("table", { name: "Revenue per day" });
    expect(within(days).getAllByRole("row")).toHaveLength(3);
    expect(within(days).getAllByRole("row")[2]).toHaveTextContent("300.00");
    expect(screen.getByRole("link", { name: "Order lines with VAT (CSV)" })).toHaveAttribute(
      "href",
      `/api/studio/sales/lines.csv?job=${jobUuid}`,
    );
  });

  it("says 'No orders yet' when the job has none", async () => {
    answer(async () => new Response(JSON.stringify({ ...figures, orders: 0, revenue: 0, days: [] })));
    renderSection();
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
  });

  it("shows the error and a retry when the numbers cannot be read", async () => {
    answer(async () => new Response(JSON.stringify({ error: "x", code: "server_error" }), { status: 500 }));
    renderSection();
    expect(await screen.findByRole("button", { name: /try again/i })).toBeInTheDocument();
  });
});
