import type { AddTemplateProductResponse, Cart } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import type { FillTemplateResponse, FullTemplate, PromotedProduct } from "@shop/contracts/templates";
import { templateProductTypes } from "@shop/domain/product-kind";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotedProducts } from "../../../db/schema/index.ts";
import {
  aTemplateDocument,
  createParent,
  createTemplate,
  createTemplateProduct,
  type Parent,
} from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop } from "../../../test/order-factories.ts";
import { getCart, openPostageTransaction, payWithCard } from "../../checkout/purchase-test-support.ts";
import { insertPromotedProduct } from "../../templates/records.ts";

const regular = 19_900;
const promoted = 14_900;
const hour = 60 * 60 * 1000;

/** Decision 0042: a promoted product costs its promoted price everywhere until the promotion ends. */
describe("the promoted price of a template product", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let mugProduct: { id: number; uuid: string };
  let mug: { id: number; uuid: string };
  let otherMug: { id: number; uuid: string };
  let promotion: { uuid: string };

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    mugProduct = await createTemplateProduct(t, {
      type: templateProductTypes.PHOTOGIFT,
      name: "Photo mug",
      prices: [{ quantity: 1, price: regular, campaignPrice: null }],
    });
    mug = await createTemplate(t, {
      productId: mugProduct.id,
      document: aTemplateDocument({ name: "Photo mug", type: "PHOTOGIFT" }),
    });
    otherMug = await createTemplate(t, {
      productId: mugProduct.id,
      document: aTemplateDocument({ name: "Striped mug", type: "PHOTOGIFT" }),
    });
    promotion = await insertPromotedProduct(t.db, t.app.portalId, {
      type: "template",
      templateId: mug.id,
      label: "special_offer",
      rebatedPrice: promoted,
      endsAt: new Date(Date.now() + 24 * hour),
    });
  });
  afterAll(() => t.close());

  const endPromotion = () =>
    t.db
      .update(promotedProducts)
      .set({ endsAt: new Date(Date.now() - hour) })
      .where(eq(promotedProducts.uuid, promotion.uuid));

  async function addMug(p: Parent, template: { uuid: string }, quantity = 1): Promise<Cart> {
    const fill = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/templates/fill-template",
      payload: { template: { uuid: template.uuid }, subject: { uuid: p.set.subject.uuid } },
      headers: { cookie: p.cookie },
    });
    const filled = fill.json() as FillTemplateResponse;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webshop/cart/template-products",
      payload: {
        template: { uuid: template.uuid, version: 1 },
        year: filled.year,
        userResources: filled.userResources,
        subject: { uuid: p.set.subject.uuid },
        lines: [{ productUuid: mugProduct.uuid, quantity }],
      },
      headers: { cookie: p.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as AddTemplateProductResponse).cart;
  }

  const fullTemplate = async (uuid: string) =>
    (await t.app.inject({ url: `/api/webshop/templates/by-uuid/${uuid}/1` })).json() as FullTemplate;

  it("is the price of the product in the editor, the cart, the order, the receipt and the mail", async () => {
    expect((await fullTemplate(mug.uuid)).product.promotedPrice).toBe(promoted);
    // Every design of the promoted product costs it, not only the promoted template.
    expect((await fullTemplate(otherMug.uuid)).product.promotedPrice).toBe(promoted);
    const list = (await t.app.inject({ url: "/api/webshop/promoted-products" })).json() as PromotedProduct[];
    expect(list[0]).toMatchObject({ rebatedPrice: promoted, product: { price: regular } });

    const p = await createParent(t, shop);
    const cart = await addMug(p, mug, 2);
    expect(cart.orderLines[0]).toMatchObject({
      quantity: 2,
      linePrice: 2 * regular,
      actualLinePrice: 2 * promoted,
      rebate: { linePrice: 2 * (promoted - regular) },
    });

    const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, p.cookie);
    const payment = await payWithCard(t.app, p.cookie, transactionUuid);
    expect(payment.json().status).toBe("paid");
    const receipt = (
      await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie: p.cookie } })
    ).json().order as Order;
    expect(receipt.status).toBe("paid");
    expect(receipt.orderLines[0]).toMatchObject({ linePrice: 2 * regular, actualLinePrice: 2 * promoted });
    const shipping = receipt.summary.lines.find((l) => l.kind === "shipping")?.linePrice ?? 0;
    expect(receipt.summary.totalPrice).toBe(2 * promoted + shipping);
    const transaction = (
      await t.app.inject({
        url: `/api/webshop/transactions/${transactionUuid}`,
        headers: { cookie: p.cookie },
      })
    ).json() as { transaction: { amount: number } };
    expect(transaction.transaction.amount).toBe(receipt.summary.totalPrice);
    const [mail] = (await t.mails()).filter((m) => m.to === p.user.email);
    expect(mail?.text).toMatch(/2 × Photo mug – .*: NOK\s298\.00/);
  });

  it("stops at the promotion's end: the next cart read and the transaction charge the regular price", async () => {
    const p = await createParent(t, shop);
    expect((await addMug(p, otherMug)).orderLines[0]?.actualLinePrice).toBe(promoted);
    await endPromotion();

    expect((await getCart(t.app, p.cookie)).orderLines[0]).toMatchObject({
      linePrice: regular,
      actualLinePrice: regular,
      rebate: null,
    });
    expect((await fullTemplate(mug.uuid)).product.promotedPrice).toBeNull();
    const list = (await t.app.inject({ url: "/api/webshop/promoted-products" })).json() as PromotedProduct[];
    expect(list[0]?.rebatedPrice).toBeNull();

    const { orderUuid } = await openPostageTransaction(t.app, p.cookie);
    const order = (
      await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie: p.cookie } })
    ).json().order as Order;
    expect(order.orderLines[0]).toMatchObject({ linePrice: regular, actualLinePrice: regular });
  });
});
