import type { AddTemplateProductResponse, Cart, OrderLine } from "@shop/contracts/cart";
import type { Order } from "@shop/contracts/orders";
import type { FillTemplateResponse, FullTemplate } from "@shop/contracts/templates";
import { templateProductTypes } from "@shop/domain/product-kind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aTemplateDocument,
  createParent,
  createTemplate,
  createTemplateProduct,
  type Parent,
} from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/helpers.ts";
import { addSubProduct, createPurchaseShop, type PurchaseShop } from "../../../test/order-factories.ts";
import { openPostageTransaction, payWithCard } from "../../checkout/purchase-test-support.ts";

/** Spec 02 §3 subproducts, §4 'sub-product selection': chosen on the buy screen and the cart, charged per piece. */
describe("the sub-products of a template product line", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let cardProduct: { id: number; uuid: string };
  let card: { uuid: string };
  let envelope: { uuid: string };
  let giftBox: { uuid: string };
  let hangingKit: { uuid: string };

  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
    cardProduct = await createTemplateProduct(t, {
      type: templateProductTypes.CARDS,
      name: "Card 15x15",
      prices: [{ quantity: 1, price: 2_500, campaignPrice: null }],
    });
    card = await createTemplate(t, {
      productId: cardProduct.id,
      document: aTemplateDocument({ name: "Birthday card" }),
    });
    envelope = await addSubProduct(t, cardProduct.id, { name: "Envelope", extraPrice: 300 });
    giftBox = await addSubProduct(t, cardProduct.id, { name: "Gift box", extraPrice: 1_000 });
    const canvas = await createTemplateProduct(t, { type: templateProductTypes.PHOTOGIFT, name: "Canvas" });
    hangingKit = await addSubProduct(t, canvas.id, { name: "Hanging kit", extraPrice: 4_900 });
  });
  afterAll(() => t.close());

  async function addCard(p: Parent, subProductUuids: string[], quantity = 2) {
    const fill = await t.app.inject({
      method: "POST",
      url: "/api/webshop/user/templates/fill-template",
      payload: { template: { uuid: card.uuid }, subject: { uuid: p.set.subject.uuid } },
      headers: { cookie: p.cookie },
    });
    const filled = fill.json() as FillTemplateResponse;
    return t.app.inject({
      method: "POST",
      url: "/api/webshop/cart/template-products",
      payload: {
        template: { uuid: card.uuid, version: 1 },
        year: filled.year,
        userResources: filled.userResources,
        subject: { uuid: p.set.subject.uuid },
        lines: [{ productUuid: cardProduct.uuid, quantity, subProductUuids }],
      },
      headers: { cookie: p.cookie },
    });
  }

  async function addedLine(p: Parent, subProductUuids: string[]): Promise<OrderLine> {
    const res = await addCard(p, subProductUuids);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as AddTemplateProductResponse;
    const line = answer.cart.orderLines.find((l) => l.uuid === answer.orderLineUuids[0]);
    if (!line) throw new Error("the new line is not in the cart");
    return line;
  }

  const patch = (cookie: string, uuid: string, payload: object) =>
    t.app.inject({ method: "PATCH", url: `/api/webshop/cart/lines/${uuid}`, payload, headers: { cookie } });

  it("the template answers the product's sub-products with their extra prices", async () => {
    const full = (
      await t.app.inject({ url: `/api/webshop/templates/by-uuid/${card.uuid}/1` })
    ).json() as FullTemplate;
    expect(full.product.subproducts).toEqual([
      { uuid: envelope.uuid, name: "Envelope", extraprice: 300 },
      { uuid: giftBox.uuid, name: "Gift box", extraprice: 1_000 },
    ]);
  });

  it("adds a line with its chosen sub-products, each adding its extra price to every piece", async () => {
    const p = await createParent(t, shop);
    const line = await addedLine(p, [envelope.uuid]);
    expect(line).toMatchObject({
      quantity: 2,
      linePrice: 2 * 2_800,
      actualLinePrice: 2 * 2_800,
      subProductUuids: [envelope.uuid],
      subProducts: [
        { uuid: envelope.uuid, name: "Envelope", extraprice: 300 },
        { uuid: giftBox.uuid, name: "Gift box", extraprice: 1_000 },
      ],
      description: `Birthday card – ${p.set.subject.name}, Envelope`,
    });
  });

  it("refuses a sub-product of another product, on adding and on the cart", async () => {
    const p = await createParent(t, shop);
    const refused = await addCard(p, [hangingKit.uuid]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "sub_product_not_offered" });
    const line = await addedLine(p, []);
    const changed = await patch(p.cookie, line.uuid, { quantity: 2, subProductUuids: [hangingKit.uuid] });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ code: "sub_product_not_offered" });
    const twice = await patch(p.cookie, line.uuid, {
      quantity: 2,
      subProductUuids: [envelope.uuid, envelope.uuid],
    });
    expect(twice.statusCode).toBe(400);
  });

  it("changes a cart line's sub-products, repricing it; the quantity alone keeps them", async () => {
    const p = await createParent(t, shop);
    const line = await addedLine(p, [envelope.uuid]);
    const both = await patch(p.cookie, line.uuid, {
      quantity: 2,
      subProductUuids: [envelope.uuid, giftBox.uuid],
    });
    expect(both.statusCode, both.body).toBe(200);
    const [changed] = (both.json() as { cart: Cart }).cart.orderLines;
    expect(changed).toMatchObject({
      subProductUuids: [envelope.uuid, giftBox.uuid],
      actualLinePrice: 2 * 3_800,
    });
    const more = await patch(p.cookie, line.uuid, { quantity: 3 });
    expect((more.json() as { cart: Cart }).cart.orderLines[0]).toMatchObject({
      quantity: 3,
      subProductUuids: [envelope.uuid, giftBox.uuid],
      actualLinePrice: 3 * 3_800,
    });
    const none = await patch(p.cookie, line.uuid, { quantity: 3, subProductUuids: [] });
    expect((none.json() as { cart: Cart }).cart.orderLines[0]).toMatchObject({
      subProductUuids: [],
      actualLinePrice: 3 * 2_500,
      description: `Birthday card – ${p.set.subject.name}`,
    });
    const other = await createParent(t, shop);
    expect((await patch(other.cookie, line.uuid, { quantity: 3, subProductUuids: [] })).statusCode).toBe(404);
  });

  it("charges them: the order, its receipt and the mail name the sub-products and include their price", async () => {
    const p = await createParent(t, shop);
    await addedLine(p, [giftBox.uuid]);
    const { transactionUuid, orderUuid } = await openPostageTransaction(t.app, p.cookie);
    expect((await payWithCard(t.app, p.cookie, transactionUuid)).json().status).toBe("paid");
    const receipt = (
      await t.app.inject({ url: `/api/webshop/user/orders/${orderUuid}`, headers: { cookie: p.cookie } })
    ).json().order as Order;
    expect(receipt.orderLines[0]).toMatchObject({
      description: `Birthday card – ${p.set.subject.name}, Gift box`,
      subProductUuids: [giftBox.uuid],
      actualLinePrice: 2 * 3_500,
    });
    const shipping = receipt.summary.lines.find((l) => l.kind === "shipping")?.linePrice ?? 0;
    expect(receipt.summary.totalPrice).toBe(2 * 3_500 + shipping);
    const [mail] = (await t.mails()).filter((m) => m.to === p.user.email);
    expect(mail?.text).toMatch(/2 × Birthday card – .*, Gift box: NOK\s70\.00/);
  });
});
