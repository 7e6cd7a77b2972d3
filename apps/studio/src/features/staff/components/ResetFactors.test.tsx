import type { StaffListEntry } from "@shop/contracts/studio";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { ResetFactors } from "./ResetFactors.tsx";

const member: StaffListEntry = {
  uuid: "7d1f7a80-0000-4000-8000-000000000003",
  email: "siri@example.com",
  name: "Siri Staff",
  role: "staff",
  state: "active",
  createdAt: "2026-11-01T08:00:00.000Z",
};

describe("resetting a member's passkeys and app", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks first, then resets and says the member sets up again", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        return new Response(null, { status: 204 });
      }),
    );
    render(
      <QueryClientProvider client={queryClient}>
        <ResetFactors member={member} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Reset passkeys and app" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Reset the passkeys and authenticator app of Siri Staff?",
    });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: "Reset passkeys and app" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Siri Staff was signed out");
    expect(calls).toEqual(["DELETE /api/studio/staff/7d1f7a80-0000-4000-8000-000000000003/factors"]);
  });
});
