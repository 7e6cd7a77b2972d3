import { readFile } from "node:fs/promises";
import path from "node:path";
import { orderStatuses, orderTransitions } from "@shop/domain/order-lifecycle";
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder } from "../../db/client.ts";
import { jobs, orderEvents, orders, studioRecord, users } from "../../db/schema/index.ts";
import { createParent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPaidOrder, createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { changeOrderStatus } from "./status.ts";

const operatorToken = "a-test-operator-token-of-enough-length";

describe("order statuses, the timeline and the delivery page (issue 32)", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let jobUuid: string;
  let staffCookie: string;
  let staffEmail: string;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: "https://foto.example.no", OPERATOR_TOKEN: operatorToken },
    });
    shop = await createPurchaseShop(t);
    const [job] = await t.db.select({ uuid: jobs.uuid }).from(jobs).where(eq(jobs.id, shop.jobId));
    jobUuid = job?.uuid ?? "";
    const member = await createStaff(t, { role: "staff" });
    staffEmail = member.email;
    staffCookie = await studioCookie(t, member.id);
  });
  afterAll(() => t.close());

  const studio = (url: string, payload?: object, cookie: string | null = staffCookie) =>
    t.app.inject({
      method: payload ? "POST" : "GET",
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });

  type Delivery = "postage" | "school-pickup" | "store-pickup" | "digital-delivery";

  /** A parent's paid order of a child in the class, its delivery and status set as the test needs. */
  async function anOrder(
    options: { group?: string; delivery?: Delivery; status?: string; lang?: string } = {},
  ) {
    const parent = await createParent(t, shop, { group: options.group ?? "3B" });
    if (options.lang)
      await t.db.update(users).set({ lang: options.lang }).where(eq(users.id, parent.user.id));
    const { orderUuid } = await createPaidOrder(t, parent);
    const [row] = await t.db.select().from(orders).where(eq(orders.uuid, orderUuid));
    if (!row) throw new Error("no order");
    const type = options.delivery ?? "school-pickup";
    await t.db
      .update(orders)
      .set({
        status: options.status ?? "paid",
        delivery: { ...row.delivery, type, schoolName: type === "school-pickup" ? "Lia skole" : null },
      })
      .where(eq(orders.id, row.id));
    return { id: row.id, uuid: orderUuid, parent };
  }

  const statusOf = async (id: number) =>
    (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
  const eventsOf = (id: number) =>
    t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);

  /** A delivery the move fits, so the table alone decides. */
  const deliveryFor = (to: string): Delivery =>
    to === "ready_for_pickup" || to === "collected" ? "school-pickup" : "postage";

  it("moves an order along every transition the table allows and refuses every one it forbids, unchanged", async () => {
    const order = await anOrder();
    const by = { id: null, email: "command line" };
    const deps = { mailer: t.mailer, publicUrl: t.config.publicUrl, now: new Date() };
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const [before] = await t.db.select().from(orders).where(eq(orders.id, order.id));
        await t.db
          .update(orders)
          .set({ status: from, delivery: { ...before?.delivery, type: deliveryFor(to) } })
          .where(eq(orders.id, order.id));
        const events = (await eventsOf(order.id)).length;
        const result = await changeOrderStatus(t.db, { orderIds: [order.id], to, by }, deps);
        if (orderTransitions[from].includes(to)) {
          expect(result, `${from} → ${to}`).toMatchObject({ moved: [{ from }], refused: [] });
          expect(await statusOf(order.id)).toBe(to);
          expect((await eventsOf(order.id)).at(-1)).toMatchObject({
            kind: "status",
            fromStatus: from,
            toStatus: to,
          });
        } else {
          expect(result.moved, `${from} → ${to}`).toEqual([]);
          expect(result.refused[0]?.message).toBe(
            `An order cannot go from ${from.replace(/_/g, " ")} to ${to.replace(/_/g, " ")}.`,
          );
          expect(await statusOf(order.id)).toBe(from);
          expect(await eventsOf(order.id)).toHaveLength(events);
        }
      }
    }
  });

  it("the placed and paid order has its events and an expected date from the start", async () => {
    const { id, uuid, parent } = await anOrder();
    expect((await eventsOf(id)).map((e) => [e.fromStatus, e.toStatus])).toEqual([
      ["created", "awaiting_payment"],
      ["awaiting_payment", "paid"],
    ]);
    const res = await t.app.inject({
      url: `/api/webshop/user/orders/${uuid}/timeline`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().expectedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.json().events.map((e: { to: string }) => e.to)).toEqual(["awaiting_payment", "paid"]);
    const stranger = await createParent(t, shop);
    const other = await t.app.inject({
      url: `/api/webshop/user/orders/${uuid}/timeline`,
      headers: { cookie: stranger.cookie },
    });
    expect(other.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/webshop/user/orders/${uuid}/timeline` })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          url: "/api/webshop/user/orders/nope/timeline",
          headers: { cookie: parent.cookie },
        })
      ).statusCode,
    ).toBe(400);
  });

  it("moves many orders at once: the one the table forbids is named with the reason, the others move", async () => {
    const a = await anOrder({ status: "in_production" });
    const b = await anOrder({ status: "paid" });
    const res = await studio("/api/studio/orders/status", {
      orderUuids: [a.uuid, b.uuid],
      to: "ready_for_pickup",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().moved.map((o: { uuid: string }) => o.uuid)).toEqual([a.uuid]);
    expect(res.json().refused).toMatchObject([
      { uuid: b.uuid, from: "paid", message: "An order cannot go from paid to ready for pickup." },
    ]);
    expect(await statusOf(a.id)).toBe("ready_for_pickup");
    expect(await statusOf(b.id)).toBe("paid");
    expect((await eventsOf(a.id)).at(-1)).toMatchObject({ pickupPlace: "Lia skole" });
    const [line] = await t.db.select().from(studioRecord).orderBy(desc(studioRecord.id)).limit(1);
    expect(line).toMatchObject({ staffEmail, action: "order.status", objectId: a.uuid });
  });

  it("answers 409 with the reason when nothing moved, and the order is unchanged", async () => {
    const order = await anOrder({ status: "paid", delivery: "postage" });
    const res = await studio("/api/studio/orders/status", { orderUuids: [order.uuid], to: "collected" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: "Only an order picked up at a school or store is collected.",
      code: "studio_order_status_refused",
    });
    expect(await statusOf(order.id)).toBe("paid");
  });

  it("refuses a shipped order without its carrier (400), signed out (401), support (403), unknown order (404)", async () => {
    const order = await anOrder({ status: "in_production", delivery: "postage" });
    const body = { orderUuids: [order.uuid], to: "shipped" };
    const bad = await studio("/api/studio/orders/status", body);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain("A shipped order needs its carrier");
    expect((await studio("/api/studio/orders/status", body, null)).statusCode).toBe(401);
    const support = await createStaff(t, { role: "support" });
    expect(
      (await studio("/api/studio/orders/status", body, await studioCookie(t, support.id))).statusCode,
    ).toBe(403);
    const unknown = { ...body, carrier: "Posten", orderUuids: ["00000000-0000-4000-8000-000000000000"] };
    expect((await studio("/api/studio/orders/status", unknown)).statusCode).toBe(404);
    expect(await statusOf(order.id)).toBe("in_production");
  });

  it("ships with carrier and tracking link, and mails the parent in their language", async () => {
    const order = await anOrder({ status: "in_production", delivery: "postage", lang: "nb" });
    const res = await studio("/api/studio/orders/status", {
      orderUuids: [order.uuid],
      to: "shipped",
      carrier: "Posten",
      trackingUrl: "https://sporing.posten.no/sporing/70123",
    });
    expect(res.statusCode).toBe(200);
    const reference = order.uuid.slice(0, 8);
    const mail = (await t.mails()).find(
      (m) => m.to === order.parent.user.email && m.subject.includes("Nytt"),
    );
    expect(mail?.subject).toBe(`Nytt om ordre #${reference} – ${shop.name}`);
    expect(mail?.text).toContain(`Ordre #${reference} er sendt.`);
    expect(mail?.text).toContain("Transportør: Posten");
    expect(mail?.text).toContain("https://sporing.posten.no/sporing/70123");
    expect(mail?.text).toContain(`https://foto.example.no/my-account/orders/${order.uuid}`);
  });

  it("marks a class's school orders ready for pickup at once, and the delivery page counts them", async () => {
    const inClass = [
      await anOrder({ group: "5A", status: "in_production" }),
      await anOrder({ group: "5A", status: "in_production" }),
    ];
    const posted = await anOrder({ group: "5A", status: "in_production", delivery: "postage" });
    const otherClass = await anOrder({ group: "5B", status: "in_production" });
    const counts = await studio(`/api/studio/jobs/${jobUuid}/delivery`);
    expect(counts.statusCode).toBe(200);
    expect(counts.json().counts).toContainEqual({
      group: "5A",
      status: "in_production",
      deliveryType: "school-pickup",
      count: 2,
    });
    const res = await studio("/api/studio/orders/status/by-class", {
      jobUuid,
      group: "5A",
      from: "in_production",
      deliveryType: "school-pickup",
      to: "ready_for_pickup",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().moved).toHaveLength(2);
    for (const o of inClass) expect(await statusOf(o.id)).toBe("ready_for_pickup");
    expect(await statusOf(posted.id)).toBe("in_production");
    expect(await statusOf(otherClass.id)).toBe("in_production");
    const unknownJob = await studio("/api/studio/orders/status/by-class", {
      jobUuid: "00000000-0000-4000-8000-000000000000",
      group: "5A",
      from: "in_production",
      to: "ready_for_pickup",
    });
    expect(unknownJob.statusCode).toBe(404);
    expect((await studio("/api/studio/jobs/00000000-0000-4000-8000-000000000000/delivery")).statusCode).toBe(
      404,
    );
  });

  it("a delay moves the expected date with its reason, on the timeline and in a mail; refused once handed over", async () => {
    const order = await anOrder({ status: "in_production" });
    const url = `/api/studio/orders/${order.uuid}/expected-date`;
    const res = await studio(url, { expectedDate: "2027-01-15", reason: "The printer is waiting for paper" });
    expect(res.statusCode).toBe(200);
    const timeline = await t.app.inject({
      url: `/api/webshop/user/orders/${order.uuid}/timeline`,
      headers: { cookie: order.parent.cookie },
    });
    expect(timeline.json().expectedDate).toBe("2027-01-15");
    expect(timeline.json().events.at(-1)).toMatchObject({
      kind: "expected_date",
      expectedDate: "2027-01-15",
      note: "The printer is waiting for paper",
    });
    const mail = (await t.mails()).find(
      (m) => m.to === order.parent.user.email && m.subject.includes("News"),
    );
    expect(mail?.text).toContain("is now expected on 15 January 2027.");
    expect(mail?.text).toContain("Why: The printer is waiting for paper");
    expect((await studio(url, { expectedDate: "15.01.2027", reason: "x" })).statusCode).toBe(400);
    await t.db.update(orders).set({ status: "collected" }).where(eq(orders.id, order.id));
    expect((await studio(url, { expectedDate: "2027-01-20", reason: "Late" })).statusCode).toBe(409);
    const unknown = "/api/studio/orders/00000000-0000-4000-8000-000000000000/expected-date";
    expect((await studio(unknown, { expectedDate: "2027-01-20", reason: "Late" })).statusCode).toBe(404);
  });

  it("the operator's call moves orders by the same service, recorded as the operator", async () => {
    const order = await anOrder({ status: "paid", delivery: "postage" });
    const call = (authorization?: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/operator/orders/status",
        headers: authorization ? { authorization } : {},
        payload: { orderUuids: [order.uuid], to: "in_production" },
      });
    expect((await call()).statusCode).toBe(401);
    const res = await call(`Bearer ${operatorToken}`);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe("in_production");
    const [line] = await t.db.select().from(studioRecord).orderBy(desc(studioRecord.id)).limit(1);
    expect(line).toMatchObject({ staffEmail: "operator", action: "order.status", objectId: order.uuid });
  });

  it("the studio reads an order's status, delivery and timeline", async () => {
    const order = await anOrder({ status: "paid" });
    const res = await studio(`/api/studio/orders/${order.uuid}/timeline`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "paid", deliveryType: "school-pickup" });
    expect((await studio(`/api/studio/orders/${order.uuid}/timeline`, undefined, null)).statusCode).toBe(401);
  });

  it("the data migration gives an order placed before the timeline its first events and expected date", async () => {
    const order = await anOrder();
    await t.db.delete(orderEvents).where(eq(orderEvents.orderId, order.id));
    await t.db
      .update(orders)
      .set({
        expectedDate: null,
        delivery: sql`jsonb_set(${orders.delivery}, '{deliveryTime}', '{"days":3,"string":"3","afterDate":"2026-12-02"}')`,
      })
      .where(eq(orders.id, order.id));
    const file = await readFile(path.join(migrationsFolder, "0042_order_events_backfill.sql"), "utf8");
    for (const statement of file.split("--> statement-breakpoint")) await t.db.execute(sql.raw(statement));
    expect((await eventsOf(order.id)).map((e) => e.toStatus)).toEqual(["awaiting_payment", "paid"]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.expectedDate).toBe("2026-12-02");
  });
});
