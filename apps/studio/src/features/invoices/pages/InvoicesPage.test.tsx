import type { BankStatementPreview, StudioInvoiceListItem } from "@shop/contracts/studio-invoices";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { InvoicesPage } from "./InvoicesPage.tsx";

function anInvoice(n: number, values: Partial<StudioInvoiceListItem> = {}): StudioInvoiceListItem {
  return {
    uuid: `${String(n).padStart(8, "b")}-3f1d-4c2a-9e7b-1a2b3c4d5e6f`,
    number: 1000 + n,
    kid: `000000${1000 + n}5`,
    orderUuid: `${String(n).padStart(8, "a")}-3f1d-4c2a-9e7b-1a2b3c4d5e6f`,
    parent: { name: `Kari ${n}`, email: `kari${n}@example.com` },
    items: "2 × Print 13×18, Digital file",
    currency: "NOK",
    amount: 49_900,
    reminderFees: 0,
    issuedAt: "2026-10-01T12:00:00.000Z",
    dueDate: "2026-10-15",
    daysOverdue: 45,
    remindersSent: 1,
    status: "open",
    paidAt: null,
    paidVia: null,
    ...values,
  };
}

type Answer = { status?: number; body: unknown } | (() => Promise<never>);

function answer(routes: Record<string, Answer>) {
  const calls: Array<{ key: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${path}`;
      calls.push({ key, body: init?.body });
      const found =
        routes[key] ?? (path === "/api/studio/jobs" ? { body: { currency: "NOK", jobs: [] } } : undefined);
      if (found === undefined) return new Response(JSON.stringify({ error: "no route" }), { status: 404 });
      if (typeof found === "function") return found();
      return new Response(JSON.stringify(found.body), { status: found.status ?? 200 });
    }),
  );
  return calls;
}

function renderPage(entry = "/invoices") {
  const router = createMemoryRouter([{ path: "/invoices", element: <InvoicesPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const page = (invoices: StudioInvoiceListItem[]) => ({
  body: { invoices, total: invoices.length, page: 1, size: 25 },
});

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the studio's invoices", () => {
  it("shows each invoice's number, parent, items, amount, due date, days overdue, reminders and status", async () => {
    answer({ "GET /api/studio/invoices?status=overdue": page([anInvoice(1, { reminderFees: 3_500 })]) });
    renderPage("/invoices?status=overdue");
    const row = await screen.findByRole("row", { name: /1001/ });
    expect(row).toHaveTextContent("Kari 1");
    expect(row).toHaveTextContent("kari1@example.com");
    expect(row).toHaveTextContent("2 × Print 13×18, Digital file");
    expect(row).toHaveTextContent(/534\.00/);
    expect(row).toHaveTextContent("45");
    expect(row).toHaveTextContent("Overdue");
    expect(within(row).getByRole("link", { name: "1001" })).toHaveAttribute(
      "href",
      `/orders/${anInvoice(1).orderUuid}`,
    );
  });

  it("says when there are none, and shows an error with a way to try again", async () => {
    answer({ "GET /api/studio/invoices": page([]) });
    renderPage();
    expect(
      await screen.findByText("No invoices yet. An invoice is made when a parent pays by invoice."),
    ).toBeInTheDocument();
    queryClient.clear();
    answer({ "GET /api/studio/invoices": { status: 500, body: { error: "boom" } } });
    renderPage();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("marks the chosen invoices paid after asking with their count and sum", async () => {
    const calls = answer({
      "GET /api/studio/invoices": page([
        anInvoice(1),
        anInvoice(2),
        anInvoice(3, { status: "paid", daysOverdue: 0 }),
      ]),
      "POST /api/studio/invoices/paid": {
        body: {
          paid: [{ uuid: anInvoice(1).uuid, number: 1001, amount: 49_900 }],
          refused: [{ uuid: anInvoice(2).uuid, number: 1002, reason: "already_paid", message: "x" }],
        },
      },
    });
    renderPage();
    expect(await screen.findByRole("row", { name: /1003/ })).toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Choose invoice 1003" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("checkbox", { name: "Choose the open invoices on this page" }));
    await userEvent.click(screen.getByRole("button", { name: "Mark paid" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark 2 invoices paid?" });
    expect(dialog).toHaveTextContent(/998\.00/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    expect(await screen.findByText("1 invoice marked paid.")).toBeInTheDocument();
    expect(screen.getByText("Invoice 1002 was not marked: it is already paid.")).toBeInTheDocument();
    const sent = calls.find((c) => c.key === "POST /api/studio/invoices/paid");
    expect(JSON.parse(String(sent?.body))).toEqual({ invoices: [anInvoice(1).uuid, anInvoice(2).uuid] });
  });

  it("previews a bank statement without marking, and marks the matched payments when confirmed", async () => {
    const preview: BankStatementPreview = {
      lines: [
        {
          line: 2,
          date: "2026-11-20",
          amount: 49_900,
          kid: anInvoice(1).kid,
          match: "matched",
          invoice: { uuid: anInvoice(1).uuid, number: 1001, due: 49_900, parentName: "Kari 1" },
        },
        {
          line: 3,
          date: "2026-11-20",
          amount: 10_000,
          kid: "0000999999",
          match: "unknown_kid",
          invoice: null,
        },
      ],
      skipped: 0,
      outgoing: 1,
      matched: { count: 1, amount: 49_900 },
    };
    const calls = answer({
      "GET /api/studio/invoices": page([anInvoice(1)]),
      "POST /api/studio/invoices/bank-statement": { body: preview },
      "POST /api/studio/invoices/bank-statement/confirm": {
        body: { paid: [{ uuid: anInvoice(1).uuid, number: 1001, amount: 49_900 }], refused: [] },
      },
    });
    renderPage();
    await screen.findByRole("row", { name: /1001/ });
    const file = new File(["Dato;Forklaring\n"], "statement.csv", { type: "text/csv" });
    await userEvent.upload(screen.getByLabelText(/Choose a CSV file/), file);
    expect(
      await screen.findByText(/1 payment \(.*499\.00.*\) matches an open invoice\./),
    ).toBeInTheDocument();
    expect(screen.getByText("No invoice with this KID")).toBeInTheDocument();
    expect(screen.getByText("1 payment out of the account was left out.")).toBeInTheDocument();
    expect(calls.some((c) => c.key.includes("confirm"))).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Mark 1 invoice paid" }));
    expect(await screen.findByText("1 invoice marked paid.")).toBeInTheDocument();
    const sent = calls.find((c) => c.key === "POST /api/studio/invoices/bank-statement/confirm");
    expect(JSON.parse(String(sent?.body))).toEqual({
      payments: [{ invoice: anInvoice(1).uuid, amount: 49_900, date: "2026-11-20" }],
    });
  });

  it("names a file the shop cannot read", async () => {
    answer({
      "GET /api/studio/invoices": page([]),
      "POST /api/studio/invoices/bank-statement": {
        status: 400,
        body: { error: "x", code: "studio_bank_statement_unreadable" },
      },
    });
    renderPage();
    await userEvent.upload(
      await screen.findByLabelText(/Choose a CSV file/),
      new File(["a,b"], "x.csv", { type: "text/csv" }),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The file is not a bank statement the shop can read.",
    );
  });
});
