import type { ImportBatchResponse, ImportProblem } from "@shop/contracts/job-imports";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { ImportPage } from "./ImportPage.tsx";

const batchUuid = "7d1f7a80-0000-4000-8000-0000000000b1";

function batchOf(overrides: Partial<ImportBatchResponse>): ImportBatchResponse {
  return {
    uuid: batchUuid,
    state: "checked",
    name: "Vik skole",
    uploadUrl: "/api/studio/uploads/",
    files: [{ name: "roster.csv", size: 60, uploaded: true }],
    problems: [],
    warnings: [],
    progress: { filesDone: 0, filesTotal: 0, thumbnailsDone: 0, thumbnailsTotal: 0 },
    job: null,
    ...overrides,
  };
}

function renderPage(batch: ImportBatchResponse) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(batch), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
  const router = createMemoryRouter([{ path: "/jobs/imports/:batchUuid", element: <ImportPage /> }], {
    initialEntries: [`/jobs/imports/${batchUuid}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const renamed: ImportProblem = {
  line: 2,
  code: "subjectRenamed",
  params: { from: "Olsen, Ida", to: "Ida Olsen" },
};
const renamedText = {
  en: '"Olsen, Ida" is now named "Ida Olsen"; its pictures and code stay',
  nb: "«Olsen, Ida» heter nå «Ida Olsen»; bildene og koden beholdes",
};
const kept: ImportProblem = { line: 0, code: "subjectNotInRoster", params: { name: "Bo", group: "1A" } };

describe("the import page", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows what a checked re-import keeps and replaces by line before the photographer confirms", async () => {
    renderPage(batchOf({ warnings: [kept, renamed] }));
    const table = await screen.findByRole("table", { name: /keeps, skips or replaces/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual(["–", "2"]);
    expect(within(rows[1] as HTMLElement).getByText(renamedText.en)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import" })).toBeEnabled();
    expect(screen.queryByRole("table", { name: /Problems in roster.csv/ })).not.toBeInTheDocument();
  });

  it("shows the warnings beside the errors of a refused roster, in Norwegian too", async () => {
    await changeLanguage("nb", false);
    renderPage(
      batchOf({
        state: "refused",
        problems: [{ line: 3, code: "fileMissing", params: { file: "emil.jpg" } }],
        warnings: [renamed],
      }),
    );
    expect(await screen.findByRole("table", { name: /Feil i roster.csv/ })).toBeInTheDocument();
    const warnings = screen.getByRole("table", { name: /beholder, hopper over eller erstatter/ });
    expect(within(warnings).getByRole("columnheader", { name: "Merknad" })).toBeInTheDocument();
    expect(within(warnings).getByText(renamedText.nb)).toBeInTheDocument();
    expect(screen.getByText("filen emil.jpg er ikke blant filene")).toBeInTheDocument();
  });

  it("shows no warnings table when the check has none", async () => {
    renderPage(batchOf({}));
    expect(await screen.findByText("The roster is fine.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
