import type { ErrorCode, ErrorParams } from "@shop/contracts/error-codes";
import type { Order } from "@shop/contracts/orders";
import type { PaymentResult, TransactionResponse } from "@shop/contracts/payments";
import { voucherReasonTexts } from "@shop/domain/voucher";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carts, transactions, voucherRedemptions, vouchers } from "../../db/schema/index.ts";
import { createParent, createShop, createVoucher, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  addFile,
  addFiles,
  chooseVoucher,
  deliveryOf,
  getCart,
  openTransaction,
  paymentOf,
  payWithCard,
  pictureSet,
  postTransaction,
  startCheckout,
  transactionBody,
  verifyVoucher,
} from "../checkout/purchase-test-support.ts";
import { applyPaymentResult, type PaymentDeps } from "./service.ts";

const validPid = "01019012480";
const transactionUrl = (uuid: string, action = "") =>
  `/api/webshop/transactions/${uuid}${action ? `/${action}` : ""}`;

describe("vouchers when the transaction is made and when it is paid", () => {
  let t: TestApp;
  let shop: TestShop;
  let codes = 0;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  const newCode = (prefix: string) => {
    codes += 1;
    return `${prefix}${codes}`;
  };

  /** A parent with one file in the cart and the voucher chosen in checkout. */
  async function parentWithVoucher(code: string, files = 1) {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, files);
    await chooseVoucher(t.app, parent.cookie, code);
    return parent;
  }

  const getOrder = async (cookie: string, orderUuid: string) =>
    (await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie } })).json()
      .order as Order;
  const getTransaction = async (cookie: string, uuid: string) =>
    (await t.app.inject({ url: transactionUrl(uuid), headers: { cookie } })).json() as TransactionResponse;
  const cartVoucherId = async (userId: number) =>
    (await t.db.select({ voucherId: carts.voucherId }).from(carts).where(eq(carts.userId, userId)))[0]
      ?.voucherId ?? null;

  it("two checkouts of one parent paid at once use a once-per-user voucher on one order only", async () => {
    const voucher = await createVoucher(t, { code: newCode("ENGANG"), oncePerUser: true });
    const parent = await parentWithVoucher(voucher.code);
    const first = await openTransaction(t.app, parent.cookie, "card");
    const second = await openTransaction(t.app, parent.cookie, "card");
    expect(first.transactionUuid).not.toBe(second.transactionUuid);

    const results = (
      await Promise.all([
        payWithCard(t.app, parent.cookie, first.transactionUuid),
        payWithCard(t.app, parent.cookie, second.transactionUuid),
      ])
    ).map((r) => r.json() as PaymentResult);
    expect(results.map((r) => r.status).sort()).toEqual(["cancelled", "paid"]);
    const stopped = results.find((r) => r.status === "cancelled");
    expect(stopped).toMatchObject({
      stopReason: "voucher_invalid",
      error: voucherReasonTexts.alreadyUsed,
      redirectUrl: null,
    });
    const paid = results.find((r) => r.status === "paid");
    expect((await getOrder(parent.cookie, paid?.orderUuid ?? "")).rebateCode).toBe(voucher.code);
    expect((await getOrder(parent.cookie, stopped?.orderUuid ?? "")).status).toBe("cancelled");
    const redemptions = await t.db
      .select()
      .from(voucherRedemptions)
      .where(eq(voucherRedemptions.userId, parent.user.id));
    expect(redemptions).toHaveLength(1);
    expect(await cartVoucherId(parent.user.id)).toBeNull();
  });

  it("two payments applied at once redeem a once-per-user voucher once: the second is stopped", async () => {
    const voucher = await createVoucher(t, { code: newCode("SAMTIDIG"), oncePerUser: true });
    const parent = await parentWithVoucher(voucher.code);
    const uuids = [
      (await openTransaction(t.app, parent.cookie, "card")).transactionUuid,
      (await openTransaction(t.app, parent.cookie, "card")).transactionUuid,
    ];
    const ids = await Promise.all(
      uuids.map(async (uuid) => {
        const [row] = await t.db
          .select({ id: transactions.id })
          .from(transactions)
          .where(eq(transactions.uuid, uuid));
        return row?.id ?? 0;
      }),
    );
    const deps: PaymentDeps = { db: t.db, config: t.config, mailer: t.mailer, portalId: t.app.portalId };
    // Straight to the payment's application, past the routes' early check: the database alone must decide.
    const outcomes = await Promise.all(ids.map((id) => applyPaymentResult(deps, id, "paid")));
    expect([...outcomes].sort()).toEqual(["applied", "refused"]);
    const stoppedUuid = uuids[outcomes.indexOf("refused")] ?? "";
    expect((await getTransaction(parent.cookie, stoppedUuid)).transaction).toMatchObject({
      status: "cancelled",
      stopReason: "voucher_invalid",
      lastError: voucherReasonTexts.alreadyUsed,
    });
  });

  it("a voucher that expired since it was chosen refuses the transaction with its reason and leaves the cart", async () => {
    const voucher = await createVoucher(t, { code: newCode("SNART") });
    const parent = await parentWithVoucher(voucher.code);
    await t.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, voucher.id));
    const checkout = await startCheckout(t.app, parent.cookie);
    const delivery = deliveryOf(checkout, "digital-delivery").uuid;
    const card = (await paymentOf(t.app, parent.cookie, checkout.checkoutUuid, delivery, "card")).uuid;
    const post = () =>
      postTransaction(t.app, parent.cookie, checkout.checkoutUuid, transactionBody(delivery, card));
    const refused = await post();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: voucherReasonTexts.expired,
      transaction: null,
      order: null,
      code: "voucher_expired",
    });
    expect(await cartVoucherId(parent.user.id)).toBeNull();

    const again = await post();
    expect(again.statusCode).toBe(200);
    const order = await getOrder(parent.cookie, again.json().order.uuid);
    expect(order.rebateCode).toBeNull();
    expect(order.summary.totalPrice).toBe(shop.filePrice);
  });

  const changes: Array<
    [string, Partial<typeof vouchers.$inferInsert>, string, ErrorCode, ErrorParams | null]
  > = [
    [
      "expired",
      { expiresAt: new Date(Date.now() - 1000) },
      voucherReasonTexts.expired,
      "voucher_expired",
      null,
    ],
    [
      "raised its minimum",
      { minOrderValue: 1_000_000 },
      "This voucher code is only valid for orders over NOK 10,000",
      "voucher_minimum_not_reached",
      { amount: 1_000_000, currency: "NOK" },
    ],
    [
      "left the product out",
      { productIds: [-1] },
      voucherReasonTexts.notApplicable,
      "voucher_not_applicable",
      null,
    ],
  ];
  it.each(changes)(
    "a card payment is stopped before charging when the voucher %s since the order was made",
    async (_, change, reason, code, params) => {
      const voucher = await createVoucher(t, { code: newCode("KORT") });
      const parent = await parentWithVoucher(voucher.code);
      const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "card");
      await t.db.update(vouchers).set(change).where(eq(vouchers.id, voucher.id));

      const res = await payWithCard(t.app, parent.cookie, transactionUuid);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: "cancelled",
        orderUuid,
        error: reason,
        code,
        params,
        stopReason: "voucher_invalid",
        redirectUrl: null,
      });
      expect((await getTransaction(parent.cookie, transactionUuid)).transaction).toMatchObject({
        status: "cancelled",
        stopReason: "voucher_invalid",
        lastError: reason,
        lastErrorCode: code,
        lastErrorParams: params,
      });
      expect((await getOrder(parent.cookie, orderUuid)).status).toBe("cancelled");
      const cart = await getCart(t.app, parent.cookie);
      expect(cart.itemCount).toBe(1);
      expect(cart.rebateCode).toBeNull();
      expect(await cartVoucherId(parent.user.id)).toBeNull();
      const retry = await payWithCard(t.app, parent.cookie, transactionUuid);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toMatchObject({ code: "payment_cancelled" });
    },
  );

  it("an invoice is refused when applied if its voucher expired meanwhile, and nothing is granted", async () => {
    const voucher = await createVoucher(t, { code: newCode("FAKTURA") });
    const parent = await parentWithVoucher(voucher.code);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
      paymentOptionData: { pid: validPid },
    });
    await t.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, voucher.id));
    const res = await t.app.inject({
      method: "POST",
      url: transactionUrl(transactionUuid, "invoice"),
      headers: { cookie: parent.cookie },
    });
    expect(res.json()).toMatchObject({
      status: "cancelled",
      orderUuid,
      error: voucherReasonTexts.expired,
      stopReason: "voucher_invalid",
    });
    const set = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
    expect(set.pictures[0]?.bought).toBe(false);
    expect((await t.mails()).some((m) => m.to === parent.user.email)).toBe(false);
  });

  it("a voucher that still holds keeps its place on the cart after another order is stopped", async () => {
    const voucher = await createVoucher(t, { code: newCode("HOLDER"), minOrderValue: 15_000 });
    const parent = await parentWithVoucher(voucher.code, 2);
    const { transactionUuid } = await openTransaction(t.app, parent.cookie, "card");
    // The order was made with two files; the voucher now asks for more than the order holds.
    await t.db.update(vouchers).set({ minOrderValue: 25_000 }).where(eq(vouchers.id, voucher.id));
    const set = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
    await addFile(t.app, parent.cookie, set, 2);
    const res = await payWithCard(t.app, parent.cookie, transactionUuid);
    expect(res.json()).toMatchObject({ status: "cancelled", stopReason: "voucher_invalid" });
    // The cart has grown to three files since: the voucher holds for it, so it stays.
    expect((await getCart(t.app, parent.cookie)).rebateCode?.code).toBe(voucher.code);
  });
});

describe("voucher code rate limit", () => {
  let t: TestApp;
  let shop: TestShop;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { voucherPerIp: { max: 2, windowMs: 60_000 } } });
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  it("answers 429 after too many voucher codes from one address", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const checkout = await startCheckout(t.app, parent.cookie);
    const statuses: number[] = [];
    for (const code of ["WRONG1", "WRONG2", "WRONG3"]) {
      statuses.push((await verifyVoucher(t.app, parent.cookie, checkout.checkoutUuid, code)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});
