import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../db/schema/index.ts";
import { createParent, createShop, type Parent, type TestShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  openPostageTransaction,
  payWithCard,
  postalAddress,
  putFileInCart,
  setCatalogue,
} from "../checkout/purchase-test-support.ts";
import { anonymisedDelivery, anonymiseOrdersOf, ordersForExport } from "./service.ts";

describe("an order outliving its buyer's account (decision 0034)", () => {
  let t: TestApp;
  let shop: TestShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createShop(t);
  });
  afterAll(() => t.close());

  async function postedOrder(parent: Parent): Promise<string> {
    await putFileInCart(t.app, parent.cookie, parent.set.pictures[0] as never);
    await setCatalogue(t.app, parent.cookie, 1);
    const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, parent.cookie);
    expect((await payWithCard(t.app, parent.cookie, transactionUuid)).json().status).toBe("paid");
    return orderUuid;
  }
  const row = async (uuid: string) => (await t.db.select().from(orders).where(eq(orders.uuid, uuid)))[0];

  it("keeps a delivery's kind, place, dates and country, and drops the person", () => {
    const delivery = {
      type: "postage",
      name: "Post",
      address: {
        name: "Kari Berg",
        address1: "Storgata 12",
        address2: "H0101",
        city: "Oslo",
        state: "",
        postalCode: "0155",
        country: "NO",
      },
      contact: { name: "Kari Berg", emailAddress: "kari@example.com" },
      pickupLocation: null,
      deliveryTime: { days: 3, string: "3 days", afterDate: "2026-12-01" },
      schoolName: null,
    };
    expect(anonymisedDelivery(delivery)).toEqual({
      ...delivery,
      address: { name: "", address1: "", address2: "", city: "", state: "", postalCode: "", country: "NO" },
      contact: null,
    });
    // Something that is not a delivery keeps nothing.
    expect(anonymisedDelivery({ name: "Kari Berg" })).toEqual({});
  });

  it("exports the buyer's orders with lines and totals, then anonymises only theirs", async () => {
    const parent = await createParent(t, shop);
    const other = await createParent(t, shop);
    const mine = await postedOrder(parent);
    const theirs = await postedOrder(other);
    await t.db.update(orders).set({ comment: "Ring the bell" }).where(eq(orders.uuid, mine));
    const before = await row(mine);

    const exported = await ordersForExport(t.db, t.config, t.app.portalId, parent.user.id);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      reference: mine.slice(0, 8),
      status: "paid",
      comment: "Ring the bell",
      summary: { totalPrice: before?.totalPrice, vatAmount: before?.vatAmount },
      delivery: { type: "postage", address: { name: postalAddress.name, address1: postalAddress.address } },
    });
    expect(exported[0]?.lines).toHaveLength(2);
    expect(JSON.stringify(exported)).not.toMatch(/exp=|sig=/);

    const ids = await t.db.transaction((tx) => anonymiseOrdersOf(tx, parent.user.id));
    expect(ids).toEqual([before?.id]);
    const after = await row(mine);
    expect(after).toMatchObject({
      userId: parent.user.id,
      status: "paid",
      totalPrice: before?.totalPrice,
      vatAmount: before?.vatAmount,
      summary: before?.summary,
      comment: "",
      checkoutId: null,
      invoicePersonNumberEncrypted: null,
    });
    expect(JSON.stringify(after?.delivery)).not.toMatch(
      new RegExp(
        `${postalAddress.name}|${postalAddress.address}|${postalAddress.city}|${postalAddress.postalCode}`,
      ),
    );
    expect(after?.delivery).toMatchObject({ type: "postage", contact: null, address: { country: "NO" } });
    // The receipt still reads with no one's address.
    const receipt = await t.app.inject({
      url: `/api/webshop/user/orders/${mine}`,
      headers: { cookie: parent.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    // Another buyer's order is untouched.
    expect((await row(theirs))?.delivery).toMatchObject({ address: { name: postalAddress.name } });
  });
});
