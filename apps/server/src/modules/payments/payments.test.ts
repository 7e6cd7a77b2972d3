import type { Cart } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import type { PaymentResult, TransactionResponse } from "@shop/contracts/payments";
import type { PictureSet } from "@shop/contracts/picture-sets";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, transactions } from "../../db/schema/index.ts";
import { MemoryTransport, OutboxMailer } from "../../platform/mail.ts";
import { createParent, createShop, type FactoryApp } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import {
  deliveryOf,
  getCart,
  openTransaction,
  paymentOptionsOf,
  payWithCard,
  pictureSet,
  putFileInCart,
  startCheckout,
} from "../checkout/purchase-test-support.ts";
import type { StripeSession } from "./stripe.ts";
import { appWithStripe, fakeStripe } from "./stripe-test-support.ts";
import { cardTexts } from "./test-card.ts";

const transactionUrl = (uuid: string, action = "") =>
  `/api/webshop/transactions/${uuid}${action ? `/${action}` : ""}`;

/** A new parent of the shop's job with the first picture of their set in the cart (put there through `app`). */
async function parentWithFile(t: FactoryApp, shop: { jobId: number }, app = t.app) {
  const parent = await createParent(t, shop);
  const [picture] = parent.set.pictures;
  if (!picture) throw new Error("the parent's set has no pictures");
  await putFileInCart(app, parent.cookie, picture);
  return {
    cookie: parent.cookie,
    email: parent.user.email,
    subjectName: parent.set.subject.name,
    pictureUuid: picture.uuid,
  };
}

async function boughtFlag(
  app: FastifyInstance,
  parent: { cookie: string; subjectName: string; pictureUuid: string },
): Promise<boolean | undefined> {
  const set: PictureSet = await pictureSet(app, parent.cookie, parent.subjectName);
  return set.pictures.find((p) => p.uuid === parent.pictureUuid)?.bought;
}

describe("payments with the built-in providers", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
  });
  afterAll(() => t.close());

  const post = (cookie: string | undefined, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });
  const mailsTo = async (email: string) => (await t.mails()).filter((m) => m.to === email);

  describe("GET /api/webshop/transactions/{uuid}", () => {
    it("shows the amount, the order reference and the provider of the user's transaction", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "card");
      const res = await t.app.inject({ url: transactionUrl(transactionUuid), headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect((res.json() as TransactionResponse).transaction).toEqual({
        uuid: transactionUuid,
        status: "pending",
        amount: shop.digital.IP.file.price,
        currency: "NOK",
        provider: "card",
        paymentTitle: shop.payment.card.title,
        orderUuid,
        orderReference: orderUuid.slice(0, 8),
        mobilePhone: null,
        lastError: null,
        lastErrorCode: null,
        lastErrorParams: null,
        stopReason: null,
      });
    });

    it("answers 404 for another user's transaction, 400 for a malformed id, 401 signed out", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid } = await openTransaction(t.app, cookie, "card");
      const other = await parentWithFile(t, shop);
      const foreign = await t.app.inject({
        url: transactionUrl(transactionUuid),
        headers: { cookie: other.cookie },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: "Transaction not found" });
      expect((await t.app.inject({ url: transactionUrl("nope"), headers: { cookie } })).statusCode).toBe(400);
      expect((await t.app.inject({ url: transactionUrl(transactionUuid) })).statusCode).toBe(401);
    });
  });

  describe("POST …/card", () => {
    it("a declined card leaves the cart as it was and can be retried with a good one, which pays once", async () => {
      const parent = await parentWithFile(t, shop);
      const { cookie, email } = parent;
      const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "card");
      const declined = await payWithCard(t.app, cookie, transactionUuid, "4000 0000 0000 0002");
      expect(declined.statusCode).toBe(200);
      expect(declined.json()).toEqual({
        status: "declined",
        orderUuid,
        error: "Your card was declined.",
        code: "card_declined",
        params: null,
        stopReason: null,
        redirectUrl: null,
      });
      const shown = (
        await t.app.inject({ url: transactionUrl(transactionUuid), headers: { cookie } })
      ).json();
      expect(shown.transaction).toMatchObject({ status: "declined", lastError: "Your card was declined." });
      expect((await getCart(t.app, cookie)).itemCount).toBe(1);
      expect(await boughtFlag(t.app, parent)).toBe(false);

      const paid = await payWithCard(t.app, cookie, transactionUuid);
      expect(paid.json()).toEqual({
        status: "paid",
        orderUuid,
        error: null,
        code: null,
        params: null,
        stopReason: null,
        redirectUrl: null,
      });
      expect((await getCart(t.app, cookie)).itemCount).toBe(0);
      expect(await boughtFlag(t.app, parent)).toBe(true);
      const order = (
        await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie } })
      ).json().order as Order;
      expect(order).toMatchObject({ status: "paid", payment: { paid: true, isInvoice: false } });
      expect(order.confirmTime).not.toBeNull();

      const again = await payWithCard(t.app, cookie, transactionUuid);
      expect(again.json()).toMatchObject({ status: "paid" });
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.subject).toBe(`Order confirmation #${orderUuid.slice(0, 8)} – ${shop.name}`);
    });

    it("declines any other valid number with a message naming the test cards", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid } = await openTransaction(t.app, cookie, "card");
      const res = await payWithCard(t.app, cookie, transactionUuid, "5555 5555 5555 4444");
      expect(res.json()).toMatchObject({ status: "declined", error: cardTexts.testCardsOnly });
    });

    it("answers 400 for a number that fails the Luhn check or an expired card", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid } = await openTransaction(t.app, cookie, "card");
      const luhn = await payWithCard(t.app, cookie, transactionUuid, "4242 4242 4242 4241");
      expect(luhn.statusCode).toBe(400);
      expect(luhn.json()).toMatchObject({ error: "Your card number is not valid." });
      const expired = await post(cookie, transactionUrl(transactionUuid, "card"), {
        cardNumber: "4242424242424242",
        expiry: "01/20",
        cvc: "123",
        name: "Kari",
      });
      expect(expired.json()).toMatchObject({ error: "Your card has expired." });
      const malformed = await post(cookie, transactionUrl(transactionUuid, "card"), { cardNumber: "4242" });
      expect(malformed.statusCode).toBe(400);
    });

    it("answers 409 on a transaction of another provider, 404 for another user's, 401 signed out", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid } = await openTransaction(t.app, cookie, "invoice", {
        paymentOptionData: { pid: "01019012480" },
      });
      const wrong = await payWithCard(t.app, cookie, transactionUuid);
      expect(wrong.statusCode).toBe(409);
      const other = await parentWithFile(t, shop);
      expect((await payWithCard(t.app, other.cookie, transactionUuid)).statusCode).toBe(404);
      const anonymous = await post(undefined, transactionUrl(transactionUuid, "card"), {
        cardNumber: "4242424242424242",
        expiry: "12/39",
        cvc: "123",
        name: "Kari",
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("POST …/mobile", () => {
    it("sends the request to the number from the payment step; a decline can be followed by an approval", async () => {
      const parent = await parentWithFile(t, shop);
      const { cookie } = parent;
      const { transactionUuid } = await openTransaction(t.app, cookie, "mobile", {
        paymentOptionData: { mobilePhone: "+47 912 34 567" },
      });
      const url = transactionUrl(transactionUuid, "mobile");
      const early = await post(cookie, url, { action: "approve" });
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ error: "Send the payment request to your phone first" });

      expect((await post(cookie, url, { action: "start" })).json()).toMatchObject({
        status: "pending",
        error: null,
      });
      const shown = (
        await t.app.inject({ url: transactionUrl(transactionUuid), headers: { cookie } })
      ).json();
      expect(shown.transaction.mobilePhone).toBe("+4791234567");
      expect((await post(cookie, url, { action: "decline" })).json()).toMatchObject({
        status: "declined",
        error: "The payment was declined in the app.",
        code: "mobile_declined",
      });
      expect((await getCart(t.app, cookie)).itemCount).toBe(1);
      expect((await post(cookie, url, { action: "approve" })).statusCode).toBe(409);
      expect((await post(cookie, url, { action: "start" })).json()).toMatchObject({
        status: "pending",
        error: null,
      });
      const waiting = (
        await t.app.inject({ url: transactionUrl(transactionUuid), headers: { cookie } })
      ).json();
      expect(waiting.transaction).toMatchObject({ status: "pending", lastError: null });
      expect((await post(cookie, url, { action: "approve" })).json()).toMatchObject({ status: "paid" });
      expect(await boughtFlag(t.app, parent)).toBe(true);
    });

    it("answers 400 for an unknown action, 404 for another user's, 401 signed out", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid } = await openTransaction(t.app, cookie, "mobile", {
        paymentOptionData: { mobilePhone: "91234567" },
      });
      const url = transactionUrl(transactionUuid, "mobile");
      expect((await post(cookie, url, { action: "pay" })).statusCode).toBe(400);
      const other = await parentWithFile(t, shop);
      expect((await post(other.cookie, url, { action: "start" })).statusCode).toBe(404);
      expect((await post(undefined, url, { action: "start" })).statusCode).toBe(401);
    });
  });

  describe("POST …/invoice", () => {
    it("confirms the order unpaid, its files waiting for the invoice, and the invoice note in the mail", async () => {
      const parent = await parentWithFile(t, shop);
      const { cookie, email } = parent;
      const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "invoice", {
        paymentOptionData: { pid: "01019012480" },
      });
      const res = await post(cookie, transactionUrl(transactionUuid, "invoice"));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: "invoiced",
        orderUuid,
        error: null,
        code: null,
        params: null,
        stopReason: null,
        redirectUrl: null,
      });
      const order = (
        await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie } })
      ).json().order as Order;
      expect(order).toMatchObject({
        status: "invoiced",
        payment: { isInvoice: true, paid: false, title: shop.payment.invoice.title },
      });
      expect(order.summary.totalPrice).toBe(shop.digital.IP.file.price + shop.payment.invoice.fee);
      // The files come when the invoice is paid (decision 0043; orders/invoice-downloads.test.ts).
      expect(order.downloads).toEqual({ files: [], sets: [] });
      expect(await boughtFlag(t.app, parent)).toBe(false);
      expect((await getCart(t.app, cookie)).itemCount).toBe(0);
      const [mail] = await mailsTo(email);
      expect(mail?.text).toContain("You pay this order by invoice.");
      expect(mail?.html).toContain("You pay this order by invoice.");
    });

    it("answers 404 for another user's transaction and 401 signed out", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid } = await openTransaction(t.app, cookie, "invoice", {
        paymentOptionData: { pid: "01019012480" },
      });
      const other = await parentWithFile(t, shop);
      expect((await post(other.cookie, transactionUrl(transactionUuid, "invoice"))).statusCode).toBe(404);
      expect((await post(undefined, transactionUrl(transactionUuid, "invoice"))).statusCode).toBe(401);
      expect((await post(cookie, transactionUrl("nope", "invoice"))).statusCode).toBe(400);
    });
  });

  describe("POST …/cancel", () => {
    it("abandons the payment: the order is cancelled and the cart stays", async () => {
      const { cookie, email } = await parentWithFile(t, shop);
      const before = await getCart(t.app, cookie);
      const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "card");
      const res = await post(cookie, transactionUrl(transactionUuid, "cancel"));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: "cancelled", orderUuid });
      const order = (
        await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie } })
      ).json().order as Order;
      expect(order.status).toBe("cancelled");
      expect((await getCart(t.app, cookie)).orderLines.map((l) => l.uuid)).toEqual(
        before.orderLines.map((l) => l.uuid),
      );
      expect((await payWithCard(t.app, cookie, transactionUuid)).statusCode).toBe(409);
      expect(await mailsTo(email)).toHaveLength(0);

      // The same cart and choices may start afresh.
      const again = await openTransaction(t.app, cookie, "card");
      expect(again.transactionUuid).not.toBe(transactionUuid);
      expect((await payWithCard(t.app, cookie, again.transactionUuid)).json()).toMatchObject({
        status: "paid",
      });
    });

    it("answers 409 for a paid transaction, 404 for another user's, 401 signed out", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const { transactionUuid } = await openTransaction(t.app, cookie, "card");
      const other = await parentWithFile(t, shop);
      expect((await post(other.cookie, transactionUrl(transactionUuid, "cancel"))).statusCode).toBe(404);
      expect((await post(undefined, transactionUrl(transactionUuid, "cancel"))).statusCode).toBe(401);
      await payWithCard(t.app, cookie, transactionUuid);
      const paid = await post(cookie, transactionUrl(transactionUuid, "cancel"));
      expect(paid.statusCode).toBe(409);
      expect(paid.json()).toMatchObject({ error: "This payment is already completed" });
    });
  });

  describe("Stripe without configuration", () => {
    it("is neither offered nor started, and its webhook does not exist", async () => {
      const { cookie } = await parentWithFile(t, shop);
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const options = await paymentOptionsOf(t.app, cookie, checkout.checkoutUuid, digital.uuid);
      expect(options.some((o) => o.provider === "stripe")).toBe(false);
      const { transactionUuid } = await openTransaction(t.app, cookie, "card");
      expect((await post(cookie, transactionUrl(transactionUuid, "stripe"))).statusCode).toBe(409);
      const webhook = await t.app.inject({
        method: "POST",
        url: "/api/webshop/payments/stripe/webhook",
        payload: "{}",
        headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=x" },
      });
      expect(webhook.statusCode).toBe(404);
    });
  });
});

describe("card payment rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { cardPaymentPerTransaction: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it("answers 429 after too many card attempts on one transaction", async () => {
    const { cookie } = await parentWithFile(t, await createShop(t));
    const { transactionUuid } = await openTransaction(t.app, cookie, "card");
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await payWithCard(t.app, cookie, transactionUuid, "4000 0000 0000 0002")).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

const webhookSecret = "whsec_test_0123456789abcdef";

describe("payments with Stripe", () => {
  let base: TestApp;
  let shop: PurchaseShop;
  let app: FastifyInstance;
  let stripe: ReturnType<typeof fakeStripe>;
  const transport = new MemoryTransport();
  let mailer: OutboxMailer;

  beforeAll(async () => {
    base = await createTestApp({
      env: { STRIPE_SECRET_KEY: "sk_test_not_a_real_key", STRIPE_WEBHOOK_SECRET: webhookSecret },
    });
    shop = await createPurchaseShop(base);
    stripe = fakeStripe();
    mailer = new OutboxMailer(base.db, transport);
    app = await appWithStripe(base, stripe, mailer);
  });
  afterAll(async () => {
    await app.close();
    await base.close();
  });

  const post = (cookie: string | undefined, url: string) =>
    app.inject({ method: "POST", url, headers: cookie ? { cookie } : {} });
  const mailsTo = async (email: string) => {
    await mailer.flush();
    return transport.sent.filter((m) => m.to === email);
  };

  let eventCount = 0;
  function webhook(
    session: StripeSession,
    options: { eventId?: string; secret?: string; type?: string } = {},
  ) {
    eventCount += 1;
    const payload = JSON.stringify({
      id: options.eventId ?? `evt_test_${eventCount}`,
      object: "event",
      type: options.type ?? "checkout.session.completed",
      created: Math.floor(Date.now() / 1000),
      data: { object: { object: "checkout.session", ...session } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
    });
    return app.inject({
      method: "POST",
      url: "/api/webshop/payments/stripe/webhook",
      payload,
      headers: { "content-type": "application/json", "stripe-signature": signature },
    });
  }

  async function stripeTransaction() {
    const parent = await parentWithFile(base, shop, app);
    const opened = await openTransaction(app, parent.cookie, "stripe");
    return { ...parent, ...opened };
  }

  it("offers Stripe once it is configured", async () => {
    const { cookie } = await parentWithFile(base, shop, app);
    const checkout = await startCheckout(app, cookie);
    const digital = deliveryOf(checkout, "digital-delivery");
    const options = await paymentOptionsOf(app, cookie, checkout.checkoutUuid, digital.uuid);
    expect(options.map((o) => o.provider)).toEqual(["card", "mobile", "invoice", "stripe"]);
  });

  it("starts a Checkout Session for the amount with the way back to the payment page, once per click burst", async () => {
    const { cookie, transactionUuid, orderUuid } = await stripeTransaction();
    const before = stripe.created.length;
    const res = await post(cookie, transactionUrl(transactionUuid, "stripe"));
    expect(res.statusCode).toBe(200);
    const result = res.json() as PaymentResult;
    expect(result).toMatchObject({ status: "pending", orderUuid, error: null });
    expect(result.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const { params, idempotencyKey } = stripe.created[before] ?? {};
    expect(params).toMatchObject({
      mode: "payment",
      client_reference_id: transactionUuid,
      line_items: [{ quantity: 1, price_data: { currency: "nok", unit_amount: shop.digital.IP.file.price } }],
    });
    expect(params?.success_url).toBe(
      `http://localhost:3000/m/shopping-cart/checkout/payment/${transactionUuid}?stripe=return&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(params?.cancel_url).toBe(
      `http://localhost:3000/m/shopping-cart/checkout/payment/${transactionUuid}?stripe=cancel`,
    );
    expect(idempotencyKey).toBe(`checkout-session:${transactionUuid}:first`);
    const again = (await post(cookie, transactionUrl(transactionUuid, "stripe"))).json() as PaymentResult;
    expect(again.redirectUrl).toBe(result.redirectUrl);
    expect(stripe.created.length).toBe(before + 1);
  });

  it("the signed webhook pays the order once; a replay and the later return change nothing", async () => {
    const parent = await stripeTransaction();
    const { cookie, email, transactionUuid } = parent;
    const started = (await post(cookie, transactionUrl(transactionUuid, "stripe"))).json() as PaymentResult;
    const sessionId = started.redirectUrl?.split("/").pop() ?? "";
    const paidSession = stripe.complete(sessionId);

    const first = await webhook(paidSession, { eventId: `evt_replay_${transactionUuid}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    expect(await boughtFlag(app, parent)).toBe(true);

    const replay = await webhook(paidSession, { eventId: `evt_replay_${transactionUuid}` });
    expect(replay.statusCode).toBe(200);
    const returned = await post(cookie, transactionUrl(transactionUuid, "stripe/return"));
    expect(returned.json()).toMatchObject({ status: "paid" });

    const [row] = await base.db
      .select({ id: transactions.id, status: transactions.status })
      .from(transactions)
      .where(eq(transactions.uuid, transactionUuid));
    expect(row?.status).toBe("paid");
    const events = await base.db
      .select({ eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(eq(paymentEvents.transactionId, row?.id ?? 0));
    expect(events).toEqual([{ eventId: `evt_replay_${transactionUuid}` }]);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it("the return check pays when the browser is back before the webhook, which then changes nothing", async () => {
    const { cookie, email, transactionUuid } = await stripeTransaction();
    const started = (await post(cookie, transactionUrl(transactionUuid, "stripe"))).json() as PaymentResult;
    const sessionId = started.redirectUrl?.split("/").pop() ?? "";
    const unpaid = await post(cookie, transactionUrl(transactionUuid, "stripe/return"));
    expect(unpaid.json()).toMatchObject({ status: "pending" });
    const paidSession = stripe.complete(sessionId);
    const [returned, hooked] = await Promise.all([
      post(cookie, transactionUrl(transactionUuid, "stripe/return")),
      webhook(paidSession),
    ]);
    expect(returned.json()).toMatchObject({ status: "paid" });
    expect(hooked.statusCode).toBe(200);
    expect(await mailsTo(email)).toHaveLength(1);
    expect((await getCart(app, cookie)).itemCount).toBe(0);
  });

  it("refuses a webhook with a wrong signature and changes nothing", async () => {
    const { cookie, transactionUuid } = await stripeTransaction();
    const started = (await post(cookie, transactionUrl(transactionUuid, "stripe"))).json() as PaymentResult;
    const paidSession = stripe.complete(started.redirectUrl?.split("/").pop() ?? "");
    const forged = await webhook(paidSession, { secret: "whsec_somebody_else" });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ error: "Invalid signature" });
    const unsigned = await app.inject({
      method: "POST",
      url: "/api/webshop/payments/stripe/webhook",
      payload: JSON.stringify({ id: "evt_x" }),
      headers: { "content-type": "application/json" },
    });
    expect(unsigned.statusCode).toBe(400);
    const shown = (await app.inject({ url: transactionUrl(transactionUuid), headers: { cookie } })).json();
    expect(shown.transaction.status).toBe("pending");
  });

  it("ignores a completed session whose amount differs from the transaction", async () => {
    const { cookie, transactionUuid } = await stripeTransaction();
    const started = (await post(cookie, transactionUrl(transactionUuid, "stripe"))).json() as PaymentResult;
    const paidSession = stripe.complete(started.redirectUrl?.split("/").pop() ?? "");
    const res = await webhook({ ...paidSession, amount_total: 100 });
    expect(res.statusCode).toBe(200);
    const shown = (await app.inject({ url: transactionUrl(transactionUuid), headers: { cookie } })).json();
    expect(shown.transaction.status).toBe("pending");
  });

  it("expires the Stripe page when the customer abandons the payment", async () => {
    const { cookie, transactionUuid } = await stripeTransaction();
    const started = (await post(cookie, transactionUrl(transactionUuid, "stripe"))).json() as PaymentResult;
    const sessionId = started.redirectUrl?.split("/").pop() ?? "";
    const res = await post(cookie, transactionUrl(transactionUuid, "cancel"));
    expect(res.json()).toMatchObject({ status: "cancelled" });
    expect(stripe.expired).toContain(sessionId);
    expect((await getCart(app, cookie)).itemCount).toBe(1);
  });

  it("answers 404 for another user's transaction and 401 signed out", async () => {
    const { transactionUuid } = await stripeTransaction();
    const other = await parentWithFile(base, shop, app);
    expect((await post(other.cookie, transactionUrl(transactionUuid, "stripe"))).statusCode).toBe(404);
    expect((await post(other.cookie, transactionUrl(transactionUuid, "stripe/return"))).statusCode).toBe(404);
    expect((await post(undefined, transactionUrl(transactionUuid, "stripe"))).statusCode).toBe(401);
  });

  it("the cart a declined or abandoned payment leaves is the cart the next checkout shows", async () => {
    const { cookie } = await parentWithFile(base, shop, app);
    const before: Cart = await getCart(app, cookie);
    const { transactionUuid } = await openTransaction(app, cookie, "card");
    await payWithCard(app, cookie, transactionUuid, "4000 0000 0000 0002");
    await post(cookie, transactionUrl(transactionUuid, "cancel"));
    expect((await startCheckout(app, cookie)).cart.orderLines.map((l) => l.uuid)).toEqual(
      before.orderLines.map((l) => l.uuid),
    );
  });
});
