import type { ProductionRun } from "@shop/contracts/studio-production";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { ProductionPage } from "./ProductionPage.tsx";

const jobUuid = "7d1f7a80-0000-4000-8000-0000000000a1";
const runUuid = "7d1f7a80-0000-4000-8000-0000000000b1";

const job = {
  uuid: jobUuid,
  name: "Solbakken skole 2026",
  type: "school",
  year: 2026,
  archived: false,
  subjectCount: 2,
  redeemedCount: 1,
  redeemedPercent: 50,
  orderCount: 1,
  revenue: 1000,
  yearbookPoseDeadline: null,
  nameCorrectionDeadline: null,
  orderDeadline: null,
  correctionsToReview: 0,
};

function runOf(overrides: Partial<ProductionRun>): ProductionRun {
  return {
    uuid: runUuid,
    job: { uuid: jobUuid, name: job.name },
    deliveryType: null,
    group: "3B",
    state: "done",
    ordersDone: 2,
    ordersTotal: 2,
    startedBy: "staff@example.com",
    createdAt: "2026-11-29T10:00:00.000Z",
    finishedAt: "2026-11-29T10:01:00.000Z",
    error: null,
    files: [
      { name: "Solbakken-skole-2026-prints.zip", kind: "prints", group: null },
      { name: "packing-list-3B.pdf", kind: "packing-list", group: "3B" },
    ],
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };

/** Answers the page's calls by path; records what was sent. */
function serve(answers: Record<string, () => Answer>) {
  const sent: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const key = `${method} ${url.split("?")[0]}`;
      const answer = answers[key]?.() ?? { status: 404, body: { error: "No", code: "route_not_found" } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

const jobsAnswer = () => ({ status: 200, body: { currency: "NOK", jobs: [job] } });
const jobAnswer = () => ({
  status: 200,
  body: { currency: "NOK", job, classes: [{ group: "3B", subjects: [] }] },
});

function renderPage(path = "/production") {
  queryClient.clear();
  const router = createMemoryRouter([{ path: "/production", element: <ProductionPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("the production page", () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLanguage("en", false);
  });

  it("lists the runs with their progress and files, and says when there is none", async () => {
    serve({
      "GET /api/studio/production/runs": () => ({
        status: 200,
        body: {
          runs: [
            runOf({}),
            runOf({
              uuid: "7d1f7a80-0000-4000-8000-0000000000b2",
              state: "running",
              ordersDone: 1,
              files: [],
            }),
          ],
          total: 2,
          pageSize: 20,
        },
      }),
      "GET /api/studio/jobs": jobsAnswer,
    });
    renderPage();
    const table = await screen.findByRole("table", { name: "Runs" });
    const [done, running] = within(table).getAllByRole("row").slice(1) as HTMLElement[];
    expect(within(done as HTMLElement).getByText("Done")).toBeInTheDocument();
    expect(within(done as HTMLElement).getByRole("link", { name: "Print files (zip)" })).toHaveAttribute(
      "href",
      `/api/studio/production/runs/${runUuid}/files/Solbakken-skole-2026-prints.zip`,
    );
    expect(
      within(done as HTMLElement).getByRole("link", { name: "Packing list, class 3B" }),
    ).toBeInTheDocument();
    expect(
      within(done as HTMLElement).getByRole("button", { name: "Run again: Solbakken skole 2026" }),
    ).toBeEnabled();
    expect(within(running as HTMLElement).getByText("1 of 2 orders")).toBeInTheDocument();
    expect(within(running as HTMLElement).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the empty state, and the loading error with a retry", async () => {
    serve({
      "GET /api/studio/production/runs": () => ({ status: 200, body: { runs: [], total: 0, pageSize: 20 } }),
      "GET /api/studio/jobs": jobsAnswer,
    });
    renderPage();
    expect(await screen.findByText("No production runs yet. Start one above.")).toBeInTheDocument();
    vi.unstubAllGlobals();
    serve({ "GET /api/studio/jobs": jobsAnswer });
    renderPage();
    expect(await screen.findByRole("button", { name: /try again/i })).toBeInTheDocument();
  });

  it("starts a run for the job the job page linked from, with its class, and says why one is refused, in Norwegian too", async () => {
    await changeLanguage("nb", false);
    let refuse = false;
    const sent = serve({
      "GET /api/studio/production/runs": () => ({ status: 200, body: { runs: [], total: 0, pageSize: 20 } }),
      "GET /api/studio/jobs": jobsAnswer,
      [`GET /api/studio/jobs/${jobUuid}`]: jobAnswer,
      "POST /api/studio/production/runs": () =>
        refuse
          ? { status: 409, body: { error: "No", code: "studio_production_nothing_to_run" } }
          : { status: 201, body: { run: runOf({ state: "queued", ordersDone: 0, files: [] }) } },
    });
    renderPage(`/production?job=${jobUuid}`);
    const user = userEvent.setup();
    const jobSelect = await screen.findByRole("combobox", { name: "Jobb" });
    await vi.waitFor(() => expect(jobSelect).toHaveValue(jobUuid));
    await vi.waitFor(() => expect(screen.getByRole("option", { name: "3B" })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole("combobox", { name: "Klasse" }), "3B");
    await user.selectOptions(screen.getByRole("combobox", { name: "Levering" }), "school-pickup");
    await user.click(screen.getByRole("button", { name: "Start kjøring" }));
    expect(await screen.findByText("Kjøringen har startet med 2 ordrer.")).toBeInTheDocument();
    expect(sent.find((s) => s.method === "POST")?.body).toEqual({
      jobUuid,
      deliveryType: "school-pickup",
      group: "3B",
    });
    refuse = true;
    await user.click(screen.getByRole("button", { name: "Start kjøring" }));
    expect(
      await screen.findByText("Ingen betalt eller fakturert ordre av dette valget venter på produksjon."),
    ).toBeInTheDocument();
  });
});
