import type { StudioOrderTimelineResponse } from "@shop/contracts/studio-order-status";
import type { StudioOrderResponse } from "@shop/contracts/studio-orders";
import { toUserResources } from "@shop/contracts/template-resources";
import { aFoldedCard } from "@shop/render/test-templates";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client.ts";
import { OrderPage } from "./OrderPage.tsx";

const orderUuid = "5b0c8a4e-3f1d-4c2a-9e7b-1a2b3c4d5e6f";
const lineUuid = "6c1d9b5f-4a2e-4d3b-8f8c-2b3c4d5e6f7a";
const parentUuid = "7d2e0c6a-5b3f-4e4c-9a9d-3c4d5e6f7a8b";

const order: StudioOrderResponse = {
  uuid: orderUuid,
  reference: "5b0c8a4e",
  status: "paid",
  createdAt: "2026-11-20T11:58:00.000Z",
  confirmedAt: "2026-11-20T12:00:00.000Z",
  currency: "NOK",
  totalPrice: 29_900,
  summary: { lines: [], totalPrice: 29_900, vatAmount: 5_980, currency: "NOK" },
  rebateCode: null,
  comment: "",
  delivery: {
    type: "postage",
    name: "Postage",
    address: {
      name: "Kari Berg",
      address1: "Storgata 1",
      address2: "",
      city: "Oslo",
      state: "",
      postalCode: "0155",
      country: "NO",
    },
    contact: null,
    pickupLocation: null,
    deliveryTime: null,
    schoolName: null,
  },
  parent: { uuid: parentUuid, email: "kari@example.com", name: "Kari Berg" },
  lines: [
    {
      line: {
        uuid: lineUuid,
        type: 0,
        product: { uuid: lineUuid, type: 500, name: "Print 10×15", kind: "print" },
        quantity: 2,
        description: "Print 10×15",
        linePrice: 5_800,
        actualLinePrice: 5_800,
        rebate: null,
        canChangeQuantity: false,
        minimumQuantity: 1,
        maximumQuantity: null,
        subProductUuids: [],
        subProducts: [],
        pictureType: null,
        subjects: [],
        digitalFiles: [],
        catalogue: null,
        template: null,
        package: null,
        fileRetouch: null,
        retouchLeavesWith: [],
        editLink: null,
      },
      child: { name: "Ida Berg", group: "3B", job: "Solbakken skole 2026" },
      printFiles: [{ itemUuid: null }],
    },
  ],
  payment: {
    provider: "card",
    title: "Payment card",
    kind: "card",
    isInvoice: false,
    paidAt: "2026-11-20T12:00:00.000Z",
    transactions: [
      {
        uuid: "8e3f1d7b-6c4a-4f5d-8b0e-4d5e6f7a8b9c",
        provider: "card",
        amount: 29_900,
        currency: "NOK",
        status: "paid",
        createdAt: "2026-11-20T11:58:00.000Z",
        completedAt: "2026-11-20T12:00:00.000Z",
        lastError: null,
      },
    ],
    events: [],
  },
  retouch: [],
  mails: [
    {
      id: 3,
      subject: "Order confirmation #5b0c8a4e – Demo Foto",
      status: "sent",
      createdAt: "2026-11-20T12:00:01.000Z",
    },
  ],
  designs: [],
};

const timeline: StudioOrderTimelineResponse = {
  uuid: orderUuid,
  reference: "5b0c8a4e",
  status: "paid",
  deliveryType: "postage",
  expectedDate: "2026-11-27",
  events: [
    {
      kind: "status",
      at: "2026-11-20T12:00:00.000Z",
      from: "awaiting_payment",
      to: "paid",
      carrier: null,
      trackingUrl: null,
      pickupPlace: null,
      expectedDate: null,
      note: null,
    },
    {
      kind: "refund",
      at: "2026-11-21T09:00:00.000Z",
      from: null,
      to: null,
      carrier: null,
      trackingUrl: null,
      pickupPlace: null,
      expectedDate: null,
      note: "Print 10×15",
    },
  ],
};

const invoiceUuid = "9f4a2e8c-7d5b-4a6e-9c1f-5e6f7a8b9c0d";
const invoices = {
  invoices: [
    {
      uuid: invoiceUuid,
      kind: "invoice",
      number: 12,
      kid: "0000000125",
      issuedAt: "2026-11-20T12:00:00.000Z",
      dueDate: "2026-12-04",
      currency: "NOK",
      amount: 29_900,
      vatAmount: 5_980,
      status: "open",
      accountNumber: "86011117947",
      creditsNumber: null,
      pdfUrl: `/api/studio/orders/${orderUuid}/invoices/${invoiceUuid}/pdf`,
    },
  ],
};

const credited = {
  invoices: [
    { ...invoices.invoices[0], status: "credited" },
    {
      ...invoices.invoices[0],
      uuid: "0a5b3f9d-8e6c-4b7f-8d2a-6f7a8b9c0d1e",
      kind: "credit_note",
      number: 13,
      kid: null,
      dueDate: null,
      status: "issued",
      creditsNumber: 12,
      pdfUrl: null,
    },
  ],
};

let creditedYet = false;

function answer(role: "owner" | "staff", orderAnswer: { status?: number; body: unknown }) {
  creditedYet = false;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      if (path === `/api/studio/orders/${orderUuid}`)
        return new Response(JSON.stringify(orderAnswer.body), { status: orderAnswer.status ?? 200 });
      if (path === `/api/studio/orders/${orderUuid}/timeline`) return new Response(JSON.stringify(timeline));
      if (path === `/api/studio/orders/${orderUuid}/invoices`)
        return new Response(JSON.stringify(creditedYet ? credited : invoices));
      if (path === `/api/studio/orders/${orderUuid}/invoices/credit`) {
        creditedYet = true;
        return new Response(JSON.stringify(credited));
      }
      if (path === "/api/studio/me")
        return new Response(
          JSON.stringify({
            staff: { uuid: parentUuid, email: "s@example.com", name: "S", role, state: "active" },
            sessionEndsAt: "2026-12-01T00:00:00.000Z",
            secondFactorNeeded: false,
          }),
        );
      return new Response(JSON.stringify({ error: "no route" }), { status: 404 });
    }),
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: "/orders/:orderUuid", element: <OrderPage /> }], {
    initialEntries: [`/orders/${orderUuid}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

describe("an order's page in the studio", () => {
  it("shows an invoice order's invoice with its number, KID, due date, status and PDF (issue 33)", async () => {
    answer("staff", {
      body: { ...order, status: "invoiced", payment: { ...order.payment, isInvoice: true, paidAt: null } },
    });
    renderPage();
    const section = await screen.findByRole("region", { name: "Invoice" });
    expect(await within(section).findByText("Invoice 12")).toBeInTheDocument();
    expect(section).toHaveTextContent("KID0000000125");
    expect(section).toHaveTextContent("Due dateDec 4, 2026");
    expect(section).toHaveTextContent("StatusNot paid");
    expect(within(section).getByRole("link", { name: "Open the PDF" })).toHaveAttribute(
      "href",
      invoices.invoices[0]?.pdfUrl,
    );
  });

  it("lets the owner credit the invoice after asking, and shows the credit note", async () => {
    const invoiced = {
      ...order,
      status: "invoiced",
      payment: { ...order.payment, isInvoice: true, paidAt: null },
    };
    answer("owner", { body: invoiced });
    renderPage();
    const section = await screen.findByRole("region", { name: "Invoice" });
    await userEvent.click(await within(section).findByRole("button", { name: "Credit the invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Credit invoice 12?" });
    expect(dialog).toHaveTextContent("the order is cancelled");
    await userEvent.click(within(dialog).getByRole("button", { name: "Credit the invoice" }));
    const after = await screen.findByRole("region", { name: "Invoice" });
    expect(await within(after).findByText("Credit note 13 for invoice 12")).toBeInTheDocument();
    expect(within(after).queryByRole("button", { name: "Credit the invoice" })).not.toBeInTheDocument();
  });

  it("offers staff no credit of the invoice", async () => {
    answer("staff", {
      body: { ...order, status: "invoiced", payment: { ...order.payment, isInvoice: true, paidAt: null } },
    });
    renderPage();
    const section = await screen.findByRole("region", { name: "Invoice" });
    expect(await within(section).findByText("Invoice 12")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Credit the invoice" })).not.toBeInTheDocument();
  });

  it("has no invoice section for an order paid by card", async () => {
    answer("staff", { body: order });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Order 5b0c8a4e" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Invoice" })).not.toBeInTheDocument();
  });

  it("shows the lines with their child and print file, the payment, the delivery and the mails", async () => {
    answer("staff", { body: order });
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Order 5b0c8a4e" })).toBeInTheDocument();
    const lines = screen.getByRole("region", { name: "Lines" });
    expect(lines).toHaveTextContent("2 × Print 10×15");
    expect(lines).toHaveTextContent("For Ida Berg · 3B · Solbakken skole 2026");
    expect(screen.getByRole("link", { name: "Print file (PDF)" })).toHaveAttribute(
      "href",
      `/api/studio/orders/${orderUuid}/lines/${lineUuid}/print.pdf`,
    );
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent("Payment card · Card");
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "No events from the payment provider.",
    );
    expect(screen.getByRole("region", { name: "Delivery" })).toHaveTextContent("Storgata 1");
    expect(screen.getByRole("region", { name: "Mails to the parent" })).toHaveTextContent(
      "Order confirmation #5b0c8a4e",
    );
    const status = screen.getByRole("region", { name: "Status" });
    expect(await within(status).findByText("Part of the order refunded")).toBeInTheDocument();
    expect(status).toHaveTextContent("Paid · expected Nov 27, 2026");
    expect(status).toHaveTextContent("Print 10×15");
    // Staff changes the status; only the owner refunds.
    expect(screen.getByRole("button", { name: "Change status or date" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Refund" })).not.toBeInTheDocument();
    // Staff may not open Support: no link to the parent's support page.
    expect(screen.getByRole("region", { name: "Parent" })).toHaveTextContent("kari@example.com");
    expect(screen.queryByRole("link", { name: "Open the parent's support page" })).not.toBeInTheDocument();
  });

  it("draws a card line's design as the parent's cart does, with the order's own picture URL", async () => {
    const cardUuid = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
    const document = { ...aFoldedCard(), uuid: cardUuid };
    const pictureUuid = "9f4a2e8c-7d5b-4a6e-9c1f-5e6f7a8b9c0d";
    const pictureUrl = `/images/preview/${pictureUuid}.jpg?sig=s`;
    const [entry] = order.lines;
    if (!entry) throw new Error("the order has no line");
    const card = {
      uuid: cardUuid,
      version: 2,
      name: "Christmas card",
      type: document.type,
      categories: [],
      data: {
        year: null,
        userResources: toUserResources(
          document,
          {
            images: {
              photo: {
                picture: { uuid: pictureUuid, width: 3000, height: 2000 },
                crop: { x: 0, y: 0, width: 1, height: 1 },
                rotation: 0,
                effect: "original",
              },
            },
            texts: {},
          },
          new Map([[pictureUuid, "IDA-1"]]),
        ),
      },
      pictureUrls: { [pictureUuid]: pictureUrl },
      cutoutUrls: {},
      backgroundUrls: {},
    };
    answer("staff", {
      body: {
        ...order,
        lines: [{ ...entry, line: { ...entry.line, template: card } }],
        designs: [{ uuid: card.uuid, version: 2, document }],
      },
    });
    renderPage();
    const drawing = await screen.findByRole("img", { name: "The design of Christmas card" });
    expect(drawing.querySelector(`image[href="${pictureUrl}"]`)).not.toBeNull();
    expect(screen.getByRole("region", { name: "Lines" })).toHaveTextContent(
      "Design: Christmas card, version 2",
    );
  });

  it("links the parent's support page for the owner", async () => {
    answer("owner", { body: order });
    renderPage();
    expect(await screen.findByRole("link", { name: "Open the parent's support page" })).toHaveAttribute(
      "href",
      `/support/parents/${parentUuid}`,
    );
    expect(screen.getByRole("link", { name: "Refund" })).toHaveAttribute(
      "href",
      `/orders/${orderUuid}/refund`,
    );
  });

  it("says when the order is not the shop's", async () => {
    answer("staff", {
      status: 404,
      body: { error: "The shop has no placed order with this id.", code: "studio_order_not_found" },
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Try again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/orders");
  });
});
