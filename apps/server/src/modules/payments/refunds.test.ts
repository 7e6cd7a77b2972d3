import type { AddressInfo } from "node:net";
import type { OrderTimelineResponse } from "@shop/contracts/order-timeline";
import type { Order } from "@shop/contracts/orders";
import type { PaymentResult } from "@shop/contracts/payments";
import type { StudioRefundOrder, StudioRefundResult } from "@shop/contracts/studio-refunds";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, paymentEvents, refunds, studioRecord } from "../../db/schema/index.ts";
import { createParent, type Parent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { type StripeStandIn, standInEnv, startStripeStandIn } from "../../test/stripe-stand-in.ts";
import { addFiles, openTransaction, payWithCard, pictureSet } from "../checkout/purchase-test-support.ts";
import { refundEventFromStripe } from "./refunds.ts";

/**
 * Refunds through the official `stripe` package pointed at the local stand-in (STRIPE_API_URL), its webhooks sent to
 * the listening app.
 */
describe("refunds in the studio", () => {
  let standIn: StripeStandIn;
  let t: TestApp;
  let shop: PurchaseShop;
  let ownerCookie: string;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    t = await createTestApp({ env: standInEnv(standIn) });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    standIn.webhookUrl = `http://127.0.0.1:${port}/api/webshop/payments/stripe/webhook`;
    shop = await createPurchaseShop(t);
    const owner = await createStaff(t, { role: "owner" });
    ownerCookie = await studioCookie(t, owner.id);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const url = (orderUuid: string) => `/api/studio/orders/${orderUuid}/refund`;
  const view = async (orderUuid: string, cookie = ownerCookie) =>
    t.app.inject({ method: "GET", url: url(orderUuid), headers: { cookie } });
  const refund = (orderUuid: string, payload: Record<string, unknown>, cookie = ownerCookie) =>
    t.app.inject({ method: "POST", url: url(orderUuid), payload, headers: { cookie } });
  const refundRequests = () =>
    standIn.requests.filter((r) => r.method === "POST" && r.path === "/v1/refunds");

  /** A parent who bought two digital pictures through the stand-in's Checkout page. */
  async function stripeOrder(): Promise<{ parent: Parent; orderUuid: string; pictures: string[] }> {
    const parent = await createParent(t, shop);
    const set = await addFiles(t.app, parent, 2);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "stripe");
    const started = await t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transactionUuid}/stripe`,
      headers: { cookie: parent.cookie },
    });
    const redirect = (started.json() as PaymentResult).redirectUrl ?? "";
    expect(redirect.startsWith(`${standIn.url}/pay/`)).toBe(true);
    await standIn.pay(redirect.split("/").pop() ?? "");
    return { parent, orderUuid, pictures: set.pictures.slice(0, 2).map((p) => p.uuid) };
  }

  async function bought(parent: Parent, pictureUuid: string): Promise<boolean | undefined> {
    const set = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
    return set.pictures.find((p) => p.uuid === pictureUuid)?.bought;
  }

  async function timeline(parent: Parent, orderUuid: string): Promise<OrderTimelineResponse> {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/webshop/user/orders/${orderUuid}/timeline`,
      headers: { cookie: parent.cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as OrderTimelineResponse;
  }

  it("shows the Stripe order's lines with what was paid, nothing refunded yet", async () => {
    const { orderUuid } = await stripeOrder();
    const res = await view(orderUuid);
    expect(res.statusCode).toBe(200);
    const body = res.json() as StudioRefundOrder;
    expect(body).toMatchObject({ orderUuid, status: "paid", block: null, refunded: 0, currency: "NOK" });
    expect(body.lines).toHaveLength(2);
    expect(body.lines.map((l) => [l.paid, l.refunded, l.pending])).toEqual([
      [shop.digital.IP.file.price, 0, false],
      [shop.digital.IP.file.price, 0, false],
    ]);
    expect(body.paid).toBe(2 * shop.digital.IP.file.price);
  });

  it("refunds one line through Stripe: the parent loses that download, keeps the other, and is mailed", async () => {
    const { parent, orderUuid, pictures } = await stripeOrder();
    expect(await bought(parent, pictures[0] ?? "")).toBe(true);
    const before = (await view(orderUuid)).json() as StudioRefundOrder;
    const line = before.lines[0];
    const sent = refundRequests().length;

    const res = await refund(orderUuid, {
      whole: false,
      reason: "requested_by_customer",
      lineUuids: [line?.uuid],
    });
    expect(res.statusCode).toBe(200);
    const result = res.json() as StudioRefundResult;
    expect(result.refund).toMatchObject({ amount: line?.paid, whole: false, status: "succeeded" });
    expect(result.order.status).toBe("paid");
    expect(result.order.refunded).toBe(line?.paid);
    expect(result.order.lines.map((l) => l.refunded)).toEqual([line?.paid, 0]);

    const [request] = refundRequests().slice(sent);
    expect(request?.form).toMatchObject({
      amount: String(line?.paid),
      reason: "requested_by_customer",
      metadata: { orderUuid, refundUuid: result.refund.uuid },
    });
    expect(String(request?.form.payment_intent)).toMatch(/^pi_test_/);
    expect(request?.idempotencyKey).toBe(`refund:${result.refund.uuid}`);

    expect(await bought(parent, pictures[0] ?? "")).toBe(false);
    expect(await bought(parent, pictures[1] ?? "")).toBe(true);
    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/webshop/user/orders/${orderUuid}`,
      headers: { cookie: parent.cookie },
    });
    const downloads = (receipt.json() as { order: Order }).order.downloads.files.map((f) => f.pictureUuid);
    expect(downloads).toEqual([pictures[1]]);
    // The parent's timeline names what was paid back; the order stays paid.
    const partly = (await timeline(parent, orderUuid)).events.at(-1);
    expect(partly).toMatchObject({ kind: "refund", note: before.lines[0]?.productName });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.uuid, result.refund.uuid));
    const events = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, row?.providerRef ?? ""));
    expect(events).toHaveLength(1);
    const record = await t.db.select().from(studioRecord).where(eq(studioRecord.objectId, orderUuid));
    expect(record.map((r) => r.action)).toEqual(["order.refund"]);
    const mail = (await t.mails()).find((m) => m.to === parent.user.email && m.subject.includes("refund"));
    expect(mail?.subject).toMatch(/^Your refund of order #\w+ – Lysbilde Foto AS$/);
    expect(mail?.text).toMatch(/We have refunded NOK\s120\.00 of order #/);

    const again = await refund(orderUuid, { whole: false, reason: "duplicate", lineUuids: [line?.uuid] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "studio_refund_line_refunded" });
    expect(refundRequests().length).toBe(sent + 1);
  });

  it("a whole refund returns what is left and makes the order refunded; Stripe's charge.refunded is recorded", async () => {
    const { parent, orderUuid, pictures } = await stripeOrder();
    const first = ((await view(orderUuid)).json() as StudioRefundOrder).lines[0];
    await refund(orderUuid, { whole: false, reason: "requested_by_customer", lineUuids: [first?.uuid] });
    const res = await refund(orderUuid, { whole: true, reason: "requested_by_customer" });
    expect(res.statusCode).toBe(200);
    const result = res.json() as StudioRefundResult;
    expect(result.refund).toMatchObject({ amount: shop.digital.IP.file.price, whole: true });
    expect(result.order).toMatchObject({
      status: "refunded",
      block: "refunded",
      refunded: result.order.paid,
    });
    expect(await bought(parent, pictures[1] ?? "")).toBe(false);
    const [order] = await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.uuid, orderUuid));
    expect(order?.status).toBe("refunded");
    expect((await timeline(parent, orderUuid)).events.at(-1)).toMatchObject({
      kind: "status",
      from: "paid",
      to: "refunded",
    });
    const [row] = await t.db.select().from(refunds).where(eq(refunds.uuid, result.refund.uuid));
    const chargeEvents = async () =>
      (await t.db.select().from(paymentEvents).where(eq(paymentEvents.type, "charge.refunded"))).filter(
        (e) => e.transactionId === row?.transactionId,
      ).length;
    await expect.poll(chargeEvents).toBe(2);

    const more = await refund(orderUuid, { whole: true, reason: "requested_by_customer" });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      code: "studio_refund_not_refundable",
      error: "This order is refunded already",
    });
  });

  it("passes Stripe's refusal on as a readable message and records nothing", async () => {
    const { parent, orderUuid, pictures } = await stripeOrder();
    standIn.refuseNextRefund({
      status: 400,
      type: "invalid_request_error",
      code: "charge_disputed",
      message: "Charge ch_1 has been charged back; cannot issue a refund.",
    });
    const res = await refund(orderUuid, { whole: true, reason: "requested_by_customer" });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: "Stripe did not make the refund: Charge ch_1 has been charged back; cannot issue a refund.",
      code: "studio_refund_stripe_failed",
      fields: [{ field: "stripe", message: "Charge ch_1 has been charged back; cannot issue a refund." }],
    });
    const order = (await view(orderUuid)).json() as StudioRefundOrder;
    expect(order).toMatchObject({ status: "paid", refunded: 0, refunds: [] });
    expect(order.lines.every((l) => !l.pending)).toBe(true);
    expect(await bought(parent, pictures[0] ?? "")).toBe(true);
  });

  it("marks a refund failed when Stripe's refund.updated says so, once", async () => {
    const { orderUuid } = await stripeOrder();
    const res = await refund(orderUuid, { whole: true, reason: "duplicate" });
    const result = res.json() as StudioRefundResult;
    const [row] = await t.db.select().from(refunds).where(eq(refunds.uuid, result.refund.uuid));
    await standIn.failRefund(row?.providerRef ?? "");
    const after = (await view(orderUuid)).json() as StudioRefundOrder;
    expect(after.refunds.map((r) => r.status)).toEqual(["failed"]);
    expect(after.lines.map((l) => l.refunded)).toEqual([0, 0]);
    const replay = await refundEventFromStripe(t.db, {
      id: "evt_failed_again",
      type: "refund.updated",
      refund: { id: row?.providerRef ?? "", status: "failed" },
      paymentIntent: null,
    });
    expect(replay).toBe("applied");
    expect(
      await refundEventFromStripe(t.db, {
        id: "evt_failed_again",
        type: "refund.updated",
        refund: { id: row?.providerRef ?? "", status: "failed" },
        paymentIntent: null,
      }),
    ).toBe("replayed");
  });

  it("refuses an order paid another way, with what to do instead", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "card");
    expect((await payWithCard(t.app, parent.cookie, transactionUuid)).statusCode).toBe(200);
    expect(((await view(orderUuid)).json() as StudioRefundOrder).block).toBe("not_card");
    const res = await refund(orderUuid, { whole: true, reason: "requested_by_customer" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "studio_refund_not_card" });
    expect((res.json() as { error: string }).error).toMatch(/not paid by card through Stripe/);
  });

  it("answers 400 with a message, 401 signed out, 403 to staff and 404 for an unknown order", async () => {
    const { orderUuid } = await stripeOrder();
    const none = await refund(orderUuid, { whole: false, reason: "duplicate", lineUuids: [] });
    expect(none.statusCode).toBe(400);
    expect((none.json() as { error: string }).error).toMatch(/Choose at least one line/);
    const stranger = await refund(orderUuid, {
      whole: false,
      reason: "duplicate",
      lineUuids: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json()).toMatchObject({ error: "A line chosen is not one of this order's" });

    expect((await t.app.inject({ method: "GET", url: url(orderUuid) })).statusCode).toBe(401);
    const staff = await createStaff(t, { role: "staff" });
    const staffCookie = await studioCookie(t, staff.id);
    expect((await view(orderUuid, staffCookie)).statusCode).toBe(403);
    expect((await refund(orderUuid, { whole: true, reason: "duplicate" }, staffCookie)).statusCode).toBe(403);
    const unknown = await view("00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "studio_order_not_found" });
  });
});
