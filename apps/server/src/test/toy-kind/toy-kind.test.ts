import type { Cart } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPrices, products } from "../../db/schema/catalog.ts";
import { openPostageTransaction, payWithCard } from "../../modules/checkout/purchase-test-support.ts";
import { handKindsToModules } from "../../modules/kinds.ts";
import { createParent } from "../factories.ts";
import { createTestApp, type TestApp } from "../helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../order-factories.ts";
import { toyKind, toyKindName, toyMailNote, toyWorkshop } from "./index.ts";
import { toyCartUrl } from "./routes.ts";

describe("a kind of product that is only its own folder", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  beforeAll(async () => {
    t = await createTestApp({ extraKinds: [toyKind] });
    shop = await createPurchaseShop(t);
    const [product] = await t.db
      .insert(products)
      .values({ portalId: t.app.portalId, kind: toyKindName, type: 900, name: "Gift card" })
      .returning();
    if (!product) throw new Error("no gift card product");
    await t.db.insert(productPrices).values({ productId: product.id, price: 25_000 });
  });
  afterAll(async () => {
    await t.close();
    // The files of this worker that follow sell the shop's own kinds only.
    handKindsToModules();
  });

  it("is put in the cart, checked out, paid, shown on the receipt and in the mail, and sent to production", async () => {
    const parent = await createParent(t, shop, { name: "Emma Nordmann" });
    const added = await t.app.inject({
      method: "POST",
      url: toyCartUrl,
      headers: { cookie: parent.cookie },
      payload: { pictureSet: parent.set.subject.uuid, quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    const cart = (added.json() as { cart: Cart }).cart;
    expect(cart.orderLines).toMatchObject([
      {
        product: { kind: toyKindName, name: "Gift card", type: 900 },
        quantity: 2,
        description: "Gift card – Emma Nordmann",
        linePrice: 50_000,
        actualLinePrice: 50_000,
        template: null,
        package: null,
      },
    ]);

    const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, parent.cookie);
    expect((await payWithCard(t.app, parent.cookie, transactionUuid)).statusCode).toBe(200);

    const receipt = await t.app.inject({
      url: `/api/webshop/user/orders/${orderUuid}`,
      headers: { cookie: parent.cookie },
    });
    expect(receipt.statusCode).toBe(200);
    const order = (receipt.json() as { order: Order }).order;
    expect(order.status).toBe("paid");
    expect(order.orderLines).toMatchObject([
      { product: { kind: toyKindName }, quantity: 2, description: "Gift card – Emma Nordmann" },
    ]);
    expect(order.downloads).toEqual({ files: [], sets: [] });

    const mails = (await t.mails()).filter((m) => m.to === parent.user.email);
    expect(mails.map((m) => m.text).join("\n")).toContain("2 × Gift card – Emma Nordmann");
    expect(mails.map((m) => m.text).join("\n")).toContain(toyMailNote.en);

    expect(toyWorkshop).toMatchObject([
      { orderUuid, productKind: toyKindName, subjectId: parent.set.subject.id },
    ]);
  });
});
