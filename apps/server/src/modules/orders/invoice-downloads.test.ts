import { randomBytes, randomUUID } from "node:crypto";
import type { CheckoutResponse } from "@shop/contracts/checkout";
import type { DigitalPortraitResponse } from "@shop/contracts/digital";
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
  addSet,
  deliveryOf,
  openTransaction,
  paymentOf,
  payWithCard,
  pictureSet,
  postalAddress,
  postTransaction,
  setCatalogue,
  startCheckout,
  transactionBody,
} from "../checkout/purchase-test-support.ts";
import { cancelInvoice } from "./invoices.ts";

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
    // The parent hears of it: a mail in their language that the pictures can be downloaded, linking the receipt.
    const [, ready] = (await t.mails()).filter((m) => m.to === parent.user.email);
    expect(ready?.subject).toBe(
      `Your digital pictures of order #${order.uuid.slice(0, 8)} are ready – ${shop.name}`,
    );
    expect(ready?.text).toContain(`Thank you: the invoice of order #${order.uuid.slice(0, 8)} is paid.`);
    expect(ready?.text).toContain(
      "Your digital pictures are ready to download from the order receipt and from your picture sets.",
    );
    expect(ready?.text).toContain(
      `${t.config.publicUrl}/shopping-cart/checkout/payment/receipt/${order.uuid}`,
    );
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

  describe("while the invoice is unpaid", () => {
    const pid = "01019012480";
    async function invoiced(parent: { cookie: string }): Promise<string> {
      const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "invoice", {
        paymentOptionData: { pid },
      });
      const res = await t.app.inject({
        method: "POST",
        url: `/api/webshop/transactions/${transactionUuid}/invoice`,
        headers: { cookie: parent.cookie },
      });
      expect(res.json().status, res.body).toBe("invoiced");
      return orderUuid;
    }
    const toggleFile = (cookie: string, picture: { uuid: string }) =>
      t.app.inject({
        method: "POST",
        url: "/ajax/cart/toggle_digital_file_in_cart.php",
        payload: { file: picture.uuid, type: "IP" },
        headers: { cookie },
      });
    const toggleSet = (cookie: string, subjectUuid: string) =>
      t.app.inject({
        method: "POST",
        url: "/ajax/cart/toggle_digital_set_in_cart.php",
        payload: { pictureSet: subjectUuid, type: "IP" },
        headers: { cookie },
      });
    const portrait = async (cookie: string, subjectUuid: string) =>
      (
        await t.app.inject({ url: `/api/webshop/digital-portraits/${subjectUuid}`, headers: { cookie } })
      ).json() as DigitalPortraitResponse;

    it("its pictures show as ordered on every page, and the shop refuses to sell them again (409)", async () => {
      const parent = await createParent(t, shop, { pictureCount: 3 });
      const set = await addFiles(t.app, parent, 1);
      const [ordered, other] = set.pictures;
      await invoiced(parent);

      const after = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
      expect(after.pictures.map((p) => [p.bought, p.awaitingInvoice])).toEqual([
        [false, true],
        [false, false],
        [false, false],
      ]);
      const page = await portrait(parent.cookie, set.subject.uuid);
      expect(page.offers[0]?.pictures.map((p) => p.awaitingInvoice)).toEqual([true, false, false]);

      const again = await toggleFile(parent.cookie, ordered ?? { uuid: "" });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        error:
          "You have already ordered this picture on an invoice that is not paid yet. It can be downloaded when the invoice is paid.",
        code: "picture_awaiting_invoice",
      });
      // Another picture of the set is for sale as before.
      expect((await toggleFile(parent.cookie, other ?? { uuid: "" })).statusCode).toBe(200);
    });

    it("an ordered set and its pictures are not sold again, nor offered at checkout; paid, they are bought", async () => {
      const parent = await createParent(t, shop, { pictureCount: 2 });
      const set = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
      await addSet(t.app, parent.cookie, set);
      const orderUuid = await invoiced(parent);

      const offer = (await pictureSet(t.app, parent.cookie, parent.set.subject.name)).digital.find(
        (o) => o.type === "IP",
      );
      expect(offer?.set).toMatchObject({ bought: false, awaitingInvoice: true, inCart: false, zipUrl: null });
      expect((await portrait(parent.cookie, set.subject.uuid)).offers[0]?.set?.awaitingInvoice).toBe(true);
      const setAgain = await toggleSet(parent.cookie, set.subject.uuid);
      expect(setAgain.statusCode).toBe(409);
      expect(setAgain.json()).toMatchObject({ code: "set_awaiting_invoice" });
      const fileAgain = await toggleFile(parent.cookie, set.pictures[1] ?? { uuid: "" });
      expect(fileAgain.statusCode).toBe(409);
      expect(fileAgain.json()).toMatchObject({ code: "picture_awaiting_invoice" });
      // The checkout's 'Special offer' does not offer the ordered set at its rebated price.
      await setCatalogue(t.app, parent.cookie, 1);
      const checkout: CheckoutResponse = await startCheckout(t.app, parent.cookie);
      expect(checkout.upsaleList.filter((u) => u.type === "DIGITAL_FILES")).toEqual([]);
      const sets = await t.app.inject({
        method: "POST",
        url: `/api/webshop/checkout/${checkout.checkoutUuid}/digital-sets`,
        payload: {
          data: { subjects: [{ name: set.subject.name, uuid: set.subject.uuid, pictureType: "IP" }] },
        },
        headers: { cookie: parent.cookie },
      });
      expect(sets.statusCode).toBe(409);
      expect(sets.json()).toMatchObject({ code: "set_awaiting_invoice" });

      expect((await markPaid(orderUuid)).statusCode).toBe(200);
      const paid = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
      expect(paid.pictures.every((p) => p.bought && !p.awaitingInvoice)).toBe(true);
      expect(paid.digital.find((o) => o.type === "IP")?.set).toMatchObject({
        bought: true,
        awaitingInvoice: false,
      });
      expect((await toggleSet(parent.cookie, set.subject.uuid)).json()).toMatchObject({
        code: "set_already_bought",
      });
    });

    it("a cancelled invoice frees its pictures for sale again", async () => {
      const parent = await createParent(t, shop, { pictureCount: 2 });
      const set = await addFiles(t.app, parent, 1);
      const orderUuid = await invoiced(parent);
      expect(await cancelInvoice(t.db, orderUuid)).toMatchObject({ revokedPictures: 0, revokedSets: 0 });
      const after = await pictureSet(t.app, parent.cookie, parent.set.subject.name);
      expect(after.pictures[0]).toMatchObject({ bought: false, awaitingInvoice: false });
      expect((await toggleFile(parent.cookie, set.pictures[0] ?? { uuid: "" })).statusCode).toBe(200);
    });
  });
});
