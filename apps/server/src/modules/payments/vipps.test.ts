import type { AddressInfo } from "node:net";
import type { PaymentResult } from "@shop/contracts/payments";
import type { StudioRefundResult } from "@shop/contracts/studio-refunds";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatFailedCaptures } from "../../cli/commands/payments.ts";
import { orders, paymentEvents, paymentOptions, transactions, vippsWebhooks } from "../../db/schema/index.ts";
import { encryptText } from "../../platform/crypto.ts";
import { createParent, type Parent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import { createStaff, studioCookie } from "../../test/staff-factories.ts";
import { startVippsStandIn, type VippsStandIn, vippsStandInEnv } from "../../test/vipps-stand-in.ts";
import { addFiles, openTransaction } from "../checkout/purchase-test-support.ts";
import { pollVippsTransaction } from "./providers/vipps.ts";
import { failedCaptures, vippsRound } from "./providers/vipps-capture.ts";
import { ensureVippsWebhook, vippsSignatureHeaders, vippsWebhookPath } from "./providers/vipps-webhooks.ts";
import { paymentDepsOf } from "./service.ts";

/**
 * Vipps MobilePay against the local stand-in (VIPPS_API_URL): the shop's own client over HTTP, the stand-in's landing
 * page approving, its signed webhooks sent to the listening app once, twice, out of order or not at all.
 */
describe("Vipps MobilePay", () => {
  let standIn: VippsStandIn;
  let t: TestApp;
  let shop: PurchaseShop;
  let ownerCookie: string;
  let webhookUrl: string;

  beforeAll(async () => {
    standIn = await startVippsStandIn();
    t = await createTestApp({ env: vippsStandInEnv(standIn) });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    webhookUrl = `http://127.0.0.1:${port}${vippsWebhookPath}`;
    // The test app's PUBLIC_URL is not where it listens: the registration names the listening address.
    const made = await paymentDepsOf(t.app).vipps?.registerWebhook(webhookUrl, [
      "epayments.payment.authorized.v1",
      "epayments.payment.aborted.v1",
    ]);
    if (!made) throw new Error("Vipps is not configured in the test app");
    await t.db.insert(vippsWebhooks).values({
      url: webhookUrl,
      webhookId: made.id,
      secretEncrypted: encryptText(t.config.dataEncryptionKey, made.secret),
    });
    shop = await createPurchaseShop(t);
    await t.db.insert(paymentOptions).values({
      portalId: t.app.portalId,
      provider: "vipps",
      title: "Vipps MobilePay",
      mobileTitle: "Vipps",
      position: 9,
    });
    const owner = await createStaff(t, { role: "owner" });
    ownerCookie = await studioCookie(t, owner.id);
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const deps = () => paymentDepsOf(t.app);
  const start = (transactionUuid: string, cookie: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transactionUuid}/vipps`,
      headers: { cookie },
    });
  const back = (transactionUuid: string, cookie: string) =>
    t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transactionUuid}/vipps/return`,
      headers: { cookie },
    });

  /** A parent with a digital order to pay, sent to the stand-in's landing page: its reference. */
  async function started(): Promise<{
    parent: Parent;
    transactionUuid: string;
    orderUuid: string;
    reference: string;
  }> {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "vipps");
    const res = await start(transactionUuid, parent.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const redirect = (res.json() as PaymentResult).redirectUrl ?? "";
    expect(redirect.startsWith(`${standIn.url}/landing/`)).toBe(true);
    return { parent, transactionUuid, orderUuid, reference: redirect.split("/").pop() ?? "" };
  }

  async function transactionOf(uuid: string) {
    const [row] = await t.db.select().from(transactions).where(eq(transactions.uuid, uuid));
    if (!row) throw new Error("no such transaction");
    return row;
  }

  const captures = (reference: string) =>
    standIn.calls.filter((c) => c.method === "POST" && c.path.endsWith(`/${reference}/capture`));

  it("creates a WEB_REDIRECT payment with an idempotency key and the payment page as its returnUrl", async () => {
    const { transactionUuid, reference, parent } = await started();
    const create = standIn.calls.find(
      (c) => c.path === "/epayment/v1/payments" && (c.body as { reference?: string }).reference === reference,
    );
    expect(create?.idempotencyKey).toBe(`create:${reference}`);
    expect(create?.body).toMatchObject({
      userFlow: "WEB_REDIRECT",
      paymentMethod: { type: "WALLET" },
      returnUrl: expect.stringContaining(`/m/shopping-cart/checkout/payment/${transactionUuid}?vipps=return`),
    });
    // Started again (the page opened twice): the same payment, no second one.
    const again = await start(transactionUuid, parent.cookie);
    expect((again.json() as PaymentResult).redirectUrl).toBe(`${standIn.url}/landing/${reference}`);
    expect((await transactionOf(transactionUuid)).providerRef).toBe(reference);
  });

  it("pays the order on the signed webhook and captures a digital order's money at once", async () => {
    const { transactionUuid, orderUuid, reference, parent } = await started();
    await standIn.approve(reference);
    const row = await transactionOf(transactionUuid);
    expect(row.status).toBe("paid");
    expect(row.capturedAt).not.toBeNull();
    expect(standIn.payments.get(reference)?.aggregate.capturedAmount.value).toBe(row.amount);
    const [order] = await t.db.select().from(orders).where(eq(orders.uuid, orderUuid));
    expect(order?.status).toBe("paid");
    const res = await back(transactionUuid, parent.cookie);
    expect((res.json() as PaymentResult).status).toBe("paid");
  });

  it("applies a webhook sent twice once", async () => {
    standIn.webhookMode = "twice";
    try {
      const { transactionUuid, reference } = await started();
      await standIn.approve(reference);
      const row = await transactionOf(transactionUuid);
      expect(row.status).toBe("paid");
      const events = await t.db
        .select()
        .from(paymentEvents)
        .where(and(eq(paymentEvents.provider, "vipps"), eq(paymentEvents.transactionId, row.id)));
      expect(events.map((e) => e.type)).toEqual(["AUTHORIZED"]);
      expect(captures(reference)).toHaveLength(1);
    } finally {
      standIn.webhookMode = "once";
    }
  });

  it("pays when no webhook comes: the round asks Vipps", async () => {
    standIn.webhookMode = "none";
    try {
      const { transactionUuid, reference } = await started();
      await standIn.approve(reference);
      expect((await transactionOf(transactionUuid)).status).toBe("pending");
      await pollVippsTransaction(deps(), (await transactionOf(transactionUuid)).id, null);
      expect((await transactionOf(transactionUuid)).status).toBe("paid");
    } finally {
      standIn.webhookMode = "once";
    }
  });

  it("ignores the order the events come in: the payment's state decides", async () => {
    standIn.webhookMode = "held";
    try {
      const { transactionUuid, reference } = await started();
      await standIn.reject(reference);
      await standIn.sendHeld();
      const row = await transactionOf(transactionUuid);
      expect(row.status).toBe("declined");
      expect(row.lastErrorCode).toBe("vipps_declined");
    } finally {
      standIn.webhookMode = "once";
    }
  });

  it("declines a payment rejected in the app, and a new attempt is a new payment", async () => {
    const { transactionUuid, reference, parent } = await started();
    await standIn.reject(reference);
    const res = await back(transactionUuid, parent.cookie);
    expect(res.json()).toMatchObject({ status: "declined", code: "vipps_declined" });
    const again = await start(transactionUuid, parent.cookie);
    const next = (again.json() as PaymentResult).redirectUrl?.split("/").pop();
    expect(next).not.toBe(reference);
    expect(standIn.payments.get(next ?? "")?.state).toBe("CREATED");
  });

  it("refuses a webhook whose signature does not match (400)", async () => {
    const body = JSON.stringify({ reference: "nothing-here", name: "AUTHORIZED" });
    const res = await t.app.inject({
      method: "POST",
      url: vippsWebhookPath,
      payload: body,
      headers: {
        "content-type": "application/json",
        ...vippsSignatureHeaders("not-the-secret", webhookUrl, body),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "invalid_signature" });
  });

  it("answers 401 without a session and 404 for another parent's transaction", async () => {
    const { transactionUuid } = await started();
    const other = await createParent(t, shop);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/webshop/transactions/${transactionUuid}/vipps` }))
        .statusCode,
    ).toBe(401);
    expect((await start(transactionUuid, other.cookie)).statusCode).toBe(404);
  });

  it("captures a printed order's money only once it is in production", async () => {
    const { transactionUuid, orderUuid, reference } = await started();
    const [order] = await t.db.select().from(orders).where(eq(orders.uuid, orderUuid));
    await t.db
      .update(orders)
      .set({ delivery: { ...(order?.delivery ?? {}), type: "postage" } })
      .where(eq(orders.uuid, orderUuid));
    await standIn.approve(reference);
    expect((await transactionOf(transactionUuid)).capturedAt).toBeNull();
    const round = () => vippsRound(deps(), { poll: async () => undefined }, null);
    await round();
    expect(captures(reference)).toHaveLength(0);
    await t.db.update(orders).set({ status: "in_production" }).where(eq(orders.uuid, orderUuid));
    standIn.refuseNext("capture", 500, "Internal Server Error");
    expect((await round()).failed).toBe(1);
    expect((await transactionOf(transactionUuid)).captureAttempts).toBe(1);
    expect(formatFailedCaptures(await failedCaptures(t.db))).toContain(
      `Transaction ${transactionUuid}  NOK 120: 1 failed attempt (Vipps: Internal Server Error)`,
    );
    await round();
    expect((await transactionOf(transactionUuid)).capturedAt).not.toBeNull();
    expect(standIn.payments.get(reference)?.aggregate.capturedAmount.value).toBeGreaterThan(0);
  });

  it("refunds a Vipps order in the studio through Vipps's refund, with an idempotency key", async () => {
    const { orderUuid, reference } = await started();
    await standIn.approve(reference);
    const res = await t.app.inject({
      method: "POST",
      url: `/api/studio/orders/${orderUuid}/refund`,
      payload: { whole: true, reason: "requested_by_customer" },
      headers: { cookie: ownerCookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as StudioRefundResult;
    expect(result.order.status).toBe("refunded");
    const refund = standIn.calls.find((c) => c.path.endsWith(`/${reference}/refund`));
    expect(refund?.idempotencyKey).toBe(`refund-${result.refund.uuid}`);
    expect(standIn.payments.get(reference)?.aggregate.refundedAmount.value).toBe(result.refund.amount);
  });

  it("registers its webhook once per address and keeps the secret", async () => {
    const first = await ensureVippsWebhook(deps());
    const second = await ensureVippsWebhook(deps());
    expect([first, second]).toEqual(["registered", "present"]);
    const rows = await t.db.select().from(vippsWebhooks);
    expect(rows).toHaveLength(2);
    expect([...standIn.webhooks.values()].filter((h) => h.url === rows[1]?.url)).toHaveLength(1);
  });
});
