import type { StudioJob } from "@shop/contracts/studio-jobs";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { JobSettings } from "./JobSettings.tsx";

const job: StudioJob = {
  uuid: "7d1f7a80-0000-4000-8000-0000000000c1",
  name: "Vik skole",
  type: "school",
  year: 2026,
  archived: false,
  subjectCount: 2,
  redeemedCount: 0,
  redeemedPercent: 0,
  orderCount: 0,
  revenue: 0,
  yearbookPoseDeadline: null,
  nameCorrectionDeadline: null,
  orderDeadline: "2026-12-01T23:59:59.000Z",
  correctionsToReview: 0,
};

describe("the job's deadlines", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the order deadline with the others, saves a new one and says it applies now", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        const answer = {
          job: { ...job, orderDeadline: "2026-12-10T23:59:59.000Z" },
          changed: ["orderDeadline"],
        };
        return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
      }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <JobSettings job={job} />
      </QueryClientProvider>,
    );
    const field = screen.getByLabelText("Orders by");
    expect(field).toHaveValue("2026-12-01");
    await userEvent.clear(field);
    await userEvent.type(field, "2026-12-10");
    await userEvent.click(screen.getByRole("button", { name: "Save deadlines" }));
    expect(await screen.findByText(/The order deadline applies now/)).toBeInTheDocument();
    expect(sent).toEqual([{ orderDeadline: "2026-12-10T23:59:59.000Z" }]);
  });

  it("sends only the deadline that was changed: another set at noon keeps its time", async () => {
    const sent: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        const answer = { job: { ...job, yearbookPoseDeadline: "2026-12-05T23:59:59.000Z" }, changed: [] };
        return new Response(JSON.stringify(answer), { headers: { "content-type": "application/json" } });
      }),
    );
    const atNoon = { ...job, nameCorrectionDeadline: "2026-11-30T12:00:00.000Z" };
    render(
      <QueryClientProvider client={queryClient}>
        <JobSettings job={atNoon} />
      </QueryClientProvider>,
    );
    await userEvent.type(screen.getByLabelText("Yearbook pose until"), "2026-12-05");
    await userEvent.click(screen.getByRole("button", { name: "Save deadlines" }));
    await vi.waitFor(() => expect(sent).toEqual([{ yearbookPoseDeadline: "2026-12-05T23:59:59.000Z" }]));
  });
});
