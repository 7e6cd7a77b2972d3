import type { OrderInvoices } from "@shop/contracts/invoices";
import type { InvoiceSettings } from "@shop/contracts/studio-invoices";
import { dayOf, dueDateOf } from "@shop/domain/invoice-document";
import { isValidKid } from "@shop/domain/kid";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, studioRecord, users } from "../../db/schema/index.ts";
import { createParent, createShop, type Parent, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { paidNotice } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { addFiles, openTransaction } from "../checkout/purchase-test-support.ts";
import { cancelInvoice, markInvoicePaid } from "../orders/invoices.ts";
import { pdfText, unzip } from "../production/file-test-support.ts";
import { issueInvoice } from "./service.ts";
import { takeInvoiceNumber } from "./settings.ts";

const settings: InvoiceSettings = {
  organisationNumber: "923 609 016",
  address: "Fotogata 1\n0150 Oslo",
  accountNumber: "8601.11.17947",
  dueDays: 10,
  kidMethod: "mod11",
  reminderFee: 3_500,
};

describe("invoices of invoice orders", () => {
  let t: TestApp;
  let shop: TestShop;
  let ownerCookie: string;
  let staffCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t, { invoiceFee: 2_900 });
    ownerCookie = await studioCookie(t, (await createStaff(t, { role: "owner" })).id);
    staffCookie = await studioCookie(t, (await createStaff(t, { role: "staff" })).id);
    const saved = await t.app.inject({
      method: "PUT",
      url: "/api/studio/settings/invoices",
      headers: { cookie: ownerCookie },
      payload: settings,
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(() => t.close());

  /** A parent with a name and an address in the profile orders `files` digital files and pays by invoice. */
  async function invoicedOrder(files = 1): Promise<{ parent: Parent; orderUuid: string; orderId: number }> {
    const parent = await createParent(t, shop);
    await t.db
      .update(users)
      .set({ name: "Kari Nordmann", address: "Skoleveien 2", postalCode: "0150", city: "Oslo" })
      .where(eq(users.id, parent.user.id));
    await addFiles(t.app, parent, files);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
      paymentOptionData: { pid: "01019012480" },
    });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transactionUuid}/invoice`,
      headers: { cookie: parent.cookie },
    });
    expect(res.json().status).toBe("invoiced");
    await t.app.work.flush();
    const [order] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, orderUuid));
    return { parent, orderUuid, orderId: order?.id ?? 0 };
  }

  const documentsOf = async (orderId: number) =>
    t.db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.number);

  it("gives an invoiced order one invoice: a number of the series, a valid KID, the due date and the order's sums", async () => {
    const { orderId } = await invoicedOrder(2);
    const [invoice, ...others] = await documentsOf(orderId);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({ kind: "invoice", status: "open", currency: "NOK" });
    expect(isValidKid(invoice?.kid ?? "", "mod11")).toBe(true);
    expect(invoice?.kid?.startsWith(String(invoice.number).padStart(9, "0"))).toBe(true);
    expect(invoice?.dueDate).toBe(dueDateOf(invoice?.issuedAt ?? new Date(), 10));
    expect(invoice?.amount).toBe(order?.totalPrice);
    expect(invoice?.amount).toBe(2 * shop.filePrice + shop.invoiceFee);
    expect(invoice?.vatAmount).toBe(order?.vatAmount);
    expect(invoice?.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(order?.totalPrice);
    expect(invoice?.seller).toMatchObject({ organisationNumber: "923609016", accountNumber: "86011117947" });
    expect(invoice?.buyer).toMatchObject({ name: "Kari Nordmann", address: ["Skoleveien 2", "0150 Oslo"] });
    expect(invoice?.pdfKey).not.toBeNull();
  });

  it("prints every field the issue names on the PDF", async () => {
    const { orderId, orderUuid } = await invoicedOrder(1);
    const [invoice] = await documentsOf(orderId);
    const pdf = await t.storage.get(invoice?.pdfKey ?? "");
    expect(pdf).not.toBeNull();
    const [text = ""] = await pdfText(new Uint8Array(pdf ?? Buffer.alloc(0)));
    // Intl writes money with a no-break space.
    const lines = text.replace(/\u00a0/g, " ").split("\n");
    const after = (label: string) => lines[lines.indexOf(label) + 1];
    const day = (iso: string) =>
      new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      );
    const shopName = invoice?.seller.name ?? "-";
    // The factories' shop speaks English: "Invoice", and the shop's name heads the seller's block.
    expect(lines.slice(0, 5)).toEqual([
      "Invoice",
      shopName,
      "Fotogata 1",
      "0150 Oslo",
      "Org. no. 923 609 016 MVA",
    ]);
    expect(after("Invoice no.")).toBe(String(invoice?.number));
    expect(after("Invoice date")).toBe(day(dayOf(invoice?.issuedAt ?? new Date())));
    expect(after("Due date")).toBe(day(invoice?.dueDate ?? "-"));
    expect(after("KID")).toBe(invoice?.kid);
    expect(isValidKid(after("KID") ?? "", "mod11")).toBe(true);
    expect(after("Account")).toBe("8601.11.17947");
    expect(after("Order")).toBe(`#${orderUuid.slice(0, 8)}`);
    expect(lines.slice(lines.indexOf("Kari Nordmann"), lines.indexOf("Kari Nordmann") + 3)).toEqual([
      "Kari Nordmann",
      "Skoleveien 2",
      "0150 Oslo",
    ]);
    // Each line: description, quantity, VAT rate, amount; then the VAT per rate, the total, how to pay.
    const line = lines.indexOf("Amount") + 1;
    expect(lines.slice(line, line + 8)).toEqual([
      expect.stringMatching(/^Digital portrait/),
      "1",
      "25 %",
      "NOK 100.00",
      "Invoice",
      "1",
      "25 %",
      "NOK 29.00",
    ]);
    expect(lines.slice(line + 8, line + 15)).toEqual([
      "VAT 25 % of NOK 129.00",
      "NOK 25.80",
      "Total",
      "NOK 129.00",
      "Pay to account 8601.11.17947",
      `KID ${invoice?.kid}`,
      `Due date ${day(invoice?.dueDate ?? "-")}`,
    ]);
  });

  it("mails the parent the amount, account, KID and due date with the order page that links the PDF", async () => {
    const { parent, orderId, orderUuid } = await invoicedOrder(1);
    const [invoice] = await documentsOf(orderId);
    const mail = (await t.mails()).find((m) => m.to === parent.user.email && m.subject.startsWith("Invoice"));
    expect(mail?.text).toContain(`KID: ${invoice?.kid}`);
    expect(mail?.text).toContain("Account: 8601.11.17947");
    expect(mail?.text).toContain(`Due date: ${invoice?.dueDate}`);
    expect(mail?.text).toContain(orderUuid);
    expect(mail?.text).not.toContain("Kari");
  });

  it("never gives two invoices one number, however many take one at once", async () => {
    const taken = await Promise.all(
      Array.from({ length: 8 }, () => t.db.transaction((tx) => takeInvoiceNumber(tx, t.app.portalId))),
    );
    expect(new Set(taken).size).toBe(8);
  });

  it("makes one invoice of an order however often the work runs", async () => {
    const { orderId } = await invoicedOrder(1);
    await Promise.all([issueInvoice(t.db, orderId, new Date()), issueInvoice(t.db, orderId, new Date())]);
    expect((await documentsOf(orderId)).filter((d) => d.kind === "invoice")).toHaveLength(1);
  });

  it("credits a cancelled invoice with a credit note of its own number, and the invoice is credited", async () => {
    const { parent, orderId, orderUuid } = await invoicedOrder(1);
    await cancelInvoice(t.db, orderUuid);
    await t.app.work.flush();
    const [invoice, note] = await documentsOf(orderId);
    expect(invoice?.status).toBe("credited");
    expect(note).toMatchObject({
      kind: "credit_note",
      creditsInvoiceId: invoice?.id,
      amount: invoice?.amount,
      kid: null,
      status: "issued",
    });
    expect(note?.number).toBeGreaterThan(invoice?.number ?? 0);
    const [text = ""] = await pdfText(
      new Uint8Array((await t.storage.get(note?.pdfKey ?? "")) ?? Buffer.alloc(0)),
    );
    expect(text.split("\n")).toEqual(expect.arrayContaining(["Credit note", String(invoice?.number)]));
    const mail = (await t.mails()).find(
      (m) => m.to === parent.user.email && m.subject.startsWith("Credit note"),
    );
    expect(mail?.text).toContain("you owe nothing");
  });

  it("puts the parent's invoice and its PDF in their data, and keeps it without the e-mail when the account goes", async () => {
    const { parent, orderId, orderUuid } = await invoicedOrder(1);
    const exported = await t.app.inject({
      url: "/api/webshop/user/data-export",
      headers: { cookie: parent.cookie },
    });
    expect(exported.statusCode).toBe(200);
    const entries = await unzip(exported.rawPayload);
    const data = JSON.parse(entries.get("data.json")?.toString() ?? "{}");
    const [invoice] = await documentsOf(orderId);
    expect(data.invoices).toEqual([
      expect.objectContaining({
        kind: "invoice",
        number: invoice?.number,
        kid: invoice?.kid,
        file: `invoices/invoice-${invoice?.number}.pdf`,
      }),
    ]);
    expect(entries.get(`invoices/invoice-${invoice?.number}.pdf`)?.subarray(0, 5).toString()).toBe("%PDF-");

    await markInvoicePaid(t.db, orderUuid, new Date(), paidNotice(t));
    const deleted = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/delete",
      payload: { password: parent.user.password },
      headers: { cookie: parent.cookie },
    });
    expect(deleted.statusCode).toBe(204);
    const [kept] = await documentsOf(orderId);
    expect(kept?.buyer).toEqual({ name: "Kari Nordmann", address: ["Skoleveien 2", "0150 Oslo"] });
  });

  describe("crediting in the studio", () => {
    const credit = (orderUuid: string, cookie: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/studio/orders/${orderUuid}/invoices/credit`,
        headers: { cookie },
      });

    it("cancels an unpaid invoice's order with a credit note at once, recorded, and refuses a second time", async () => {
      const { orderId, orderUuid } = await invoicedOrder(1);
      const res = await credit(orderUuid, ownerCookie);
      expect(res.statusCode).toBe(200);
      const { invoices: documents } = res.json() as OrderInvoices;
      expect(documents.map((d) => [d.kind, d.status])).toEqual([
        ["invoice", "credited"],
        ["credit_note", "issued"],
      ]);
      expect(documents[1]?.pdfUrl).not.toBeNull();
      const [order] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      expect(order?.status).toBe("cancelled");
      const recorded = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, orderUuid));
      expect(recorded.map((r) => r.action)).toContain("invoice.credit");
      // The background task the cancellation asked for finds the credit note made.
      await t.app.work.flush();
      expect(await documentsOf(orderId)).toHaveLength(2);
      expect((await credit(orderUuid, ownerCookie)).statusCode).toBe(409);
    });

    it("refunds a paid invoice order whole, outside the shop, with a credit note", async () => {
      const { orderId, orderUuid } = await invoicedOrder(1);
      await t.db.update(invoices).set({ status: "paid" }).where(eq(invoices.orderId, orderId));
      await markInvoicePaid(t.db, orderUuid, new Date(), paidNotice(t));
      const res = await credit(orderUuid, ownerCookie);
      expect(res.statusCode).toBe(200);
      const [order] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      expect(order?.status).toBe("refunded");
      const [invoice, note] = await documentsOf(orderId);
      expect(invoice?.status).toBe("credited");
      expect(note).toMatchObject({ kind: "credit_note", amount: invoice?.amount });
    });

    it("is the owner's: staff 403, signed out 401, another shop's order 404, a malformed id 400", async () => {
      const { orderUuid } = await invoicedOrder(1);
      expect((await credit(orderUuid, staffCookie)).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: "POST", url: `/api/studio/orders/${orderUuid}/invoices/credit` }))
          .statusCode,
      ).toBe(401);
      expect((await credit(crypto.randomUUID(), ownerCookie)).statusCode).toBe(404);
      expect((await credit("not-a-uuid", ownerCookie)).statusCode).toBe(400);
    });
  });

  describe("the parent's calls", () => {
    it("lists the order's invoice with account, KID and due date, and serves its PDF", async () => {
      const { parent, orderUuid } = await invoicedOrder(1);
      const res = await t.app.inject({
        url: `/api/webshop/user/orders/${orderUuid}/invoices`,
        headers: { cookie: parent.cookie },
      });
      expect(res.statusCode).toBe(200);
      const [invoice] = (res.json() as OrderInvoices).invoices;
      expect(invoice).toMatchObject({ kind: "invoice", accountNumber: "86011117947", status: "open" });
      const pdf = await t.app.inject({ url: invoice?.pdfUrl ?? "", headers: { cookie: parent.cookie } });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers["content-type"]).toBe("application/pdf");
    });

    it("answers 404 for another parent's order and its PDF, 401 signed out, 400 for a malformed id", async () => {
      const { orderUuid, orderId } = await invoicedOrder(1);
      const [invoice] = await documentsOf(orderId);
      const other = await createParent(t, shop);
      const list = `/api/webshop/user/orders/${orderUuid}/invoices`;
      const pdf = `${list}/${invoice?.uuid}/pdf`;
      expect((await t.app.inject({ url: list, headers: { cookie: other.cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ url: pdf, headers: { cookie: other.cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ url: list })).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            url: "/api/webshop/user/orders/nope/invoices",
            headers: { cookie: other.cookie },
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe("the studio's calls", () => {
    it("reads back the saved settings, the numbers as digits, and records the change", async () => {
      const res = await t.app.inject({
        url: "/api/studio/settings/invoices",
        headers: { cookie: ownerCookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...settings,
        organisationNumber: "923609016",
        accountNumber: "86011117947",
        currency: "NOK",
      });
      const recorded = await t.db
        .select()
        .from(studioRecord)
        .where(eq(studioRecord.action, "invoice-settings.update"));
      expect(recorded).toHaveLength(1);
    });

    it.each([
      ["an organisation number with a wrong check digit", { organisationNumber: "923609017" }],
      ["an account number with a wrong check digit", { accountNumber: "86011117948" }],
      ["due days over 90", { dueDays: 91 }],
      ["a KID method of its own", { kidMethod: "luhn" }],
    ])("refuses %s with 400", async (_, change) => {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/studio/settings/invoices",
        headers: { cookie: ownerCookie },
        payload: { ...settings, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe("invalid_input");
    });

    it("keeps the settings from staff (403) and the signed out (401)", async () => {
      const url = "/api/studio/settings/invoices";
      expect((await t.app.inject({ url, headers: { cookie: staffCookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    });

    it("shows the order's invoice to staff with its PDF, and 404 for an order of no shop", async () => {
      const { orderUuid } = await invoicedOrder(1);
      const res = await t.app.inject({
        url: `/api/studio/orders/${orderUuid}/invoices`,
        headers: { cookie: staffCookie },
      });
      expect(res.statusCode).toBe(200);
      const [invoice] = (res.json() as OrderInvoices).invoices;
      expect(invoice?.kid).toMatch(/^\d{9}[\d-]$/);
      const pdf = await t.app.inject({ url: invoice?.pdfUrl ?? "", headers: { cookie: staffCookie } });
      expect(pdf.statusCode).toBe(200);
      const missing = await t.app.inject({
        url: `/api/studio/orders/${crypto.randomUUID()}/invoices`,
        headers: { cookie: staffCookie },
      });
      expect(missing.statusCode).toBe(404);
    });
  });
});
