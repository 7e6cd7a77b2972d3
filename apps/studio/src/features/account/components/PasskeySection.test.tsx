import type { StudioSecurityResponse } from "@shop/contracts/studio-auth";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { PasskeySection } from "./PasskeySection.tsx";

const passkeys: StudioSecurityResponse["passkeys"] = [
  {
    uuid: "7d1f7a80-0000-4000-8000-000000000001",
    name: "Work laptop",
    createdAt: "2026-10-01T08:00:00.000Z",
    lastUsedAt: "2026-11-20T08:00:00.000Z",
  },
  {
    uuid: "7d1f7a80-0000-4000-8000-000000000002",
    name: "Phone",
    createdAt: "2026-11-02T08:00:00.000Z",
    lastUsedAt: null,
  },
];

function answer(status: number, body?: unknown): Response {
  return body === undefined
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function renderSection(removable = true) {
  render(
    <QueryClientProvider client={queryClient}>
      <PasskeySection passkeys={passkeys} removable={removable} />
    </QueryClientProvider>,
  );
}

describe("the account's passkeys", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists each passkey with when it was added and last used", () => {
    renderSection();
    const items = within(screen.getByRole("list", { name: "Your passkeys" })).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Work laptop");
    expect(items[0]).toHaveTextContent("Added Oct 1, 2026 · last used Nov 20, 2026");
    expect(items[1]).toHaveTextContent("Added Nov 2, 2026 · not used to sign in yet");
  });

  it("removes a passkey after asking, with the keyboard", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push(`${init.method} ${url}`);
        return answer(204);
      }),
    );
    renderSection();
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Remove the passkey Phone" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Remove the passkey “Phone”?" });
    // Escape closes without removing; the button opens the dialog again.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Remove the passkey Phone" }));
    const again = await screen.findByRole("dialog");
    expect(again).toHaveTextContent("It no longer signs you in");
    expect(dialog).not.toBeInTheDocument();
    within(again).getByRole("button", { name: "Remove" }).focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("status")).toHaveTextContent("The passkey was removed.");
    expect(calls).toEqual(["DELETE /api/studio/account/passkeys/7d1f7a80-0000-4000-8000-000000000002"]);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says in the dialog why the last second factor stays, in the studio's language", async () => {
    await changeLanguage("nb", false);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => answer(409, { error: "last", code: "studio_last_second_factor" })),
    );
    renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Fjern passnøkkelen Work laptop" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Fjern" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Dette er den siste passnøkkelen din, og du har ingen autentiseringsapp.",
    );
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("names a new passkey by default in the page's language, also after switching it", async () => {
    renderSection();
    expect(screen.getByLabelText("Name of the passkey")).toHaveValue("This device");
    await act(() => changeLanguage("nb", false));
    expect(screen.getByRole("textbox")).toHaveValue("Denne enheten");
  });

  it("offers no removal to a session that has not proved a second factor", () => {
    renderSection(false);
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: /Remove the passkey/ })).not.toBeInTheDocument();
  });
});
