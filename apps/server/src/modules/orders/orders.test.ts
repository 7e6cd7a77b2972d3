import type { Order, OrderDetailsResponse, OrderListResponse } from "@shop/contracts/orders";
import { addBusinessDays, isoDate } from "@shop/domain/business-days";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import {
  createPaidOrder,
  createPurchaseShop,
  type PurchaseShop,
  storeOriginals,
} from "../../test/order-factories.ts";
import {
  chooseVoucher,
  contact,
  deliveryOf,
  openTransaction,
  paymentOf,
  payWithCard,
  pictureSet,
  postTransaction,
  putFileInCart,
  setCatalogue,
  startCheckout,
  transactionBody,
} from "../checkout/purchase-test-support.ts";

const listUrl = "/ajax/user/get_order_list.php";
const detailsUrl = (uuid: string) => `/sections/my-account/ajax/get_order_details.php?uuid=${uuid}`;
const orderUrl = (uuid: string) => `/api/webshop/user/orders/${uuid}`;

describe("orders", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t);
  });
  afterAll(() => t.close());

  const get = (cookie: string | undefined, url: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} });

  /** Another signed-in parent, with orders of their own or none. */
  const stranger = async () => (await createParent(t, shop)).cookie;

  /** A new parent's paid order of the first picture of their set. */
  async function paidDigitalOrder() {
    const parent = await createParent(t, shop);
    const { orderUuid } = await createPaidOrder(t, parent);
    return { parent, cookie: parent.cookie, orderUuid };
  }

  /** A parent's paid postage order of the catalogue to an address of the given country. */
  async function paidPostageOrder(address: Record<string, string>) {
    const { cookie, user } = await createParent(t, shop);
    const email = user.email;
    await setCatalogue(t.app, cookie, 1);
    const checkout = await startCheckout(t.app, cookie);
    const postage = deliveryOf(checkout, "postage");
    const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, postage.uuid, "card");
    const res = await postTransaction(
      t.app,
      cookie,
      checkout.checkoutUuid,
      transactionBody(postage.uuid, card.uuid, {
        deliveryOptionData: {
          deliveryAddress: {
            name: "Kari Berg",
            address2: "",
            state: "",
            verifiedAddress: false,
            saveAddress: false,
            ...address,
          } as never,
        },
        comment: "Please ring twice",
      }),
    );
    const { transaction, order } = res.json() as { transaction: { uuid: string }; order: { uuid: string } };
    await payWithCard(t.app, cookie, transaction.uuid);
    return { cookie, email, orderUuid: order.uuid };
  }

  describe("a parent's past order", () => {
    it("is listed, bought the two pictures of the parent's set it holds, and serves them", async () => {
      const parent = await createParent(t, shop);
      const { cookie } = parent;
      const { name } = parent.set.subject;
      await storeOriginals(t, parent.set.pictures);
      await createPaidOrder(t, parent, { pictureCount: 2, ageDays: 40 });
      const list = (await get(cookie, listUrl)).json() as OrderListResponse;
      expect(list.orders).toHaveLength(1);
      const [past] = list.orders;
      expect(past).toMatchObject({
        status: "paid",
        totalPrice: 2 * shop.digital.IP.file.price,
        currency: "NOK",
      });
      const ageDays = (Date.now() - Date.parse(past?.confirmTime ?? "")) / 86_400_000;
      expect(Math.round(ageDays)).toBe(40);
      const order = (await get(cookie, orderUrl(past?.uuid ?? ""))).json().order as Order;
      const set = await pictureSet(t.app, cookie, name);
      const bought = set.pictures.filter((p) => p.bought).map((p) => p.uuid);
      expect(bought).toHaveLength(2);
      expect(order.downloads.files.map((f) => f.pictureUuid).sort()).toEqual([...bought].sort());
      expect(order.orderLines.map((l) => l.subjects[0]?.name)).toEqual([name, name]);
      const file = await t.app.inject({
        url: order.downloads.files[0]?.url ?? "",
        headers: { cookie },
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("image/jpeg");
    });
  });

  describe("GET /ajax/user/get_order_list.php", () => {
    it("lists the user's placed orders newest first, not the ones awaiting payment", async () => {
      const { parent, cookie, orderUuid: first } = await paidDigitalOrder();
      const [, secondPicture, thirdPicture] = parent.set.pictures;
      if (!secondPicture || !thirdPicture) throw new Error("the parent's set has too few pictures");
      await putFileInCart(t.app, cookie, secondPicture);
      const second = await openTransaction(t.app, cookie, "card");
      await payWithCard(t.app, cookie, second.transactionUuid);
      await putFileInCart(t.app, cookie, thirdPicture);
      const pending = await openTransaction(t.app, cookie, "card");
      const res = await get(cookie, listUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const uuids = (res.json() as OrderListResponse).orders.map((o) => o.uuid);
      expect(uuids).toEqual([second.orderUuid, first]);
      expect(uuids).not.toContain(pending.orderUuid);
    });

    it("needs a signed-in user", async () => {
      expect((await get(undefined, listUrl)).statusCode).toBe(401);
    });
  });

  describe("GET /sections/my-account/ajax/get_order_details.php", () => {
    it("gives the lines, the voucher and the summary of a placed order", async () => {
      const { cookie, set } = await createParent(t, shop);
      const [picture] = set.pictures;
      if (!picture) throw new Error("the parent's set has no pictures");
      await putFileInCart(t.app, cookie, picture);
      const voucher = shop.vouchers.tenPercent;
      await chooseVoucher(t.app, cookie, voucher.code);
      const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "card");
      await payWithCard(t.app, cookie, transactionUuid);
      const res = await get(cookie, detailsUrl(orderUuid));
      expect(res.statusCode).toBe(200);
      const details = res.json() as OrderDetailsResponse;
      const { name, price } = shop.digital.IP.file;
      expect(details.rebateCode).toBe(voucher.code);
      expect(details.orderLines.map((l) => [l.description, l.actualLinePrice])).toEqual([
        [`${name} ${picture.webshopId}`, price],
      ]);
      expect(details.summary.totalPrice).toBe(price - (price * voucher.percent) / 100);
      expect(details.summary.lines.map((l) => l.kind)).toEqual([
        "subtotal",
        "voucher",
        "shipping",
        "total",
        "tax",
      ]);
    });

    it("answers 404 for another user's order, 400 without a uuid, 401 signed out", async () => {
      const { orderUuid } = await paidDigitalOrder();
      const other = await stranger();
      expect((await get(other, detailsUrl(orderUuid))).statusCode).toBe(404);
      expect((await get(other, "/sections/my-account/ajax/get_order_details.php")).statusCode).toBe(400);
      expect((await get(undefined, detailsUrl(orderUuid))).statusCode).toBe(401);
    });
  });

  describe("GET /api/webshop/user/orders/{orderUuid}", () => {
    it("shows a postage order with its Norwegian address, delivery time and the catalogue note", async () => {
      const { cookie, email, orderUuid } = await paidPostageOrder({
        address: "Storgata 12",
        postalCode: "0155",
        city: "Oslo",
        country: "NO",
      });
      const order = (await get(cookie, orderUrl(orderUuid))).json().order as Order;
      expect(order.reference).toBe(orderUuid.slice(0, 8));
      const postage = shop.delivery.postage;
      expect(order.delivery).toMatchObject({
        type: "postage",
        name: postage.name,
        address: {
          name: "Kari Berg",
          address1: "Storgata 12",
          postalCode: "0155",
          city: "Oslo",
          country: "NO",
        },
      });
      const confirmed = new Date(order.confirmTime ?? "");
      expect(postage.days).toBeGreaterThan(1);
      expect(order.delivery.deliveryTime).toEqual({
        days: postage.days,
        string: `${postage.days} business days`,
        afterDate: isoDate(addBusinessDays(confirmed, postage.days)),
      });
      const { deliveryDays } = shop.catalogue;
      expect(order.catalogueMaxDeliveryTime).toBe(deliveryDays);
      expect(order.containDigitalProducts).toBe(false);
      expect(order.comment).toBe("Please ring twice");
      expect(order.summary.totalPrice).toBe(shop.catalogue.price + postage.price);
      const mail = (await t.mails()).find((m) => m.to === email);
      expect(mail?.text).toContain("The order is sent by post to:\n\nKari Berg\nStorgata 12\n0155 Oslo");
      expect(mail?.text).toContain(
        `The catalogue is shipped separately within ${deliveryDays} days after the last photo day.`,
      );
      expect(mail?.text).toContain(`Delivery time: ${postage.days} business days, at the earliest`);
      expect(mail?.text).toContain("Please ring twice");
    });

    it("lays out a US address with city, state and ZIP, and a UK address with city and postcode on their own lines", async () => {
      const us = await paidPostageOrder({
        address: "350 Fifth Avenue",
        postalCode: "10118",
        city: "New York",
        state: "New York",
        country: "US",
      });
      const usOrder = (await get(us.cookie, orderUrl(us.orderUuid))).json().order as Order;
      expect(usOrder.delivery.address).toMatchObject({ state: "NY", country: "US" });
      const uk = await paidPostageOrder({
        address: "10 Downing Street",
        postalCode: "SW1A 2AA",
        city: "London",
        country: "GB",
      });
      const mails = await t.mails();
      expect(mails.find((m) => m.to === us.email)?.text).toContain("350 Fifth Avenue\nNew York, NY 10118");
      expect(mails.find((m) => m.to === uk.email)?.text).toContain("10 Downing Street\nLondon\nSW1A 2AA");
      expect(mails.find((m) => m.to === uk.email)?.html).toContain("10 Downing Street<br>London<br>SW1A 2AA");
    });

    it("shows a school pickup with the school's name", async () => {
      const { cookie } = await createParent(t, shop);
      await setCatalogue(t.app, cookie, 1);
      const checkout = await startCheckout(t.app, cookie);
      const school = deliveryOf(checkout, "school-pickup");
      const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, school.uuid, "card");
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(school.uuid, card.uuid, { deliveryOptionData: { contactInfo: contact } }),
      );
      const { order } = res.json() as { order: { uuid: string } };
      const shown = (await get(cookie, orderUrl(order.uuid))).json().order as Order;
      expect(shown.delivery).toMatchObject({ type: "school-pickup", schoolName: shop.job.name });
      expect(shown.status).toBe("awaiting_payment");
      expect(shown.downloads).toEqual({ files: [], sets: [] });
    });

    it("answers 404 for another user's order, 400 for a malformed id, 401 signed out", async () => {
      const { orderUuid } = await paidDigitalOrder();
      const other = await stranger();
      const foreign = await get(other, orderUrl(orderUuid));
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: "Order not found" });
      expect((await get(other, orderUrl("123"))).statusCode).toBe(400);
      expect((await get(undefined, orderUrl(orderUuid))).statusCode).toBe(401);
    });
  });
});
