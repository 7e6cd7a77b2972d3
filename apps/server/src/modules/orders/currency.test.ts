import type { Cart } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent, createShop, createShopContent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  getCart,
  openTransaction,
  payWithCard,
  pictureSet,
  putFileInCart,
} from "../checkout/purchase-test-support.ts";
import { applyShopSettings } from "../settings/service.ts";

/** Spec 03 §9: every price is in the portal's currency, NOK only by default. A shop in euros shows euros everywhere. */
describe("a shop in EUR", () => {
  let t: TestApp;
  let cookie: string;
  let email: string;
  let cart: Cart;
  let order: Order;
  beforeAll(async () => {
    t = await createTestApp();
    const settings = await createShopContent(t);
    await applyShopSettings(t.db, { ...settings, portal: { ...settings.portal, currency: "EUR" } });
    const shop = await createShop(t, { filePrice: 1_250 });
    const parent = await createParent(t, shop, { pictureCount: 2 });
    cookie = parent.cookie;
    email = parent.user.email;
    const set = await pictureSet(t.app, cookie, parent.set.subject.name);
    for (const picture of set.pictures) await putFileInCart(t.app, cookie, picture);
    cart = await getCart(t.app, cookie);
    const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "card", {
      deliveryOptionData: { contactInfo: { name: "Kari Berg", emailAddress: email } },
    });
    expect((await payWithCard(t.app, cookie, transactionUuid)).statusCode).toBe(200);
    order = (await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie } })).json()
      .order;
  });
  afterAll(() => t.close());

  it("prices the cart in EUR", () => {
    expect(cart.summary.currency).toBe("EUR");
    expect(cart.summary.totalPrice).toBe(2_500);
  });

  it("keeps EUR on the order the receipt shows", () => {
    expect(order.summary.currency).toBe("EUR");
    expect(order.summary.totalPrice).toBe(2_500);
  });

  it("writes the confirmation mail in EUR, with no krone in it", async () => {
    const mail = (await t.mails()).find((m) => m.to === email && m.subject.includes(order.reference));
    expect(mail).toBeDefined();
    for (const body of [mail?.text ?? "", mail?.html ?? ""]) {
      expect(body).toContain("€25.00");
      expect(body).toContain("€12.50");
      expect(body).not.toMatch(/NOK|\bkr\b/);
    }
  });
});
