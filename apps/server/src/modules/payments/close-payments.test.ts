import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, transactions } from "../../db/schema/index.ts";
import { createParent, createShop, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { openTransaction, putFileInCart } from "../checkout/purchase-test-support.ts";
import { closePaymentsOf } from "./service.ts";

describe("closing an account's payments before it is deleted (decision 0034)", () => {
  let t: TestApp;
  let shop: TestShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  it("cancels the open payment and its order, forgets the mobile numbers, keeps a paid one and others' payments", async () => {
    const parent = await createParent(t, shop);
    const other = await createParent(t, shop);
    const [first, second] = parent.set.pictures;
    if (!first || !second) throw new Error("two pictures");
    // A paid order by mobile, then an order waiting for its payment.
    await putFileInCart(t.app, parent.cookie, first);
    const paid = await openTransaction(t.app, parent.cookie, "mobile", {
      paymentOptionData: { mobilePhone: "+47 912 34 567" },
    });
    const url = `/api/webshop/transactions/${paid.transactionUuid}/mobile`;
    for (const action of ["start", "approve"]) {
      const res = await t.app.inject({
        method: "POST",
        url,
        payload: { action },
        headers: { cookie: parent.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    await putFileInCart(t.app, parent.cookie, second);
    const open = await openTransaction(t.app, parent.cookie, "card");
    await putFileInCart(t.app, other.cookie, other.set.pictures[0] as never);
    const othersOpen = await openTransaction(t.app, other.cookie, "card");

    const cancelled = await t.db.transaction((tx) => closePaymentsOf(tx, parent.user.id));
    expect(cancelled).toEqual([expect.objectContaining({ provider: "card" })]);

    const rows = await t.db
      .select({ uuid: transactions.uuid, status: transactions.status, mobilePhone: transactions.mobilePhone })
      .from(transactions)
      .where(
        inArray(transactions.uuid, [paid.transactionUuid, open.transactionUuid, othersOpen.transactionUuid]),
      );
    const byUuid = new Map(rows.map((r) => [r.uuid, r]));
    expect(byUuid.get(paid.transactionUuid)).toMatchObject({ status: "paid", mobilePhone: null });
    expect(byUuid.get(open.transactionUuid)).toMatchObject({ status: "cancelled" });
    expect(byUuid.get(othersOpen.transactionUuid)).toMatchObject({ status: "pending" });
    const status = async (uuid: string) =>
      (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.uuid, uuid)))[0]?.status;
    expect(await status(open.orderUuid)).toBe("cancelled");
    expect(await status(paid.orderUuid)).toBe("paid");
    expect(await status(othersOpen.orderUuid)).toBe("awaiting_payment");
  });
});
