import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { NameCorrections } from "./NameCorrections.tsx";

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const url = `/api/studio/jobs/${jobUuid}/corrections`;
const ida = "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a";

function answer(reply: () => Promise<Response>) {
  const fetch = vi.fn(async (_path: string) => reply());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderSection() {
  render(
    <QueryClientProvider client={queryClient}>
      <NameCorrections jobUuid={jobUuid} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the job's name corrections", () => {
  it("shows loading while they are read", async () => {
    answer(() => new Promise<never>(() => {}));
    renderSection();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("lists each correction with the photographer's name and class, before, after and when", async () => {
    const fetch = answer(
      async () =>
        new Response(
          JSON.stringify({
            corrections: [
              {
                subjectUuid: ida,
                originalName: "Ida Hansn",
                originalGroup: "3B",
                previousName: "Ida Hansn",
                previousGroup: "3B",
                name: "Ida Hansen",
                group: null,
                correctedAt: "2026-11-01T10:00:00.000Z",
              },
            ],
          }),
        ),
    );
    renderSection();
    const row = await screen.findByRole("row", { name: /Ida Hansn/ });
    expect(fetch.mock.calls[0]?.[0]).toBe(url);
    expect(within(row).getByRole("rowheader")).toHaveTextContent("Ida Hansn");
    const cells = within(row).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("3B");
    expect(cells[1]).toHaveTextContent("Ida Hansn (3B)");
    expect(cells[2]).toHaveTextContent(/^Ida Hansen$/);
    expect(cells[3]).toHaveTextContent("2026");
    expect(screen.getByRole("table", { name: "Name corrections by parents" })).toBeInTheDocument();
  });

  it("says when no name was corrected", async () => {
    answer(async () => new Response(JSON.stringify({ corrections: [] })));
    renderSection();
    expect(await screen.findByText("No parent has corrected a name in this job.")).toBeInTheDocument();
  });

  it("shows an error with a way to try again, by keyboard", async () => {
    let fail = true;
    answer(async () =>
      fail
        ? new Response(JSON.stringify({ error: "The shop is busy.", code: "x" }), { status: 500 })
        : new Response(JSON.stringify({ corrections: [] })),
    );
    renderSection();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    fail = false;
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole("button", { name: "Try again" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("No parent has corrected a name in this job.")).toBeInTheDocument();
  });
});
