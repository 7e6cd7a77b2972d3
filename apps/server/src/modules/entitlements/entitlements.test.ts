import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { createParent, type Parent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPaidOrder, createPurchaseShop, type PurchaseShop } from "../../test/order-factories.ts";
import {
  grantOrder,
  holdOrderForInvoice,
  pictureState,
  revokeOrder,
  setEntitlements,
  setState,
} from "./service.ts";

/** Decision 0043: what an unpaid invoice holds is ordered, neither downloadable nor sold again, until paid or cancelled. */
describe("entitlements held for an invoice", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
  });
  afterAll(() => t.close());

  async function orderIdOf(parent: Parent): Promise<number> {
    const { orderUuid } = await createPaidOrder(t, parent);
    const [row] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.uuid, orderUuid));
    return row?.id ?? 0;
  }

  it("a set held for an invoice and bought in another order is that order's: cancelling the invoice keeps it", async () => {
    const parent = await createParent(t, shop, { pictureCount: 3 });
    const [invoiced, paid] = [await orderIdOf(parent), await orderIdOf(await createParent(t, shop))];
    const userId = parent.user.id;
    const subjectId = parent.set.subject.id;
    const last = parent.set.pictures[2]?.id ?? 0;
    const grant = { pictureIds: [], sets: [{ subjectId, pictureType: "IP" as const }] };
    const now = new Date();

    await holdOrderForInvoice(t.db, { id: invoiced, userId }, grant, now);
    expect(await setState(t.db, userId, subjectId, "IP")).toBe("awaiting_invoice");
    expect(await pictureState(t.db, userId, last)).toBe("awaiting_invoice");
    expect(await setEntitlements(t.db, userId, [subjectId])).toEqual({
      bought: new Set(),
      awaitingInvoice: new Set([`${subjectId}:IP`]),
    });

    await grantOrder(t.db, { id: paid, userId }, grant, now);
    expect(await setState(t.db, userId, subjectId, "IP")).toBe("bought");
    expect(await pictureState(t.db, userId, last)).toBe("bought");

    const revoked = await revokeOrder(t.db, { id: invoiced, userId, confirmedAt: now }, grant, grant);
    expect(revoked).toEqual({ revokedPictures: 0, revokedSets: 0 });
    expect(await setState(t.db, userId, subjectId, "IP")).toBe("bought");
    expect(await pictureState(t.db, userId, last)).toBe("bought");
  });

  it("holding what is bought already leaves it bought", async () => {
    const parent = await createParent(t, shop);
    const order = await orderIdOf(parent);
    const bought = parent.set.pictures[0]?.id ?? 0;
    expect(await pictureState(t.db, parent.user.id, bought)).toBe("bought");
    await holdOrderForInvoice(
      t.db,
      { id: order, userId: parent.user.id },
      { pictureIds: [bought], sets: [] },
      new Date(),
    );
    expect(await pictureState(t.db, parent.user.id, bought)).toBe("bought");
  });
});
