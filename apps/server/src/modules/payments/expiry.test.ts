import type { Order } from "@shop/contracts/orders";
import type { PaymentResult, TransactionResponse } from "@shop/contracts/payments";
import { voucherReasonTexts } from "@shop/domain/voucher";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentIncidents, transactions, vouchers } from "../../db/schema/index.ts";
import { createParent, createShop, createVoucher, type Parent, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  addFiles,
  chooseVoucher,
  getCart,
  openTransaction,
  payWithCard,
} from "../checkout/purchase-test-support.ts";
import { expireOpenPayments } from "./expiry.ts";
import { listIncidents, resolveIncident } from "./incidents.ts";
import type { PaymentDeps } from "./service.ts";
import {
  appWithStripe,
  type FakeStripe,
  fakeStripe,
  stripeWebhookRequest,
  testStripeEnv,
} from "./stripe-test-support.ts";

const minute = 60_000;

describe("open payments expire", () => {
  let base: TestApp;
  let app: FastifyInstance;
  let shop: TestShop;
  let stripe: FakeStripe;
  let deps: PaymentDeps;
  let events = 0;
  beforeAll(async () => {
    base = await createTestApp({ env: testStripeEnv });
    shop = await createShop(base);
    stripe = fakeStripe();
    app = await appWithStripe(base, stripe);
    deps = {
      db: base.db,
      config: base.config,
      mailer: base.mailer,
      portalId: app.portalId,
      stripe: stripe.client,
    };
  });
  afterAll(async () => {
    await app.close();
    await base.close();
  });

  const url = (uuid: string, action = "") => `/api/webshop/transactions/${uuid}${action ? `/${action}` : ""}`;
  const post = (parent: Parent, path: string) =>
    app.inject({ method: "POST", url: path, headers: { cookie: parent.cookie } });
  const read = async (parent: Parent, uuid: string) =>
    ((await app.inject({ url: url(uuid), headers: { cookie: parent.cookie } })).json() as TransactionResponse)
      .transaction;
  const orderOf = async (parent: Parent, uuid: string) =>
    (await app.inject({ url: `/api/webshop/user/orders/${uuid}`, headers: { cookie: parent.cookie } })).json()
      .order as Order;
  /** Makes the transaction as old as if it had been opened `minutes` ago. */
  const age = (uuid: string, minutes: number) =>
    base.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - minutes * minute) })
      .where(eq(transactions.uuid, uuid));
  const incidentOf = async (sessionId: string) =>
    (await base.db.select().from(paymentIncidents).where(eq(paymentIncidents.providerRef, sessionId)))[0];
  const webhook = (session: ReturnType<FakeStripe["complete"]>, eventId?: string) => {
    events += 1;
    return app.inject(
      stripeWebhookRequest(session, {
        eventId: eventId ?? `evt_expiry_${events}`,
        secret: testStripeEnv.STRIPE_WEBHOOK_SECRET,
      }),
    );
  };

  async function parentWithOpenPayment(provider: "card" | "stripe" = "card") {
    const parent = await createParent(t(), shop);
    await addFiles(app, parent, 1);
    const opened = await openTransaction(app, parent.cookie, provider);
    return { parent, ...opened };
  }
  const t = () => ({ db: base.db, app, config: base.config });

  async function stripeSession(parent: Parent, transactionUuid: string): Promise<string> {
    const started = (await post(parent, url(transactionUuid, "stripe"))).json() as PaymentResult;
    const id = started.redirectUrl?.split("/").pop();
    if (!id) throw new Error(`no Stripe page: ${JSON.stringify(started)}`);
    return id;
  }

  it("the round expires a payment past its time: the order is cancelled, the cart stays, a fresh one waits", async () => {
    const old = await parentWithOpenPayment();
    const fresh = await parentWithOpenPayment();
    await age(old.transactionUuid, 31);
    await age(fresh.transactionUuid, 5);
    const cartBefore = await getCart(app, old.parent.cookie);

    expect(await expireOpenPayments(deps, new Date())).toBe(1);
    expect(await read(old.parent, old.transactionUuid)).toMatchObject({
      status: "expired",
      stopReason: null,
    });
    expect((await orderOf(old.parent, old.orderUuid)).status).toBe("cancelled");
    expect((await getCart(app, old.parent.cookie)).orderLines).toEqual(cartBefore.orderLines);
    const late = await payWithCard(app, old.parent.cookie, old.transactionUuid);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: "This payment has expired", code: "payment_expired" });
    expect((await read(fresh.parent, fresh.transactionUuid)).status).toBe("pending");

    // The same cart and choices may start afresh.
    const again = await openTransaction(app, old.parent.cookie, "card");
    expect((await payWithCard(app, old.parent.cookie, again.transactionUuid)).json()).toMatchObject({
      status: "paid",
    });
  });

  it("a payment read or paid after its time is expired on the spot, before any round", async () => {
    const read1 = await parentWithOpenPayment();
    const paid1 = await parentWithOpenPayment();
    await age(read1.transactionUuid, 31);
    await age(paid1.transactionUuid, 31);
    expect((await read(read1.parent, read1.transactionUuid)).status).toBe("expired");
    expect((await orderOf(read1.parent, read1.orderUuid)).status).toBe("cancelled");
    const res = await payWithCard(app, paid1.parent.cookie, paid1.transactionUuid);
    expect(res.json()).toMatchObject({ code: "payment_expired" });
    expect((await read(paid1.parent, paid1.transactionUuid)).status).toBe("expired");
    expect((await orderOf(paid1.parent, paid1.orderUuid)).status).toBe("cancelled");
  });

  it("two rounds at once expire each payment once", async () => {
    const due = await Promise.all([
      parentWithOpenPayment(),
      parentWithOpenPayment(),
      parentWithOpenPayment(),
    ]);
    for (const d of due) await age(d.transactionUuid, 45);
    const counts = await Promise.all([
      expireOpenPayments(deps, new Date()),
      expireOpenPayments(deps, new Date()),
    ]);
    expect(counts[0] + counts[1]).toBe(3);
    for (const d of due) expect((await read(d.parent, d.transactionUuid)).status).toBe("expired");
  });

  it("expiring a Stripe payment closes its Checkout Session first", async () => {
    const { parent, transactionUuid } = await parentWithOpenPayment("stripe");
    const session = await stripeSession(parent, transactionUuid);
    await age(transactionUuid, 31);
    expect(await expireOpenPayments(deps, new Date())).toBe(1);
    expect(stripe.expired).toContain(session);
    expect((await read(parent, transactionUuid)).status).toBe("expired");
  });

  it("a Stripe payment completed in time but not yet reported is honoured by the round, not expired", async () => {
    const { parent, transactionUuid, orderUuid } = await parentWithOpenPayment("stripe");
    const session = await stripeSession(parent, transactionUuid);
    stripe.complete(session);
    await age(transactionUuid, 31);
    expect(await expireOpenPayments(deps, new Date())).toBe(0);
    expect((await read(parent, transactionUuid)).status).toBe("paid");
    expect((await orderOf(parent, orderUuid)).status).toBe("paid");
    expect(await incidentOf(session)).toBeUndefined();
  });

  it("a Stripe payment reported after its transaction expired is refunded once and never becomes an order", async () => {
    const { parent, transactionUuid, orderUuid } = await parentWithOpenPayment("stripe");
    const session = await stripeSession(parent, transactionUuid);
    await age(transactionUuid, 31);
    await expireOpenPayments(deps, new Date());
    // Stripe took the money anyway (the customer was already paying when the page closed).
    const paid = stripe.complete(session);
    const refundsBefore = stripe.refunds.length;

    const res = await webhook(paid, `evt_late_${session}`);
    expect(res.statusCode).toBe(200);
    expect((await read(parent, transactionUuid)).status).toBe("expired");
    expect((await orderOf(parent, orderUuid)).status).toBe("cancelled");
    expect(await incidentOf(session)).toMatchObject({
      kind: "late_payment",
      status: "refunded",
      paymentRef: `pi_test_${session}`,
      amount: shop.filePrice,
      refundRef: expect.stringMatching(/^re_test_/),
    });
    expect(stripe.refunds.slice(refundsBefore)).toEqual([
      expect.objectContaining({ paymentIntent: `pi_test_${session}`, idempotencyKey: `refund:${session}` }),
    ]);

    await webhook(paid, `evt_late_${session}`);
    await webhook(paid);
    const returned = await post(parent, url(transactionUuid, "stripe/return"));
    expect(returned.json()).toMatchObject({ status: "expired" });
    expect(stripe.refunds.length).toBe(refundsBefore + 1);
    expect(
      (await listIncidents(base.db, { all: true })).filter((i) => i.providerRef === session),
    ).toHaveLength(1);
  });

  it("a late payment whose refund fails waits for the operator, who sees it in the incidents", async () => {
    const { parent, transactionUuid, orderUuid } = await parentWithOpenPayment("stripe");
    const session = await stripeSession(parent, transactionUuid);
    expect((await post(parent, url(transactionUuid, "cancel"))).json()).toMatchObject({
      status: "cancelled",
    });
    stripe.complete(session);
    stripe.failRefunds(true);
    try {
      const returned = await post(parent, url(transactionUuid, "stripe/return"));
      expect(returned.json()).toMatchObject({ status: "cancelled" });
    } finally {
      stripe.failRefunds(false);
    }
    const open = await listIncidents(base.db, { all: false });
    const mine = open.find((i) => i.providerRef === session);
    expect(mine).toMatchObject({
      kind: "late_payment",
      status: "needs_operator",
      transactionUuid,
      orderReference: orderUuid.slice(0, 8),
    });

    const resolved = await resolveIncident(base.db, mine?.id ?? 0, new Date());
    expect(resolved?.status).toBe("resolved");
    expect((await listIncidents(base.db, { all: false })).some((i) => i.providerRef === session)).toBe(false);
    expect(await resolveIncident(base.db, mine?.id ?? 0, new Date())).toBeNull();
  });

  it("a Stripe payment whose voucher expired meanwhile is refused when reported, and refunded", async () => {
    const voucher = await createVoucher(t(), { code: "STRIPEKODE" });
    const parent = await createParent(t(), shop);
    await addFiles(app, parent, 1);
    await chooseVoucher(app, parent.cookie, voucher.code);
    const { transactionUuid, orderUuid } = await openTransaction(app, parent.cookie, "stripe");
    const session = await stripeSession(parent, transactionUuid);
    await base.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, voucher.id));
    const res = await webhook(stripe.complete(session));
    expect(res.statusCode).toBe(200);
    expect(await read(parent, transactionUuid)).toMatchObject({
      status: "cancelled",
      stopReason: "voucher_invalid",
      lastError: voucherReasonTexts.expired,
    });
    expect((await orderOf(parent, orderUuid)).status).toBe("cancelled");
    expect(await incidentOf(session)).toMatchObject({ kind: "voucher_invalid", status: "refunded" });
  });

  it("a Stripe page is not opened when the order's voucher no longer holds", async () => {
    const voucher = await createVoucher(t(), { code: "FORSENT" });
    const parent = await createParent(t(), shop);
    await addFiles(app, parent, 1);
    await chooseVoucher(app, parent.cookie, voucher.code);
    const { transactionUuid } = await openTransaction(app, parent.cookie, "stripe");
    await base.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, voucher.id));
    const createdBefore = stripe.created.length;
    const res = await post(parent, url(transactionUuid, "stripe"));
    expect(res.json()).toMatchObject({
      status: "cancelled",
      stopReason: "voucher_invalid",
      error: voucherReasonTexts.expired,
      redirectUrl: null,
    });
    expect(stripe.created.length).toBe(createdBefore);
  });
});
