import type { Cart } from "@shop/contracts/cart";
import type { CheckoutResponse, CreateTransactionResponse } from "@shop/contracts/checkout";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, orders, transactions } from "../../db/schema/index.ts";
import { createCatalogue, createJob, createParent, createShop } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { createPurchaseShop, type PurchaseShop, summaryLineOf } from "../../test/order-factories.ts";
import {
  addFile,
  addFiles,
  contact,
  deliveryOf,
  getCart,
  paymentOf,
  postTransaction,
  setCatalogue,
  startCheckout,
  transactionBody,
} from "./purchase-test-support.ts";
import { purgeAbandonedCheckouts } from "./service.ts";

const norway = {
  name: "Kari Berg",
  address: "Storgata 12",
  address2: "",
  postalCode: "0155",
  city: "Oslo",
  state: "",
  verifiedAddress: true,
  saveAddress: false,
  country: "NO",
};

const shippingOf = (cart: Cart) => summaryLineOf(cart, "shipping");
const feeOf = (cart: Cart) => summaryLineOf(cart, "fee");
/** The API's words for a delivery time. */
const businessDays = (days: number) => (days === 1 ? "1 business day" : `${days} business days`);

describe("checkout", () => {
  let t: TestApp;
  let shop: PurchaseShop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await createPurchaseShop(t, { closedStore: true });
  });
  afterAll(() => t.close());

  /** A new parent with a picture set of the shop's job and its first picture in the cart. */
  async function parentWithFile() {
    const parent = await createParent(t, shop, { pictureCount: 12 });
    const set = await addFiles(t.app, parent, 1);
    return { cookie: parent.cookie, email: parent.user.email, userId: parent.user.id, set };
  }

  /** A new parent with a picture set of the shop's job and the job's catalogue in the cart. */
  async function parentWithCatalogue() {
    const parent = await createParent(t, shop);
    await setCatalogue(t.app, parent.cookie, 1);
    return { cookie: parent.cookie, userId: parent.user.id, set: parent.set };
  }

  describe("POST /api/webshop/checkout", () => {
    it("starts a checkout of a digital cart with digital delivery only, the profile, terms, options and upsell", async () => {
      const { cookie, email, set } = await parentWithFile();
      const res = await t.app.inject({ method: "POST", url: "/api/webshop/checkout", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const body = res.json() as CheckoutResponse;
      expect(body.checkoutUuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.cart.orderLines).toHaveLength(1);
      expect(body.deliveryOptions.map((m) => m.type)).toEqual(["digital-delivery"]);
      expect(body.deliveryOptions[0]?.deliveryOptions[0]?.name).toBe(shop.delivery.digital.name);
      expect(body.user.emailAddress).toBe(email);
      expect(body.user.isAnonymousUser).toBe(false);
      expect(body.termsOfPurchase).toContain(shop.terms);
      expect(body.options).toEqual(shop.checkoutOptions);
      expect(body.hasActiveRebateCampaigns).toBe(true);
      expect(body.catalogueMaxDeliveryTime).toBeNull();
      const catalogue = body.upsaleList.find((u) => u.type === "CATALOGUE");
      expect(
        catalogue?.type === "CATALOGUE" && catalogue.catalogues.map((c) => [c.name, c.quantity]),
      ).toEqual([[shop.catalogue.name, 0]]);
      const digital = body.upsaleList.find((u) => u.type === "DIGITAL_FILES");
      expect(digital?.type === "DIGITAL_FILES" && digital.products).toEqual([
        {
          type: "set",
          pictureType: "IP",
          subject: { uuid: set.subject.uuid, name: set.subject.name },
          price: shop.digital.IP.set.price,
          rebatedPrice: shop.digital.IP.set.rebatedPrice,
        },
      ]);
    });

    it("offers postage, store and school pickup for a cart with a catalogue, and no catalogue upsell", async () => {
      const { cookie, set } = await parentWithCatalogue();
      const body = await startCheckout(t.app, cookie);
      expect(body.deliveryOptions.map((m) => m.type)).toEqual(["postage", "store-pickup", "school-pickup"]);
      expect(body.catalogueMaxDeliveryTime).toBe(shop.catalogue.deliveryDays);
      expect(body.upsaleList.some((u) => u.type === "CATALOGUE")).toBe(false);
      const postage = deliveryOf(body, "postage");
      const { postage: made, store: madeStore } = shop.delivery;
      expect(postage).toMatchObject({ name: made.name, price: made.price, deliverytime: made.days });
      expect(postage.countries.map((c) => c.code)).toEqual(made.countries.map((c) => c.code));
      expect(postage.countries.find((c) => c.code === "US")?.states?.length).toBeGreaterThan(0);
      const store = body.deliveryOptions.find((m) => m.type === "store-pickup");
      expect(madeStore.locations.map((l) => l.days)).toContain(1);
      expect(
        store?.pickupLocations.map((l) => [l.uuid, l.pickupname, l.price, l.deliveryTime.string]),
      ).toEqual(madeStore.locations.map((l) => [l.uuid, l.name, l.price, businessDays(l.days)]));
      const school = deliveryOf(body, "school-pickup");
      expect(school.subjects.map((s) => s.name)).toEqual([set.subject.name]);
    });

    it("leaves out school pickup for other schools' jobs and options that expired", async () => {
      // A school whose own catalogue is for sale, but whose pickup the shop does not serve.
      const otherSchool = await createJob(t, { name: "Another school 2026" });
      await createCatalogue(t, otherSchool.id);
      const { cookie } = await createParent(t, { jobId: otherSchool.id });
      await setCatalogue(t.app, cookie, 1);
      const body = await startCheckout(t.app, cookie);
      expect(body.deliveryOptions.map((m) => m.type)).toEqual(["postage", "store-pickup"]);
      // The shop's closed store pickup expired yesterday.
      expect(shop.delivery.closedStore).not.toBeNull();
      expect(body.deliveryOptions.flatMap((m) => m.deliveryOptions.map((o) => o.uuid))).toEqual([
        shop.delivery.postage.uuid,
        shop.delivery.store.uuid,
      ]);
    });

    it("does not offer a digital set that is in the cart", async () => {
      const { cookie, set } = await createParent(t, shop);
      const toggled = await t.app.inject({
        method: "POST",
        url: "/ajax/cart/toggle_digital_set_in_cart.php",
        payload: { pictureSet: set.subject.uuid, type: "IP" },
        headers: { cookie },
      });
      expect(toggled.statusCode).toBe(200);
      const body = await startCheckout(t.app, cookie);
      expect(body.upsaleList.some((u) => u.type === "DIGITAL_FILES")).toBe(false);
    });

    it("answers 409 with the reason when the cart holds no products", async () => {
      const { cookie } = await createParent(t, shop);
      const res = await t.app.inject({ method: "POST", url: "/api/webshop/checkout", headers: { cookie } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: "Your shopping cart is empty" });
    });

    it("needs a signed-in user", async () => {
      const res = await t.app.inject({ method: "POST", url: "/api/webshop/checkout" });
      expect(res.statusCode).toBe(401);
    });
  });

  describe("GET …/delivery-options/{d}/payment-options", () => {
    const url = (c: string, d: string) => `/api/webshop/checkout/${c}/delivery-options/${d}/payment-options`;

    it("lists the payment options for the delivery and the cart with its shipping", async () => {
      const { cookie } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const res = await t.app.inject({ url: url(checkout.checkoutUuid, postage.uuid), headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { paymentOptions: Array<{ provider: string; title: string }>; cart: Cart };
      // Stripe is listed only when STRIPE_SECRET_KEY is set, which it is not here.
      const { payment } = shop;
      expect(body.paymentOptions.map((p) => [p.provider, p.title])).toEqual([
        ["card", payment.card.title],
        ["mobile", payment.mobile.title],
        ["invoice", payment.invoice.title],
      ]);
      expect(shippingOf(body.cart)).toEqual({
        type: 3,
        kind: "shipping",
        description: shop.delivery.postage.name,
        linePrice: shop.delivery.postage.price,
      });
      expect(body.cart.summary.totalPrice).toBe(shop.catalogue.price + shop.delivery.postage.price);
      expect(feeOf(body.cart)).toBeUndefined();
    });

    it("says what the options verify: a mobile number, a national id, and the invoice fee", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const mobile = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "mobile");
      const invoice = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "invoice");
      expect(mobile).toMatchObject({ verifyMobile: true, requirePersonNo: false, fee: 0 });
      expect(invoice).toMatchObject({
        verifyMobile: false,
        requirePersonNo: true,
        fee: shop.payment.invoice.fee,
      });
    });

    it("answers 404 for a delivery option the cart cannot use, or another user's checkout", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const notUsable = await t.app.inject({
        url: url(checkout.checkoutUuid, shop.delivery.postage.uuid),
        headers: { cookie },
      });
      expect(notUsable.statusCode).toBe(404);
      const other = await parentWithFile();
      const digital = deliveryOf(checkout, "digital-delivery");
      const foreign = await t.app.inject({
        url: url(checkout.checkoutUuid, digital.uuid),
        headers: { cookie: other.cookie },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: "Checkout not found" });
    });

    it("answers 400 for a malformed id and 401 signed out", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const invalid = await t.app.inject({ url: url(checkout.checkoutUuid, "nope"), headers: { cookie } });
      expect(invalid.statusCode).toBe(400);
      const digital = deliveryOf(checkout, "digital-delivery");
      expect((await t.app.inject({ url: url(checkout.checkoutUuid, digital.uuid) })).statusCode).toBe(401);
    });
  });

  describe("PUT …/delivery", () => {
    const put = (cookie: string | undefined, checkoutUuid: string, payload: unknown) =>
      t.app.inject({
        method: "PUT",
        url: `/api/webshop/checkout/${checkoutUuid}/delivery`,
        payload: payload as Record<string, unknown>,
        headers: cookie ? { cookie } : {},
      });

    it("sets postage with a Norwegian address, prices it, and saves the address to the profile when asked", async () => {
      const { cookie } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const res = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: postage.uuid,
        deliveryOptionData: { deliveryAddress: { ...norway, saveAddress: true } },
      });
      expect(res.statusCode).toBe(200);
      expect(shippingOf((res.json() as { cart: Cart }).cart)?.linePrice).toBe(shop.delivery.postage.price);
      const again = await startCheckout(t.app, cookie);
      expect(again.user).toMatchObject({
        name: "Kari Berg",
        address: "Storgata 12",
        postalCode: "0155",
        city: "Oslo",
        country: "NO",
      });
    });

    it("keeps the delivery name, and the profile's, without bidi controls", async () => {
      const { cookie } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const res = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: postage.uuid,
        deliveryOptionData: {
          deliveryAddress: { ...norway, name: "\u202eKari\u202c Berg\u2069", saveAddress: true },
        },
      });
      expect(res.statusCode).toBe(200);
      const again = await startCheckout(t.app, cookie);
      expect(again.user).toMatchObject({ name: "Kari Berg" });
      expect(JSON.stringify(again)).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    });

    it("names every missing field of the address form", async () => {
      const { cookie } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const res = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: postage.uuid,
        deliveryOptionData: { deliveryAddress: { ...norway, name: "", postalCode: "" } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Please check the delivery details",
        code: "check_delivery",
        fields: { name: "This is required!", postalCode: "This is required!" },
        fieldCodes: { name: "required", postalCode: "required" },
      });
      const us = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: postage.uuid,
        deliveryOptionData: {
          deliveryAddress: {
            ...norway,
            address: "350 Fifth Avenue",
            city: "New York",
            postalCode: "10118",
            country: "US",
          },
        },
      });
      expect(us.json()).toMatchObject({
        fields: { state: "This is required!" },
        fieldCodes: { state: "required" },
      });
      const sweden = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: postage.uuid,
        deliveryOptionData: { deliveryAddress: { ...norway, country: "SE" } },
      });
      expect(sweden.json()).toMatchObject({
        fields: { country: "This is required!" },
        fieldCodes: { country: "required" },
      });
    });

    it("prices a store pickup by its location: the express variant costs its own price", async () => {
      const { cookie } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const store = deliveryOf(checkout, "store-pickup");
      const made = shop.delivery.store;
      expect(made.express.price).not.toBe(made.standard.price);
      const express = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: store.uuid,
        deliveryOptionData: { contactInfo: contact, pickupLocationUuid: made.express.uuid },
      });
      expect(express.statusCode).toBe(200);
      expect(shippingOf((express.json() as { cart: Cart }).cart)).toMatchObject({
        description: `${made.name} – ${made.express.name}`,
        linePrice: made.express.price,
      });
      const standard = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: store.uuid,
        deliveryOptionData: { contactInfo: contact, pickupLocationUuid: made.standard.uuid },
      });
      expect(shippingOf((standard.json() as { cart: Cart }).cart)?.linePrice).toBe(made.standard.price);
      const none = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: store.uuid,
        deliveryOptionData: { contactInfo: contact },
      });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        fields: { pickupLocationUuid: "This is required!" },
        fieldCodes: { pickupLocationUuid: "required" },
      });
    });

    it("checks the contact form of school pickup", async () => {
      const { cookie } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const school = deliveryOf(checkout, "school-pickup");
      const res = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: school.uuid,
        deliveryOptionData: { contactInfo: { name: "Kari Berg", emailAddress: "kari@" } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        fields: { emailAddress: "Invalid email" },
        fieldCodes: { emailAddress: "invalid_email" },
      });
    });

    it("answers 400 for a body without the option, 404 for another user's checkout, 401 signed out", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      expect((await put(cookie, checkout.checkoutUuid, { deliveryOptionData: {} })).statusCode).toBe(400);
      const other = await parentWithFile();
      const payload = { deliveryOptionUuid: digital.uuid, deliveryOptionData: { contactInfo: contact } };
      expect((await put(other.cookie, checkout.checkoutUuid, payload)).statusCode).toBe(404);
      expect((await put(undefined, checkout.checkoutUuid, payload)).statusCode).toBe(401);
    });
  });

  describe("GET …/payment-options/{p}", () => {
    it("sets the payment option and adds its fee to the cart", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const invoice = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "invoice");
      const res = await t.app.inject({
        url: `/api/webshop/checkout/${checkout.checkoutUuid}/delivery-options/${digital.uuid}/payment-options/${invoice.uuid}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const { cart } = res.json() as { cart: Cart };
      const { title, fee } = shop.payment.invoice;
      expect(feeOf(cart)).toEqual({ type: 3, kind: "fee", description: title, linePrice: fee });
      expect(cart.summary.totalPrice).toBe(shop.digital.IP.file.price + fee);
    });

    it("answers 404 for an unknown payment option or another user's checkout, 400 malformed, 401 signed out", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "card");
      const base = `/api/webshop/checkout/${checkout.checkoutUuid}/delivery-options/${digital.uuid}/payment-options`;
      const unknown = await t.app.inject({ url: `${base}/${checkout.checkoutUuid}`, headers: { cookie } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: "Payment option not found" });
      const other = await parentWithFile();
      expect(
        (await t.app.inject({ url: `${base}/${card.uuid}`, headers: { cookie: other.cookie } })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ url: `${base}/card`, headers: { cookie } })).statusCode).toBe(400);
      expect((await t.app.inject({ url: `${base}/${card.uuid}` })).statusCode).toBe(401);
    });
  });

  describe("POST …/verify-rebate-code", () => {
    const verify = (cookie: string | undefined, checkoutUuid: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: `/api/webshop/checkout/${checkoutUuid}/verify-rebate-code`,
        payload,
        headers: cookie ? { cookie } : {},
      });

    it("puts a valid voucher on the cart with the named delivery's shipping", async () => {
      const { cookie } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const voucher = shop.vouchers.tenPercent;
      const res = await verify(cookie, checkout.checkoutUuid, {
        code: voucher.code.toLowerCase(),
        deliveryOptionUuid: postage.uuid,
      });
      expect(res.statusCode).toBe(200);
      const { cart } = res.json() as { cart: Cart };
      expect(cart.rebateCode?.code).toBe(voucher.code);
      expect(summaryLineOf(cart, "voucher")?.linePrice).toBe(-(shop.catalogue.price * voucher.percent) / 100);
      expect(shippingOf(cart)?.linePrice).toBe(shop.delivery.postage.price);
    });

    it("refuses an expired voucher with the reason and keeps the cart as it was", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const res = await verify(cookie, checkout.checkoutUuid, { code: shop.vouchers.expired.code });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "This voucher code has expired" });
      expect((await getCart(t.app, cookie)).rebateCode).toBeNull();
    });

    it("answers 400 for an empty code, 404 for another user's checkout, 401 signed out", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      expect((await verify(cookie, checkout.checkoutUuid, { code: "" })).statusCode).toBe(400);
      const other = await parentWithFile();
      const code = shop.vouchers.tenPercent.code;
      expect((await verify(other.cookie, checkout.checkoutUuid, { code })).statusCode).toBe(404);
      expect((await verify(undefined, checkout.checkoutUuid, { code })).statusCode).toBe(401);
    });
  });

  describe("POST …/digital-sets", () => {
    const buy = (cookie: string | undefined, checkoutUuid: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: `/api/webshop/checkout/${checkoutUuid}/digital-sets`,
        payload,
        headers: cookie ? { cookie } : {},
      });

    it("puts the offered set in the cart in place of its single files", async () => {
      const { cookie, set } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const res = await buy(cookie, checkout.checkoutUuid, {
        data: { subjects: [{ name: set.subject.name, uuid: set.subject.uuid, pictureType: "IP" }] },
      });
      expect(res.statusCode).toBe(200);
      const { cart } = res.json() as { cart: Cart };
      expect(cart.orderLines.map((l) => [l.product.kind, l.actualLinePrice])).toEqual([
        ["digital_set", shop.digital.IP.set.rebatedPrice],
      ]);
    });

    it("answers 404 for a set that is not the user's, 400 without subjects, 404 for another's checkout, 401", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const stranger = (await createParent(t, shop)).set.subject;
      const foreignSet = await buy(cookie, checkout.checkoutUuid, {
        data: { subjects: [{ name: stranger.name, uuid: stranger.uuid }] },
      });
      expect(foreignSet.statusCode).toBe(404);
      expect((await buy(cookie, checkout.checkoutUuid, { data: { subjects: [] } })).statusCode).toBe(400);
      const other = await parentWithFile();
      const payload = { data: { subjects: [{ name: stranger.name, uuid: stranger.uuid }] } };
      expect((await buy(other.cookie, checkout.checkoutUuid, payload)).statusCode).toBe(404);
      expect((await buy(undefined, checkout.checkoutUuid, payload)).statusCode).toBe(401);
    });
  });

  describe("POST …/catalogues", () => {
    const buy = (cookie: string | undefined, checkoutUuid: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: `/api/webshop/checkout/${checkoutUuid}/catalogues`,
        payload,
        headers: cookie ? { cookie } : {},
      });

    it("adds the catalogue and answers the cart, its delivery time and the delivery options it now needs", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const upsell = checkout.upsaleList.find((u) => u.type === "CATALOGUE");
      const catalogue = upsell?.type === "CATALOGUE" ? upsell.catalogues[0] : undefined;
      if (!catalogue) throw new Error("no catalogue offered");
      expect(catalogue.maxQuantity).toBe(shop.catalogue.maxQuantity);
      const res = await buy(cookie, checkout.checkoutUuid, {
        catalogues: [{ uuid: catalogue.uuid, subjectUuid: catalogue.subject.uuid, quantity: 2 }],
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as {
        cart: Cart;
        catalogueMaxDeliveryTime: number;
        deliveryOptions: Array<{ type: string }>;
      };
      expect(body.cart.orderLines.map((l) => [l.product.kind, l.quantity])).toEqual([
        ["digital_file", 1],
        ["catalogue", 2],
      ]);
      expect(body.catalogueMaxDeliveryTime).toBe(shop.catalogue.deliveryDays);
      expect(body.deliveryOptions.map((m) => m.type)).toEqual(["postage", "store-pickup", "school-pickup"]);
    });

    it("answers 400 for an empty list, 404 for another user's checkout, 401 signed out", async () => {
      const { cookie } = await parentWithFile();
      const checkout = await startCheckout(t.app, cookie);
      expect((await buy(cookie, checkout.checkoutUuid, { catalogues: [] })).statusCode).toBe(400);
      const other = await parentWithFile();
      const payload = {
        catalogues: [{ uuid: checkout.checkoutUuid, subjectUuid: checkout.checkoutUuid, quantity: 1 }],
      };
      expect((await buy(other.cookie, checkout.checkoutUuid, payload)).statusCode).toBe(404);
      expect((await buy(undefined, checkout.checkoutUuid, payload)).statusCode).toBe(401);
    });
  });

  describe("POST …/transaction", () => {
    async function digitalCheckout(provider: "card" | "mobile" | "invoice" = "card") {
      const parent = await parentWithFile();
      const checkout = await startCheckout(t.app, parent.cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const payment = await paymentOf(t.app, parent.cookie, checkout.checkoutUuid, digital.uuid, provider);
      return { ...parent, checkout, digital, payment };
    }

    const ordersOf = (userId: number) =>
      t.db
        .select({ uuid: orders.uuid, status: orders.status, totalPrice: orders.totalPrice })
        .from(orders)
        .where(eq(orders.userId, userId));

    it("makes an order awaiting payment and its transaction", async () => {
      const { cookie, userId, checkout, digital, payment } = await digitalCheckout();
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as CreateTransactionResponse;
      expect(body.error).toBeNull();
      expect(await ordersOf(userId)).toEqual([
        { uuid: body.order?.uuid, status: "awaiting_payment", totalPrice: shop.digital.IP.file.price },
      ]);
    });

    it("gives the same transaction and order for the same request", async () => {
      const { cookie, userId, checkout, digital, payment } = await digitalCheckout();
      const body = transactionBody(digital.uuid, payment.uuid, { comment: "Thanks" });
      const first = (await postTransaction(t.app, cookie, checkout.checkoutUuid, body)).json();
      const second = (
        await postTransaction(t.app, cookie, checkout.checkoutUuid, { ...body, client: "mobile" })
      ).json();
      expect(second).toEqual(first);
      expect(await ordersOf(userId)).toHaveLength(1);
    });

    it("makes one order of twenty concurrent requests", async () => {
      const { cookie, userId, checkout, digital, payment } = await digitalCheckout();
      const body = transactionBody(digital.uuid, payment.uuid);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => postTransaction(t.app, cookie, checkout.checkoutUuid, body)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const bodies = responses.map((r) => r.json() as CreateTransactionResponse);
      expect(new Set(bodies.map((b) => b.transaction?.uuid)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.order?.uuid)).size).toBe(1);
      expect(await ordersOf(userId)).toHaveLength(1);
    });

    it("gives a new transaction for a changed cart and cancels the earlier open order", async () => {
      const { cookie, userId, set, checkout, digital, payment } = await digitalCheckout();
      const body = transactionBody(digital.uuid, payment.uuid);
      const first = (
        await postTransaction(t.app, cookie, checkout.checkoutUuid, body)
      ).json() as CreateTransactionResponse;
      await addFile(t.app, cookie, set, 3);
      const second = (
        await postTransaction(t.app, cookie, checkout.checkoutUuid, body)
      ).json() as CreateTransactionResponse;
      expect(second.transaction?.uuid).not.toBe(first.transaction?.uuid);
      const byUuid = new Map((await ordersOf(userId)).map((o) => [o.uuid, o]));
      expect(byUuid.get(first.order?.uuid ?? "")?.status).toBe("cancelled");
      expect(byUuid.get(second.order?.uuid ?? "")).toMatchObject({
        status: "awaiting_payment",
        totalPrice: 2 * shop.digital.IP.file.price,
      });
      const [earlier] = await t.db
        .select({ status: transactions.status })
        .from(transactions)
        .where(eq(transactions.uuid, first.transaction?.uuid ?? ""));
      expect(earlier?.status).toBe("cancelled");
    });

    it("checks the delivery form again and names its fields", async () => {
      const { cookie, checkout, digital, payment } = await digitalCheckout();
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid, {
          deliveryOptionData: { contactInfo: { name: "", emailAddress: "kari@example.com" } },
        }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "Please check the delivery details",
        code: "check_delivery",
        transaction: null,
        order: null,
        fields: { name: "This is required!" },
        fieldCodes: { name: "required" },
      });
    });

    it("needs a valid mobile number for the mobile payment", async () => {
      const { cookie, checkout, digital, payment } = await digitalCheckout("mobile");
      const missing = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: "check_payment",
        fields: { mobilePhone: "This is required!" },
        fieldCodes: { mobilePhone: "required" },
      });
      const wrong = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid, { paymentOptionData: { mobilePhone: "12ab" } }),
      );
      expect(wrong.json()).toMatchObject({
        fields: { mobilePhone: "Invalid phone number" },
        fieldCodes: { mobilePhone: "invalid_mobile" },
      });
      const good = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid, { paymentOptionData: { mobilePhone: "+47 912 34 567" } }),
      );
      expect(good.statusCode).toBe(200);
    });

    it.each([
      ["", "This is required!", "required"],
      ["0101901248", "Enter an 11-digit national identity number", "national_id_format"],
      ["01019012481", "This national identity number is not valid", "national_id_invalid"],
      ["15071050049", "You must be at least 18 years old to pay by invoice", "national_id_underage"],
    ])("refuses the invoice with the national id '%s': %s", async (pid, message, code) => {
      const { cookie, checkout, digital, payment } = await digitalCheckout("invoice");
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid, { paymentOptionData: { pid } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: "Please check the payment details",
        code: "check_payment",
        fields: { pid: message },
        fieldCodes: { pid: code },
      });
    });

    it("takes the invoice with a valid national id and adds the invoice fee", async () => {
      const { cookie, userId, checkout, digital, payment } = await digitalCheckout("invoice");
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid, { paymentOptionData: { pid: "01019012480" } }),
      );
      expect(res.statusCode).toBe(200);
      expect((await ordersOf(userId))[0]?.totalPrice).toBe(
        shop.digital.IP.file.price + shop.payment.invoice.fee,
      );
    });

    it("prices the express store pickup into the order", async () => {
      const { cookie, userId } = await parentWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const store = deliveryOf(checkout, "store-pickup");
      const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, store.uuid, "card");
      const { express } = shop.delivery.store;
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(store.uuid, card.uuid, {
          deliveryOptionData: { contactInfo: contact, pickupLocationUuid: express.uuid },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect((await ordersOf(userId))[0]?.totalPrice).toBe(shop.catalogue.price + express.price);
    });

    it("refuses a delivery option the cart cannot use and a payment option of nothing", async () => {
      const { cookie, checkout, digital, payment } = await digitalCheckout();
      const wrongDelivery = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(shop.delivery.postage.uuid, payment.uuid),
      );
      expect(wrongDelivery.statusCode).toBe(400);
      expect(wrongDelivery.json()).toMatchObject({ error: "Choose a delivery option" });
      const wrongPayment = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, digital.uuid),
      );
      expect(wrongPayment.json()).toMatchObject({ error: "Choose a payment option" });
    });

    it("answers 409 when the cart was emptied meanwhile", async () => {
      const { cookie, checkout, digital, payment } = await digitalCheckout();
      const cart = await getCart(t.app, cookie);
      for (const line of cart.orderLines) {
        await t.app.inject({
          method: "DELETE",
          url: `/api/webshop/cart/lines/${line.uuid}`,
          headers: { cookie },
        });
      }
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid),
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: "Your shopping cart is empty",
        code: "empty_cart",
        transaction: null,
        order: null,
      });
    });

    it("answers 400 for an unknown client, 404 for another user's checkout, 401 signed out", async () => {
      const { cookie, checkout, digital, payment } = await digitalCheckout();
      const body = transactionBody(digital.uuid, payment.uuid);
      expect(
        (await postTransaction(t.app, cookie, checkout.checkoutUuid, { ...body, client: "tablet" }))
          .statusCode,
      ).toBe(400);
      const other = await parentWithFile();
      const foreign = await postTransaction(t.app, other.cookie, checkout.checkoutUuid, body);
      expect(foreign.statusCode).toBe(404);
      const anonymous = await t.app.inject({
        method: "POST",
        url: `/api/webshop/checkout/${checkout.checkoutUuid}/transaction`,
        payload: body,
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it("purging removes old checkouts that never reached a transaction and keeps the others", async () => {
    const { cookie } = await parentWithFile();
    const abandoned = await startCheckout(t.app, cookie);
    const used = await startCheckout(t.app, cookie);
    const digital = deliveryOf(used, "digital-delivery");
    const card = await paymentOf(t.app, cookie, used.checkoutUuid, digital.uuid, "card");
    const created = await postTransaction(
      t.app,
      cookie,
      used.checkoutUuid,
      transactionBody(digital.uuid, card.uuid),
    );
    expect(created.statusCode).toBe(200);
    const old = new Date(Date.now() - 8 * 86_400_000);
    for (const uuid of [abandoned.checkoutUuid, used.checkoutUuid]) {
      await t.db.update(checkouts).set({ updatedAt: old }).where(eq(checkouts.uuid, uuid));
    }

    await purgeAbandonedCheckouts(t.db, new Date(Date.now() - 7 * 86_400_000));

    const left = await t.db.select({ uuid: checkouts.uuid }).from(checkouts);
    const uuids = left.map((row) => row.uuid);
    expect(uuids).not.toContain(abandoned.checkoutUuid);
    expect(uuids).toContain(used.checkoutUuid);
  });
});

describe("transaction rate limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { transactionPerUser: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it("answers 429 once a user made too many transaction requests", async () => {
    const parent = await createParent(t, await createShop(t));
    const { cookie } = parent;
    await addFiles(t.app, parent, 1);
    const checkout = await startCheckout(t.app, cookie);
    const digital = deliveryOf(checkout, "digital-delivery");
    const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "card");
    const body = transactionBody(digital.uuid, card.uuid);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await postTransaction(t.app, cookie, checkout.checkoutUuid, body)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
