import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { PackageOffers } from "./PackageOffers.tsx";

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";

function answer(reply: () => Promise<Response>) {
  const fetch = vi.fn(async (_path: string) => reply());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <PackageOffers jobUuid={jobUuid} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the job's package offers", () => {
  it("shows loading while they are read", async () => {
    answer(() => new Promise<never>(() => {}));
    renderSection();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("lists each offer with its price, its time-limited price and whether it is offered", async () => {
    const fetch = answer(
      async () =>
        new Response(
          JSON.stringify({
            currency: "NOK",
            packages: [
              {
                uuid: "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a",
                name: "Family package",
                type: "package",
                price: 70_000,
                timeLimitedPrice: 60_000,
                timeLimitedEnds: "2026-12-01T22:59:59.000Z",
                disabledReason: null,
                itemCount: 4,
              },
            ],
          }),
        ),
    );
    renderSection();
    const row = await screen.findByRole("row", { name: /Family package/ });
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/studio/jobs/${jobUuid}/packages`);
    const cells = within(row).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("700.00");
    expect(cells[1]).toHaveTextContent(/600\.00 until .*2026/);
    expect(cells[2]).toHaveTextContent("Yes");
  });

  it("says when the job offers no packages", async () => {
    answer(async () => new Response(JSON.stringify({ currency: "NOK", packages: [] })));
    renderSection();
    expect(await screen.findByText("The job offers no packages.")).toBeInTheDocument();
  });

  it("shows an error with a way to try again", async () => {
    answer(
      async () => new Response(JSON.stringify({ error: "busy", code: "server_error" }), { status: 500 }),
    );
    renderSection();
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 })).toBeInTheDocument();
  });
});
