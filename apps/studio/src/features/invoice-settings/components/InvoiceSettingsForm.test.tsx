import type { InvoiceSettingsView } from "@shop/contracts/studio-invoices";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { InvoiceSettingsForm } from "./InvoiceSettingsForm.tsx";

const empty: InvoiceSettingsView = {
  organisationNumber: "",
  address: "",
  accountNumber: "",
  dueDays: 14,
  kidMethod: "mod10",
  reminderFee: 0,
  currency: "NOK",
};

function answer(body: unknown) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      calls.push({ key: `${init?.method} ${path}`, body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

function show(settings: InvoiceSettingsView = empty) {
  render(
    <QueryClientProvider client={queryClient}>
      <InvoiceSettingsForm settings={settings} />
    </QueryClientProvider>,
  );
}

describe("the invoice settings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says at their fields that a mistyped organisation or account number is none, and sends nothing", async () => {
    const calls = answer(empty);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Organisation number" }), "923 609 017");
    await user.type(screen.getByRole("textbox", { name: "Account number" }), "8601.11.17948");
    await user.clear(screen.getByRole("textbox", { name: "Days to pay" }));
    await user.type(screen.getByRole("textbox", { name: "Days to pay" }), "91");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("textbox", { name: "Organisation number" })).toHaveAccessibleDescription(
      /This is not an organisation number/,
    );
    expect(screen.getByRole("textbox", { name: "Account number" })).toHaveAccessibleDescription(
      /This is not a Norwegian account number/,
    );
    expect(screen.getByText("Give a number of days from 1 to 90.")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("saves what was typed, the fee in øre, and shows the numbers as the registers print them", async () => {
    const kept: InvoiceSettingsView = {
      organisationNumber: "923609016",
      address: "Fotogata 1\n0150 Oslo",
      accountNumber: "86011117947",
      dueDays: 10,
      kidMethod: "mod11",
      reminderFee: 3_500,
      currency: "NOK",
    };
    const calls = answer(kept);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Organisation number" }), "923609016");
    await user.type(screen.getByRole("textbox", { name: "Address" }), "Fotogata 1{Enter}0150 Oslo");
    await user.type(screen.getByRole("textbox", { name: "Account number" }), "86011117947");
    await user.clear(screen.getByRole("textbox", { name: "Days to pay" }));
    await user.type(screen.getByRole("textbox", { name: "Days to pay" }), "10");
    await user.selectOptions(screen.getByRole("combobox", { name: "KID check digit" }), "mod11");
    await user.clear(screen.getByRole("textbox", { name: "Reminder fee (NOK)" }));
    await user.type(screen.getByRole("textbox", { name: "Reminder fee (NOK)" }), "35,00");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Saved.");
    expect(calls).toEqual([
      {
        key: "PUT /api/studio/settings/invoices",
        body: {
          organisationNumber: "923609016",
          address: "Fotogata 1\n0150 Oslo",
          accountNumber: "86011117947",
          dueDays: 10,
          kidMethod: "mod11",
          reminderFee: 3_500,
        },
      },
    ]);
    expect(screen.getByRole("textbox", { name: "Organisation number" })).toHaveValue("923 609 016");
    expect(screen.getByRole("textbox", { name: "Account number" })).toHaveValue("8601.11.17947");
  });
});
