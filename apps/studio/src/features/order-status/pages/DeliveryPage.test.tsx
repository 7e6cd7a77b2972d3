import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { DeliveryPage } from "./DeliveryPage.tsx";

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const job = { uuid: jobUuid, name: "Lia skole 2026" };

function answer(reply: (path: string, init?: RequestInit) => Promise<Response>) {
  const fetch = vi.fn(reply);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderPage() {
  const router = createMemoryRouter([{ path: "/jobs/:jobUuid/delivery", element: <DeliveryPage /> }], {
    initialEntries: [`/jobs/${jobUuid}/delivery`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("a job's delivery page", () => {
  it("shows loading while the counts are read", async () => {
    answer(() => new Promise<never>(() => {}));
    renderPage();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("says when the job has no orders", async () => {
    answer(async () => json({ job, counts: [] }));
    renderPage();
    expect(await screen.findByText("The job has no placed orders yet.")).toBeInTheDocument();
  });

  it("shows an error with a way to try again", async () => {
    answer(async () => json({ error: "busy", code: "server_error" }, 500));
    renderPage();
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("counts a class's orders and marks its school orders ready for pickup after asking, with the count", async () => {
    const fetch = answer(async (path) =>
      path.endsWith("/by-class")
        ? json({ moved: [], refused: [] })
        : json({
            job,
            counts: [
              { group: "5A", status: "in_production", deliveryType: "school-pickup", count: 2 },
              { group: "5A", status: "in_production", deliveryType: "postage", count: 1 },
              { group: "5B", status: "paid", deliveryType: "school-pickup", count: 1 },
            ],
          }),
    );
    renderPage();
    const row = await screen.findByRole("row", { name: /5A/ });
    expect(within(row).getByText("In production: 3")).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(
      within(row).getByRole("button", { name: "Mark this class's orders ready for pickup at school (2)" }),
    );
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent(
      "2 orders of 5A will be marked Ready for pickup. Each parent gets a mail.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Mark 2 orders" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const call = fetch.mock.calls.find(([path]) => path.endsWith("/by-class"));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      jobUuid,
      group: "5A",
      from: "in_production",
      to: "ready_for_pickup",
      deliveryType: "school-pickup",
    });
    const other = screen.getByRole("row", { name: /5B/ });
    expect(within(other).getByRole("button", { name: /ready for pickup at school \(0\)/ })).toBeDisabled();
  });
});
