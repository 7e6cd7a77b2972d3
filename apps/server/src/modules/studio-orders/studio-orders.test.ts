import { randomUUID } from "node:crypto";
import type { StudioOrderListResponse, StudioOrderResponse } from "@shop/contracts/studio-orders";
import { templateProductTypes } from "@shop/domain/product-kind";
import { desc, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, orders, studioRecord, templates } from "../../db/schema/index.ts";
import { aTemplateDocument, createJob, createTemplate, createTemplateProduct } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop } from "../../test/order-factories.ts";
import { createOrdersOfJob, type FactoryOrder } from "../../test/order-factory.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { orderDesignedCard } from "../../test/template-orders.ts";

describe("the studio's orders", () => {
  let t: TestApp;
  let cookie: string;
  let jobUuid: string;
  let otherJobUuid: string;
  let made: FactoryOrder[];
  let other: FactoryOrder[];
  const day = 24 * 3600_000;
  const first = new Date("2026-11-20T12:00:00Z");

  beforeAll(async () => {
    t = await createTestApp();
    const member = await createStaff(t, { role: "staff" });
    cookie = await studioCookie(t, member.id);
    const job = await createJob(t, { name: "Nordby school 2026" });
    // Twelve orders an hour apart from 20 Nov 12:00 back: classes, payments, deliveries and statuses in turn.
    made = (
      await createOrdersOfJob(t, {
        jobId: job.id,
        count: 12,
        classes: ["1A", "2B", "3C"],
        payments: ["card", "mobile", "invoice", "stripe"],
        deliveries: ["postage", "school-pickup", "digital-delivery"],
        statuses: ["paid", "in_production", "invoiced", "shipped"],
        confirmedAt: first,
        childPrefix: "Tiril",
        parentPrefix: "Kari",
      })
    ).orders;
    const otherJob = await createJob(t, { name: "Sørby kindergarten" });
    other = (
      await createOrdersOfJob(t, {
        jobId: otherJob.id,
        count: 3,
        confirmedAt: new Date(first.getTime() - 10 * day),
        childPrefix: "Ola",
        parentPrefix: "Per",
      })
    ).orders;
    const [a, b] = await Promise.all([
      t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, job.id)),
      t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, otherJob.id)),
    ]);
    jobUuid = a[0]?.uuid ?? "";
    otherJobUuid = b[0]?.uuid ?? "";
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "GET", url, headers });
  const list = async (query: string) => {
    const res = await get(`/api/studio/orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StudioOrderListResponse;
  };
  const refs = (r: StudioOrderListResponse) => r.orders.map((o) => o.reference);
  const refsOf = (orders: FactoryOrder[]) => orders.map((o) => o.uuid.slice(0, 8));

  it("lists the shop's placed orders newest first with their parent, children and payment", async () => {
    const all = await list("");
    expect(all.total).toBe(15);
    expect(refs(all)).toEqual(refsOf([...made, ...other]));
    expect(all.orders[0]).toEqual({
      uuid: made[0]?.uuid,
      reference: made[0]?.uuid.slice(0, 8),
      confirmedAt: first.toISOString(),
      status: "paid",
      totalPrice: 14_900,
      currency: "NOK",
      delivery: "postage",
      payment: "card",
      invoice: null,
      parent: { email: made[0]?.email, name: "Kari 1" },
      children: [{ name: "Tiril 1", group: "1A", job: "Nordby school 2026" }],
    });
  });

  it("pages on the server with the total", async () => {
    const page2 = await list(`size=25&page=1&job=${jobUuid}`);
    expect(page2.orders).toHaveLength(12);
    const small = await list("page=2&size=25");
    expect(small).toMatchObject({ total: 15, page: 2, orders: [] });
    expect((await get("/api/studio/orders?size=7")).statusCode).toBe(400);
  });

  it("filters by job, class, status, delivery, payment kind, invoice state and days", async () => {
    expect(refs(await list(`job=${otherJobUuid}`))).toEqual(refsOf(other));
    expect(refs(await list(`job=${jobUuid}&class=2B`))).toEqual(refsOf(made.filter((o) => o.group === "2B")));
    expect(refs(await list("status=in_production"))).toEqual(
      refsOf(made.filter((o) => o.status === "in_production")),
    );
    expect(refs(await list("delivery=school-pickup"))).toEqual(
      refsOf(made.filter((o) => o.delivery === "school-pickup")),
    );
    // Card covers the shop's card and Stripe.
    expect(refs(await list("payment=card"))).toEqual(
      refsOf([...made, ...other].filter((o) => o.payment === "card" || o.payment === "stripe")),
    );
    expect(refs(await list("payment=mobile"))).toEqual(refsOf(made.filter((o) => o.payment === "mobile")));
    const invoices = made.filter((o) => o.payment === "invoice");
    expect(refs(await list("payment=invoice&invoice=unpaid"))).toEqual(refsOf(invoices));
    expect((await list("payment=invoice&invoice=paid")).total).toBe(0);
    expect((await list("payment=invoice")).orders.map((o) => o.invoice)).toEqual(
      invoices.map(() => "unpaid"),
    );
    expect(refs(await list("from=2026-11-10&to=2026-11-10"))).toEqual(refsOf(other));
    expect((await list("from=2026-11-11")).total).toBe(12);
    expect((await list(`job=${randomUUID()}`)).total).toBe(0);
  });

  it("searches the reference, the parent's e-mail or name and the child's name", async () => {
    const target = made[4] as FactoryOrder;
    expect(refs(await list(`q=${target.uuid.slice(0, 8).toUpperCase()}`))).toEqual(refsOf([target]));
    expect(refs(await list(`q=${encodeURIComponent(target.email)}`))).toEqual(refsOf([target]));
    expect(refs(await list("q=Per%203"))).toEqual(refsOf([other[2] as FactoryOrder]));
    expect(refs(await list("q=Tiril%2011"))).toEqual(refsOf([made[10] as FactoryOrder]));
    expect((await list("q=nobody-at-all")).total).toBe(0);
  });

  it("says what is wrong with a filter (400)", async () => {
    const classAlone = await get("/api/studio/orders?class=1A");
    expect(classAlone.statusCode).toBe(400);
    expect(classAlone.json().error).toContain("A class is chosen within a job");
    expect((await get("/api/studio/orders?status=lost")).statusCode).toBe(400);
    expect((await get("/api/studio/orders?q=a")).statusCode).toBe(400);
    expect((await get("/api/studio/orders?from=2026-11-12&to=2026-11-10")).statusCode).toBe(400);
  });

  it("answers 401 signed out and 403 to support, whose area it is not", async () => {
    expect((await get("/api/studio/orders", {})).statusCode).toBe(401);
    expect((await get(`/api/studio/orders/${made[0]?.uuid}`, {})).statusCode).toBe(401);
    const support = await createStaff(t, { role: "support" });
    const supportCookie = await studioCookie(t, support.id);
    expect((await get("/api/studio/orders", { cookie: supportCookie })).statusCode).toBe(403);
    expect((await get(`/api/studio/orders/${made[0]?.uuid}`, { cookie: supportCookie })).statusCode).toBe(
      403,
    );
    expect((await get("/api/studio/orders/export.csv", { cookie: supportCookie })).statusCode).toBe(403);
  });

  it("reads a page of the list in a few statements, whatever its length", async () => {
    const before = t.statements.length;
    await list(`job=${jobUuid}&q=Tiril&size=100`);
    // A transaction's begin and commit are statements of their own on PostgreSQL's driver and not on PGlite's.
    const sent = t.statements.slice(before).filter((s) => !/^(begin|commit)$/i.test(s.trim()));
    // The member's session; the job's subjects; the search's parents and children, and the page and its count, each
    // pair planned for its values (a setting of its transaction); the page's lines, buyers and children.
    expect(sent, sent.join("\n")).toHaveLength(11);
  });

  it("exports the filtered list as CSV for Excel, and records who took it", async () => {
    const res = await get(`/api/studio/orders/export.csv?job=${jobUuid}&class=1A`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith("\uFEFFReference;Placed;Status;Parent;E-mail;Children;")).toBe(true);
    const rows = res.body.slice(1).trimEnd().split("\r\n");
    const inClass = made.filter((o) => o.group === "1A");
    expect(rows).toHaveLength(1 + inClass.length);
    const firstOrder = inClass[0] as FactoryOrder;
    expect(rows[1]).toBe(
      [
        firstOrder.uuid.slice(0, 8),
        firstOrder.confirmedAt.toISOString(),
        firstOrder.status,
        firstOrder.parentName,
        firstOrder.email,
        firstOrder.childName,
        "1A",
        "Nordby school 2026",
        firstOrder.delivery,
        "card",
        "",
        "149,00",
        "NOK",
      ].join(";"),
    );
    const [record] = await t.db.select().from(studioRecord).orderBy(desc(studioRecord.id)).limit(1);
    expect(record).toMatchObject({ action: "orders.export-csv", detail: { job: jobUuid, class: "1A" } });
  });

  it("exports more orders than one batch, each once", async () => {
    const many = await createOrdersOfJob(t, {
      count: 520,
      confirmedAt: new Date(first.getTime() - 40 * day),
      childPrefix: "Batch",
    });
    const res = await get(`/api/studio/orders/export.csv?q=Batch`);
    const rows = res.body.trimEnd().split("\r\n").slice(1);
    expect(rows).toHaveLength(520);
    expect(new Set(rows.map((r) => r.split(";")[0])).size).toBe(520);
    expect(many.orders).toHaveLength(520);
  });

  it("shows an order's page: lines, child, payment, parent; 404 for an unknown or unplaced order", async () => {
    const order = made[0] as FactoryOrder;
    const res = await get(`/api/studio/orders/${order.uuid}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as StudioOrderResponse;
    expect(page).toMatchObject({
      uuid: order.uuid,
      reference: order.uuid.slice(0, 8),
      status: "paid",
      parent: { uuid: order.userUuid, email: order.email, name: "Kari 1" },
      delivery: { type: "postage" },
      payment: { provider: "card", kind: "card", isInvoice: false, events: [] },
      retouch: [],
      mails: [],
    });
    expect(page.lines).toHaveLength(1);
    expect(page.lines[0]).toMatchObject({
      line: { description: "Digital portrait" },
      child: { name: "Tiril 1", group: "1A", job: "Nordby school 2026" },
      printFiles: [],
    });
    expect(page.payment.transactions).toMatchObject([{ provider: "card", amount: 14_900, status: "paid" }]);

    expect((await get(`/api/studio/orders/${randomUUID()}`)).json()).toMatchObject({
      code: "studio_order_not_found",
    });
    await t.db
      .update(orders)
      .set({ confirmedAt: null, status: "awaiting_payment" })
      .where(eq(orders.id, order.id));
    expect((await get(`/api/studio/orders/${order.uuid}`)).statusCode).toBe(404);
    await t.db
      .update(orders)
      .set({ confirmedAt: order.confirmedAt, status: "paid" })
      .where(eq(orders.id, order.id));
    expect((await get("/api/studio/orders/not-a-uuid")).statusCode).toBe(400);
  });

  it("gives a card line's print file through production's service", async () => {
    const shop = await createPurchaseShop(t);
    const product = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 15x15" });
    const card = await createTemplate(t, {
      productId: product.id,
      document: aTemplateDocument({ name: "Birthday card", text: "Hello {firstName}" }),
    });
    const { orderUuid, lineUuid } = await orderDesignedCard(t, shop, card, product.uuid);
    const page = (await get(`/api/studio/orders/${orderUuid}`)).json() as StudioOrderResponse;
    const cardLine = page.lines.find((l) => l.line.uuid === lineUuid);
    expect(cardLine?.printFiles).toEqual([{ itemUuid: null }]);
    expect(cardLine?.line.template).not.toBeNull();
    // The design's version comes with the page, even once the catalogue no longer sells the template.
    await t.db.update(templates).set({ active: false }).where(eq(templates.uuid, card.uuid));
    const later = (await get(`/api/studio/orders/${orderUuid}`)).json() as StudioOrderResponse;
    expect(later.designs).toEqual([
      {
        uuid: card.uuid,
        version: cardLine?.line.template?.version,
        document: expect.objectContaining({ name: "Birthday card" }),
      },
    ]);
    expect(page.mails.map((m) => m.subject)).toEqual([expect.stringContaining(`#${orderUuid.slice(0, 8)}`)]);

    const res = await get(`/api/studio/orders/${orderUuid}/lines/${lineUuid}/print.pdf`);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="${orderUuid.slice(0, 8)}-1-birthday-card.pdf"`,
    );
    expect((await PDFDocument.load(res.rawPayload)).getPageCount()).toBeGreaterThan(0);
    expect((await get(`/api/studio/orders/${orderUuid}/lines/${randomUUID()}/print.pdf`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(`/api/studio/orders/${randomUUID()}/lines/${lineUuid}/print.pdf`)).json(),
    ).toMatchObject({
      code: "studio_order_not_found",
    });
  });
});
