import type { StudioJobCorrection } from "@shop/contracts/studio-job-corrections";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { NameCorrections } from "./NameCorrections.tsx";

const jobUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const url = `/api/studio/jobs/${jobUuid}/corrections`;
const ida = "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a";
const first = "7d2e0c6a-5b3f-4e4c-9a9d-3c4d5e6f7a8b";
const second = "8e3f1d7b-6c4a-4f5d-8b0e-4d5e6f7a8b9c";

function correction(values: Partial<StudioJobCorrection> = {}): StudioJobCorrection {
  return {
    uuid: first,
    subjectUuid: ida,
    originalName: "Ida Hansn",
    originalGroup: "3B",
    previousName: "Ida Hansn",
    previousGroup: "3B",
    name: "Ida Hansen",
    group: null,
    correctedAt: "2026-11-01T10:00:00.000Z",
    by: "parent",
    parentEmail: null,
    review: "new",
    reviewable: true,
    reviewedAt: null,
    rejectReason: null,
    ...values,
  };
}

type Call = { path: string; method: string; body: unknown };

/** Answers the list with `list()` and each review call with `review(call)`; records every call. */
function answer(
  list: () => Promise<Response>,
  review: (call: Call) => Response = () => new Response(null, { status: 204 }),
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (path: string, init?: RequestInit) => {
    const call = {
      path,
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    return call.method === "GET" ? list() : review(call);
  });
  vi.stubGlobal("fetch", fetch);
  return calls;
}

const listOf = (
  corrections: StudioJobCorrection[],
  toReview = corrections.filter((c) => c.reviewable).length,
) => new Response(JSON.stringify({ corrections, toReview }));

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

describe("the job's name corrections to accept", () => {
  it("shows loading while they are read", async () => {
    answer(() => new Promise<never>(() => {}));
    renderSection();
    expect(await screen.findByText("Loading…")).toBeInTheDocument();
  });

  it("lists each correction with the photographer's name and class, before and after, who and when", async () => {
    const calls = answer(async () => listOf([correction({ parentEmail: "kari@example.com" })]));
    renderSection();
    const row = await screen.findByRole("row", { name: /Ida Hansn \(3B\)/ });
    expect(calls[0]?.path).toBe(url);
    expect(within(row).getByRole("rowheader")).toHaveTextContent("Ida Hansn (3B)");
    const cells = within(row).getAllByRole("cell");
    expect(cells[0]).toHaveTextContent("Ida Hansn (3B) → became Ida Hansen");
    expect(cells[1]).toHaveTextContent("kari@example.com");
    expect(cells[2]).toHaveTextContent("2026");
    expect(
      within(row).getByRole("button", { name: "Accept the correction to Ida Hansen" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Name corrections to accept" })).toBeInTheDocument();
    expect(screen.getByText("1 to review")).toBeInTheDocument();
  });

  it("says 'a parent' to a role that may not see the parent, and shows reviewed and replaced corrections' state", async () => {
    answer(async () =>
      listOf([
        correction({ review: "accepted", reviewable: false, reviewedAt: "2026-11-03T10:00:00.000Z" }),
        correction({ uuid: second, review: "rejected", reviewable: false, rejectReason: "As on the roster" }),
        correction({ uuid: ida, by: "studio", review: null, reviewable: false, parentEmail: null }),
      ]),
    );
    renderSection();
    const rows = (await screen.findAllByRole("row")).slice(1);
    expect(rows[0]).toHaveTextContent("A parent");
    expect(rows[0]).toHaveTextContent("Accepted");
    expect(rows[1]).toHaveTextContent("Rejected: As on the roster");
    expect(rows[2]).toHaveTextContent("The studio (name put back)");
    expect(screen.getByText("None to review")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Accept all" })).toBeNull();
  });

  it("accepts the newest correction only, and reads the list again", async () => {
    let reviewed = false;
    const calls = answer(
      async () =>
        listOf(
          reviewed
            ? [correction({ reviewable: false, review: "accepted" })]
            : [correction({ uuid: second, reviewable: false }), correction()],
        ),
      () => {
        reviewed = true;
        return new Response(null, { status: 204 });
      },
    );
    renderSection();
    const accepts = await screen.findAllByRole("button", { name: /^Accept the correction/ });
    expect(accepts).toHaveLength(1);
    expect(await screen.findByText("Replaced by a later correction")).toBeInTheDocument();
    await userEvent.setup().click(accepts[0] as HTMLElement);
    expect(await screen.findByText("Accepted")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({ path: `${url}/${first}/accept` });
  });

  it("rejects with a reason typed by keyboard, and Cancel gives the focus back", async () => {
    const calls = answer(async () => listOf([correction()]));
    renderSection();
    const user = userEvent.setup();
    const reject = await screen.findByRole("button", { name: "Reject the correction to Ida Hansen" });
    await user.click(reject);
    expect(screen.getByLabelText("Reason (optional)")).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await vi.waitFor(() =>
      expect(screen.getByRole("button", { name: "Reject the correction to Ida Hansen" })).toHaveFocus(),
    );
    await user.keyboard("{Enter}");
    await user.keyboard("As on the roster{Enter}");
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toEqual({
        path: `${url}/${first}/reject`,
        method: "POST",
        body: { reason: "As on the roster" },
      }),
    );
  });

  it("says so when a parent corrected the name again meanwhile", async () => {
    answer(
      async () => listOf([correction()]),
      () =>
        new Response(JSON.stringify({ error: "x", code: "studio_correction_not_newest" }), {
          status: 409,
        }),
    );
    renderSection();
    await userEvent.setup().click(await screen.findByRole("button", { name: /^Accept the correction/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "A parent corrected this name again since. Review the newest correction.",
    );
  });

  it("accepts all corrections to review at once", async () => {
    const calls = answer(
      async () => listOf([correction()]),
      () => new Response(JSON.stringify({ accepted: 1 })),
    );
    renderSection();
    await userEvent.setup().click(await screen.findByRole("button", { name: "Accept all" }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === "POST")?.path).toBe(`${url}/accept-all`));
  });

  it("says when no name was corrected", async () => {
    answer(async () => listOf([]));
    renderSection();
    expect(await screen.findByText("No parent has corrected a name in this job.")).toBeInTheDocument();
  });

  it("shows an error with a way to try again, by keyboard", async () => {
    let fail = true;
    answer(async () =>
      fail
        ? new Response(JSON.stringify({ error: "The shop is busy.", code: "x" }), { status: 500 })
        : listOf([]),
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
