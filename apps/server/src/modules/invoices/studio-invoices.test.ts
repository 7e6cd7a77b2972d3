import type {
  BankStatementPreview,
  MarkInvoicesPaidResponse,
  StudioInvoiceListResponse,
} from "@shop/contracts/studio-invoices";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoices, orders, studioRecord } from "../../db/schema/index.ts";
import { createShop, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createInvoicedOrder, type InvoicedOrder } from "../../test/invoice-factory.ts";
import { multipart } from "../../test/multipart.ts";
import { paidNotice } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { operatorActor } from "../staff/service.ts";
import { markOrderInvoicePaid } from "./payment.ts";

describe("the studio's invoices", () => {
  let t: TestApp;
  let shop: TestShop;
  let cookie: string;
  let supportCookie: string;

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t, { invoiceFee: 2_900 });
    cookie = await studioCookie(t, (await createStaff(t, { role: "staff" })).id);
    supportCookie = await studioCookie(t, (await createStaff(t, { role: "support" })).id);
  });
  afterAll(() => t.close());

  const list = async (query = "") => {
    const res = await t.app.inject({ url: `/api/studio/invoices${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json() as StudioInvoiceListResponse;
  };
  const markPaid = (uuids: string[], as = cookie) =>
    t.app.inject({
      method: "POST",
      url: "/api/studio/invoices/paid",
      headers: { cookie: as },
      payload: { invoices: uuids },
    });
  const invoiceRow = async (id: number) => (await t.db.select().from(invoices).where(eq(invoices.id, id)))[0];
  const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
  const upload = (csv: string | Buffer, as = cookie) =>
    t.app.inject({
      method: "POST",
      url: "/api/studio/invoices/bank-statement",
      ...multipart(
        { name: "statement.csv", type: "text/csv", data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) },
        { cookie: as },
      ),
    });
  const dnb = (lines: string[]) =>
    ["Dato;Forklaring;Rentedato;Uttak fra konto;Innskudd på konto", ...lines].join("\r\n");
  const kroner = (minor: number) => (minor / 100).toFixed(2).replace(".", ",");

  describe("the list", () => {
    let overdue: InvoicedOrder;
    let open: InvoicedOrder;
    beforeAll(async () => {
      overdue = await createInvoicedOrder(t, shop, {
        dueDate: "2026-01-10",
        buyerName: "Lise Overdue",
        files: 2,
      });
      open = await createInvoicedOrder(t, shop, { buyerName: "Ola Open" });
    });

    it("shows number, parent, items, amount, due date, days overdue, reminders and status, newest first", async () => {
      const { invoices: rows, total } = await list("?q=Lise%20Overdue");
      expect(total).toBe(1);
      expect(rows[0]).toMatchObject({
        uuid: overdue.invoice.uuid,
        number: overdue.invoice.number,
        kid: overdue.invoice.kid,
        orderUuid: overdue.orderUuid,
        parent: { name: "Lise Overdue", email: overdue.parent.user.email },
        // Two files, as the invoice names them; its fee line is no item.
        items: expect.stringMatching(/^Digital portrait [\d-]+, Digital portrait [\d-]+$/),
        amount: overdue.invoice.amount,
        dueDate: "2026-01-10",
        remindersSent: 0,
        status: "open",
      });
      expect(rows[0]?.daysOverdue).toBeGreaterThan(300);
      const all = await list();
      expect(all.invoices.map((i) => i.uuid).indexOf(open.invoice.uuid)).toBeLessThan(
        all.invoices.map((i) => i.uuid).indexOf(overdue.invoice.uuid),
      );
    });

    it("filters overdue from open, and finds an invoice by its number and by its KID", async () => {
      const overdueUuids = (await list("?status=overdue")).invoices.map((i) => i.uuid);
      expect(overdueUuids).toContain(overdue.invoice.uuid);
      expect(overdueUuids).not.toContain(open.invoice.uuid);
      expect((await list("?status=open")).invoices.map((i) => i.uuid)).toContain(open.invoice.uuid);
      expect((await list(`?q=${open.invoice.number}`)).invoices.map((i) => i.uuid)).toEqual([
        open.invoice.uuid,
      ]);
      expect((await list(`?q=${open.invoice.kid}`)).invoices.map((i) => i.uuid)).toEqual([open.invoice.uuid]);
    });

    it("filters by a job: another job finds none of these", async () => {
      const res = await list(`?job=00000000-0000-4000-8000-000000000000`);
      expect(res).toMatchObject({ invoices: [], total: 0 });
    });

    it("refuses a wrong filter (400), anonymous (401) and support (403)", async () => {
      expect(
        (await t.app.inject({ url: "/api/studio/invoices?status=late", headers: { cookie } })).statusCode,
      ).toBe(400);
      expect((await t.app.inject({ url: "/api/studio/invoices" })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: "/api/studio/invoices", headers: { cookie: supportCookie } })).statusCode,
      ).toBe(403);
    });
  });

  describe("marking paid", () => {
    it("marks many at once: each invoice and its order paid, the parent mailed, the record kept", async () => {
      const a = await createInvoicedOrder(t, shop);
      const b = await createInvoicedOrder(t, shop);
      const res = await markPaid([a.invoice.uuid, b.invoice.uuid]);
      expect(res.statusCode).toBe(200);
      const body = res.json() as MarkInvoicesPaidResponse;
      expect(body.refused).toEqual([]);
      expect(body.paid.map((p) => p.uuid).sort()).toEqual([a.invoice.uuid, b.invoice.uuid].sort());
      const row = await invoiceRow(a.invoice.id);
      expect(row).toMatchObject({ status: "paid", paidVia: "studio" });
      expect(row?.paidAt).not.toBeNull();
      expect(await orderRow(a.orderId)).toMatchObject({ status: "paid" });
      expect((await orderRow(a.orderId))?.paidAt).not.toBeNull();
      const [recorded] = await t.db
        .select()
        .from(studioRecord)
        .where(eq(studioRecord.action, "invoices.mark-paid"))
        .orderBy(desc(studioRecord.id))
        .limit(1);
      expect(recorded).toMatchObject({ objectType: "invoice", objectId: String(b.invoice.number) });
      await t.mailer.flush();
      const mails = (await t.mails()).filter((m) => m.to === a.parent.user.email);
      expect(mails.length).toBeGreaterThan(0);
    });

    it("refuses a paid invoice by name and still marks the others", async () => {
      const paid = await createInvoicedOrder(t, shop);
      await markPaid([paid.invoice.uuid]);
      const other = await createInvoicedOrder(t, shop);
      const body = (
        await markPaid([paid.invoice.uuid, other.invoice.uuid])
      ).json() as MarkInvoicesPaidResponse;
      expect(body.paid.map((p) => p.uuid)).toEqual([other.invoice.uuid]);
      expect(body.refused).toEqual([
        {
          uuid: paid.invoice.uuid,
          number: paid.invoice.number,
          reason: "already_paid",
          message: `Invoice ${paid.invoice.number} is already paid.`,
        },
      ]);
    });

    it("refuses a credited invoice", async () => {
      const credited = await createInvoicedOrder(t, shop);
      await t.db.update(invoices).set({ status: "credited" }).where(eq(invoices.id, credited.invoice.id));
      const body = (await markPaid([credited.invoice.uuid])).json() as MarkInvoicesPaidResponse;
      expect(body.refused[0]).toMatchObject({ reason: "credited" });
      expect(await orderRow(credited.orderId)).toMatchObject({ status: "invoiced", paidAt: null });
    });

    it("names an unknown invoice as not found (404 is not a batch's answer), refuses a body without one (400), anonymous (401), support (403)", async () => {
      const body = (
        await markPaid(["00000000-0000-4000-8000-000000000000"])
      ).json() as MarkInvoicesPaidResponse;
      expect(body.refused[0]).toMatchObject({ reason: "not_found" });
      expect((await markPaid([])).statusCode).toBe(400);
      expect(
        (
          await t.app.inject({
            method: "POST",
            url: "/api/studio/invoices/paid",
            payload: { invoices: ["00000000-0000-4000-8000-000000000000"] },
          })
        ).statusCode,
      ).toBe(401);
      expect((await markPaid(["00000000-0000-4000-8000-000000000000"], supportCookie)).statusCode).toBe(403);
    });

    it("the operator's path marks the order's invoice row with it", async () => {
      const made = await createInvoicedOrder(t, shop);
      await markOrderInvoicePaid(
        { db: t.db, now: new Date(), notice: paidNotice(t), portalId: t.app.portalId },
        made.orderUuid.slice(0, 8),
        operatorActor,
      );
      expect(await invoiceRow(made.invoice.id)).toMatchObject({ status: "paid", paidVia: "operator" });
      await expect(
        markOrderInvoicePaid(
          { db: t.db, now: new Date(), notice: paidNotice(t), portalId: t.app.portalId },
          made.orderUuid,
          operatorActor,
        ),
      ).rejects.toThrow("is already paid");
    });
  });

  describe("a bank statement", () => {
    it("previews without marking, confirms the matched line, and marks nothing the second time", async () => {
      const paying = await createInvoicedOrder(t, shop);
      const partly = await createInvoicedOrder(t, shop);
      const csv = dnb([
        `03.03.2026;Giro KID ${paying.invoice.kid};03.03.2026;;${kroner(paying.invoice.amount)}`,
        `03.03.2026;Giro KID ${partly.invoice.kid};03.03.2026;;${kroner(partly.invoice.amount - 100)}`,
        "03.03.2026;Giro KID 0000999999;03.03.2026;;100,00",
        "04.03.2026;Varekjøp;04.03.2026;89,90;",
      ]);
      const latin1 = Buffer.from(csv, "latin1");
      const res = await upload(latin1);
      expect(res.statusCode).toBe(200);
      const preview = res.json() as BankStatementPreview;
      expect(preview.lines.map((l) => l.match)).toEqual(["matched", "partly_paid", "unknown_kid"]);
      expect(preview.outgoing).toBe(1);
      expect(preview.matched).toEqual({ count: 1, amount: paying.invoice.amount });
      expect(await invoiceRow(paying.invoice.id)).toMatchObject({ status: "open" });

      const payments = preview.lines
        .filter((l) => l.match === "matched")
        .map((l) => ({ invoice: l.invoice?.uuid ?? "", amount: l.amount, date: l.date }));
      const confirm = () =>
        t.app.inject({
          method: "POST",
          url: "/api/studio/invoices/bank-statement/confirm",
          headers: { cookie },
          payload: { payments },
        });
      const first = (await confirm()).json() as MarkInvoicesPaidResponse;
      expect(first.paid.map((p) => p.uuid)).toEqual([paying.invoice.uuid]);
      expect(await invoiceRow(paying.invoice.id)).toMatchObject({ status: "paid", paidVia: "bank" });
      expect(await orderRow(paying.orderId)).toMatchObject({ status: "paid" });

      const again = (await confirm()).json() as MarkInvoicesPaidResponse;
      expect(again.paid).toEqual([]);
      expect(again.refused[0]).toMatchObject({ reason: "already_paid" });
      const previewAgain = (await upload(latin1)).json() as BankStatementPreview;
      expect(previewAgain.lines[0]?.match).toBe("already_paid");
    });

    it("refuses a line whose invoice is now due with another amount", async () => {
      const made = await createInvoicedOrder(t, shop);
      await t.db.update(invoices).set({ reminderFees: 3_500 }).where(eq(invoices.id, made.invoice.id));
      const body = (
        await t.app.inject({
          method: "POST",
          url: "/api/studio/invoices/bank-statement/confirm",
          headers: { cookie },
          payload: {
            payments: [{ invoice: made.invoice.uuid, amount: made.invoice.amount, date: "2026-03-03" }],
          },
        })
      ).json() as MarkInvoicesPaidResponse;
      expect(body.refused[0]).toMatchObject({ reason: "amount_changed" });
      expect(await invoiceRow(made.invoice.id)).toMatchObject({ status: "open" });
    });

    it("refuses a file that is no statement (400), none (400), too large (413), anonymous (401), support (403)", async () => {
      const wrong = await upload("name,email\nKari,kari@example.com");
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().code).toBe("studio_bank_statement_unreadable");
      const none = await t.app.inject({
        method: "POST",
        url: "/api/studio/invoices/bank-statement",
        headers: { cookie, "content-type": "application/json" },
        payload: {},
      });
      expect(none.statusCode).toBe(400);
      const large = await upload(Buffer.alloc(2_000_001, 0x41));
      expect(large.statusCode).toBe(413);
      const anonymous = await t.app.inject({
        method: "POST",
        url: "/api/studio/invoices/bank-statement",
        ...multipart({ name: "s.csv", type: "text/csv", data: Buffer.from(dnb([])) }, {}),
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await upload(dnb([]), supportCookie)).statusCode).toBe(403);
    });
  });
});
