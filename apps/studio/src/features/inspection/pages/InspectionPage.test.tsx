import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { InspectionPage } from "./InspectionPage.tsx";

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const ida = { uuid: "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a", name: "Ida Berg", group: "3B" };
const ola = { uuid: "7d2e0c6a-5b3f-4e4c-9a9d-3c4d5e6f7a8b", name: "Ola Dahl", group: "3B" };
const per = { uuid: "8e3f1d7b-6c4a-4f5d-8b0e-4d5e6f7a8b9c", name: "Per Lie", group: "3B" };

const withPackages = {
  job: { uuid: jobUuid, name: "Solbakken skole 2026" },
  deadline: "2026-12-14T23:59:59.000Z",
  packages: [
    {
      subject: ida,
      parent: { uuid: "9f4a2e8c-7d5b-4a6e-9c1f-5e6f7a8b9c0d", name: "Kari Berg", email: "kari@example.com" },
      choice: "return",
      markedAt: "2026-11-20T10:00:00.000Z",
      answeredAt: "2026-12-15T08:00:00.000Z",
    },
  ],
  subjects: [
    { ...ida, accounts: 1, marked: true },
    { ...ola, accounts: 2, marked: false },
    { ...per, accounts: 0, marked: false },
  ],
  counts: { keep: 0, return: 1, unanswered: 0 },
};

type Route = { status?: number; body: unknown };

function answer(routes: Record<string, Route>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${path}`;
      calls.push({ key, body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
      const found = routes[key];
      if (!found)
        return new Response(JSON.stringify({ error: "no", code: "route_not_found" }), { status: 404 });
      return new Response(JSON.stringify(found.body), { status: found.status ?? 200 });
    }),
  );
  return calls;
}

function renderPage() {
  const router = createMemoryRouter([{ path: "/jobs/:jobUuid/inspection", element: <InspectionPage /> }], {
    initialEntries: [`/jobs/${jobUuid}/inspection`],
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

describe("a job's packages for inspection", () => {
  it("lists each family's choice, says an answer came after the deadline, and offers the CSV", async () => {
    answer({ [`GET /api/studio/jobs/${jobUuid}/inspection`]: { body: withPackages } });
    renderPage();
    const row = await screen.findByRole("row", { name: /Ida Berg/ });
    expect(row).toHaveTextContent("Kari Berg");
    expect(row).toHaveTextContent("kari@example.com");
    expect(row).toHaveTextContent("Returns");
    expect(row).toHaveTextContent("after the deadline");
    expect(screen.getByTestId("inspection-counts")).toHaveTextContent(
      "0 keep · 1 return · 0 not answered yet",
    );
    expect(screen.getByLabelText("Return by")).toHaveValue("2026-12-14");
    expect(screen.getByRole("link", { name: "Download CSV for packing" })).toHaveAttribute(
      "href",
      `/api/studio/jobs/${jobUuid}/inspection.csv?lang=en`,
    );
  });

  it("marks the chosen children's packages sent home and says how many", async () => {
    const calls = answer({
      [`GET /api/studio/jobs/${jobUuid}/inspection`]: { body: withPackages },
      [`POST /api/studio/jobs/${jobUuid}/inspection/sent-home`]: { body: { marked: 2, withoutAccount: [] } },
    });
    renderPage();
    const form = (await screen.findByRole("group", { name: "3B" })) as HTMLElement;
    // Sent home already, or no account to ask: not to be chosen.
    expect(within(form).getByRole("checkbox", { name: /Ida Berg/ })).toBeDisabled();
    expect(within(form).getByRole("checkbox", { name: /Per Lie/ })).toBeDisabled();
    const send = screen.getByRole("button", { name: "Mark 0 packages as sent home" });
    expect(send).toBeDisabled();
    await userEvent.click(within(form).getByRole("checkbox", { name: /Ola Dahl/ }));
    await userEvent.click(screen.getByRole("button", { name: "Mark 1 package as sent home" }));
    expect(await screen.findByText("2 packages marked as sent home.")).toBeInTheDocument();
    expect(calls.find((c) => c.key.startsWith("POST"))?.body).toEqual({ subjects: [ola.uuid] });
  });

  it("says when no package has been sent home", async () => {
    answer({
      [`GET /api/studio/jobs/${jobUuid}/inspection`]: {
        body: {
          ...withPackages,
          deadline: null,
          packages: [],
          counts: { keep: 0, return: 0, unanswered: 0 },
        },
      },
    });
    renderPage();
    expect(await screen.findByText("No package of this job has been sent home yet.")).toBeInTheDocument();
  });

  it("answers a job not of the shop with an error and a way to try again", async () => {
    answer({
      [`GET /api/studio/jobs/${jobUuid}/inspection`]: {
        status: 404,
        body: { error: "No such job", code: "studio_job_not_found" },
      },
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 5000 })).toBeInTheDocument();
  });
});
