import { randomBytes, randomUUID } from "node:crypto";
import type { Order, OrderListResponse } from "@shop/contracts/orders";
import { templateProductTypes } from "@shop/domain/product-kind";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  aTemplateDocument,
  createParent,
  createTemplate,
  createTemplateProduct,
} from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop, storeOriginals } from "../../test/order-factories.ts";
import { addDesignedCard } from "../../test/template-orders.ts";
import {
  addFiles,
  deliveryOf,
  openTransaction,
  paymentOf,
  payWithCard,
  pictureSet,
  postalAddress,
  postTransaction,
  startCheckout,
  transactionBody,
} from "../checkout/purchase-test-support.ts";

const token = randomBytes(32).toString("base64url");

/** Decision 0043: an invoiced order's digital files wait for the invoice's payment; its prints do not. */
describe("the digital files of an order paid by invoice", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  let cardProduct: { id: number; uuid: string };
  let card: { uuid: string };

  beforeAll(async () => {
    t = await createTestApp({ env: { OPERATOR_TOKEN: token } });
    shop = await createPurchaseShop(t);
    cardProduct = await createTemplateProduct(t, { type: templateProductTypes.CARDS, name: "Card 15x15" });
    card = await createTemplate(t, {
      productId: cardProduct.id,
      document: aTemplateDocument({ name: "Birthday card" }),
    });
  });
  afterAll(() => t.close());

  const markPaid = (orderUuid: string, authorization = `Bearer ${token}`) =>
    t.app.inject({
      method: "POST",
      url: `/api/operator/invoices/${orderUuid}/paid`,
      headers: { authorization },
    });

  it("are released when the invoice is paid; the card goes to production at once", async () => {
    const parent = await createParent(t, shop);
    await storeOriginals(t, parent.set.pictures);
    const set = await addFiles(t.app, parent, 1);
    const picture = set.pictures[0]?.uuid ?? "";
    await addDesignedCard(t, parent, card, cardProduct.uuid);

    const checkout = await startCheckout(t.app, parent.cookie);
    const postage = deliveryOf(checkout, "postage");
    const invoice = await paymentOf(t.app, parent.cookie, checkout.checkoutUuid, postage.uuid, "invoice");
    const made = await postTransaction(
      t.app,
      parent.cookie,
      checkout.checkoutUuid,
      transactionBody(postage.uuid, invoice.uuid, {
        deliveryOptionData: { deliveryAddress: postalAddress as never },
        paymentOptionData: { pid: "01019012480" },
      }),
    );
    expect(made.statusCode, made.body).toBe(200);
    const { transaction, order } = made.json() as { transaction: { uuid: string }; order: { uuid: string } };
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/webshop/transactions/${transaction.uuid}/invoice`,
      headers: { cookie: parent.cookie },
    });
    expect(confirmed.json().status).toBe("invoiced");

    const receipt = async () =>
      (
        await t.app.inject({
          url: `/api/webshop/user/orders/${order.uuid}`,
          headers: { cookie: parent.cookie },
        })
      ).json().order as Order;
    const original = () =>
      t.app.inject({
        url: `/sections/prophoto/ajax/digitalcopies.php?file=${picture}`,
        headers: { cookie: parent.cookie },
      });
    const bought = async () =>
      (await pictureSet(t.app, parent.cookie, parent.set.subject.name)).pictures.find(
        (p) => p.uuid === picture,
      )?.bought;
    const listed = async () =>
      (
        (
          await t.app.inject({ url: "/ajax/user/get_order_list.php", headers: { cookie: parent.cookie } })
        ).json() as OrderListResponse
      ).orders.find((o) => o.uuid === order.uuid);

    // Invoiced: placed, not downloadable; the receipt, the list and the mail say when the pictures come.
    expect(await receipt()).toMatchObject({
      status: "invoiced",
      payment: { isInvoice: true, paid: false },
      containDigitalProducts: true,
      downloads: { files: [], sets: [] },
    });
    expect((await original()).statusCode).toBe(403);
    expect(await bought()).toBe(false);
    expect(await listed()).toMatchObject({ status: "invoiced", digitalAfterInvoice: true });
    const [mail] = (await t.mails()).filter((m) => m.to === parent.user.email);
    expect(mail?.text).toContain("Your digital pictures can be downloaded when the invoice is paid.");
    expect(mail?.text).not.toContain("Your digital pictures are ready to download");

    // The printed card does not wait: production has its print file at once.
    const line = (await receipt()).orderLines.find((l) => l.template !== null);
    const print = await t.app.inject({
      url: `/api/operator/orders/${order.uuid}/lines/${line?.uuid}/print.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(print.statusCode, print.body.slice(0, 200)).toBe(200);
    expect(print.headers["content-type"]).toBe("application/pdf");

    // The operator marks the invoice paid (the route calls what `npm run shop -- invoice paid` calls).
    const paid = await markPaid(order.uuid);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      orderUuid: order.uuid,
      reference: order.uuid.slice(0, 8),
      status: "paid",
    });
    expect((await receipt()).downloads.files.map((f) => f.pictureUuid)).toEqual([picture]);
    expect((await original()).statusCode).toBe(200);
    expect(await bought()).toBe(true);
    expect(await listed()).toMatchObject({ status: "paid", digitalAfterInvoice: false });
  });

  it("the operator's 'invoice paid' refuses an order that is not an open invoice, an unknown one and no token", async () => {
    const parent = await createParent(t, shop);
    await addFiles(t.app, parent, 1);
    const card = await openTransaction(t.app, parent.cookie, "card");
    await payWithCard(t.app, parent.cookie, card.transactionUuid);
    const byCard = await markPaid(card.orderUuid);
    expect(byCard.statusCode).toBe(409);
    expect(byCard.json()).toMatchObject({ code: "invoice_not_open" });
    const unknown = await markPaid(randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "order_not_found" });
    expect((await markPaid(card.orderUuid, "Bearer wrong")).statusCode).toBe(401);
  });
});
