import type { Cart } from "@shop/contracts/cart";
import type { CheckoutResponse, CreateTransactionResponse } from "@shop/contracts/checkout";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkouts, deliveryOptions, jobs, orders, transactions, users } from "../../db/schema/index.ts";
import { demoPickup } from "../../seed/shop-checkout.ts";
import { createTestApp, demoUserCookie, type TestApp } from "../../test/helpers.ts";
import { registerWithCode } from "../test-support.ts";
import {
  addFile,
  contact,
  deliveryOf,
  getCart,
  paymentOf,
  pictureSet,
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

const shippingOf = (cart: Cart) => cart.summary.lines.find((l) => l.kind === "shipping");
const feeOf = (cart: Cart) => cart.summary.lines.find((l) => l.kind === "fee");

describe("checkout", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  /** A new parent with Emma's picture set and one of her pictures in the cart. */
  async function emmaWithFile(index = 0) {
    const { cookie, email } = await registerWithCode(t.app, "EMMA2026");
    const emma = await pictureSet(t.app, cookie, "Emma Nordmann");
    await addFile(t.app, cookie, emma, index);
    return { cookie, email, emma };
  }

  /** A new parent with Emma's picture set and the school catalogue in the cart. */
  async function emmaWithCatalogue() {
    const { cookie, email } = await registerWithCode(t.app, "EMMA2026");
    await setCatalogue(t.app, cookie, 1);
    return { cookie, email };
  }

  describe("POST /api/webshop/checkout", () => {
    it("starts a checkout of a digital cart with digital delivery only, the profile, terms, options and upsell", async () => {
      const { cookie, email } = await emmaWithFile();
      const res = await t.app.inject({ method: "POST", url: "/api/webshop/checkout", headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const body = res.json() as CheckoutResponse;
      expect(body.checkoutUuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(body.cart.orderLines).toHaveLength(1);
      expect(body.deliveryOptions.map((m) => m.type)).toEqual(["digital-delivery"]);
      expect(body.deliveryOptions[0]?.deliveryOptions[0]?.name).toBe("Digital levering");
      expect(body.user.emailAddress).toBe(email);
      expect(body.user.isAnonymousUser).toBe(false);
      expect(body.termsOfPurchase).toContain("Terms of service for Demo Foto AS");
      expect(body.options).toEqual({
        disableOrderComment: false,
        useAddressAutocompleteService: true,
        gatherAddress2: true,
      });
      expect(body.hasActiveRebateCampaigns).toBe(true);
      expect(body.catalogueMaxDeliveryTime).toBeNull();
      const catalogue = body.upsaleList.find((u) => u.type === "CATALOGUE");
      expect(
        catalogue?.type === "CATALOGUE" && catalogue.catalogues.map((c) => [c.name, c.quantity]),
      ).toEqual([["Skolekatalog Solbakken 2026", 0]]);
      const digital = body.upsaleList.find((u) => u.type === "DIGITAL_FILES");
      expect(digital?.type === "DIGITAL_FILES" && digital.products).toEqual([
        {
          type: "set",
          pictureType: "IP",
          subject: { uuid: expect.any(String), name: "Emma Nordmann" },
          price: 59_900,
          rebatedPrice: 44_900,
        },
      ]);
    });

    it("offers postage, store and school pickup for a cart with a catalogue, and no catalogue upsell", async () => {
      const { cookie } = await emmaWithCatalogue();
      const body = await startCheckout(t.app, cookie);
      expect(body.deliveryOptions.map((m) => m.type)).toEqual(["postage", "store-pickup", "school-pickup"]);
      expect(body.catalogueMaxDeliveryTime).toBe(30);
      expect(body.upsaleList.some((u) => u.type === "CATALOGUE")).toBe(false);
      const postage = deliveryOf(body, "postage");
      expect(postage).toMatchObject({ name: "Sending i posten", price: 7_900, deliverytime: 3 });
      expect(postage.countries.map((c) => c.code)).toEqual(["NO", "GB", "US"]);
      expect(postage.countries.find((c) => c.code === "US")?.states?.length).toBeGreaterThan(0);
      const store = body.deliveryOptions.find((m) => m.type === "store-pickup");
      expect(
        store?.pickupLocations.map((l) => [l.uuid, l.pickupname, l.price, l.deliveryTime.string]),
      ).toEqual([
        [demoPickup.oslo.uuid, "Demo Foto Oslo", 0, "5 business days"],
        [demoPickup.osloExpress.uuid, "Demo Foto Oslo Ekspress", 9_900, "1 business day"],
        [demoPickup.bergen.uuid, "Demo Foto Bergen", 0, "5 business days"],
      ]);
      const school = deliveryOf(body, "school-pickup");
      expect(school.subjects.map((s) => s.name)).toEqual(["Emma Nordmann"]);
    });

    it("leaves out school pickup for other schools' jobs and options that expired", async () => {
      const { cookie } = await emmaWithCatalogue();
      const [kindergarten] = await t.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(eq(jobs.name, "Eventyrskogen barnehage 2025"));
      const [school] = await t.db
        .select({ id: deliveryOptions.id, jobIds: deliveryOptions.jobIds })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.type, "school-pickup"));
      if (!kindergarten || !school) throw new Error("seed is missing");
      await t.db
        .update(deliveryOptions)
        .set({ jobIds: [kindergarten.id] })
        .where(eq(deliveryOptions.id, school.id));
      await t.db
        .update(deliveryOptions)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(deliveryOptions.type, "store-pickup"));
      try {
        const body = await startCheckout(t.app, cookie);
        expect(body.deliveryOptions.map((m) => m.type)).toEqual(["postage"]);
      } finally {
        await t.db
          .update(deliveryOptions)
          .set({ jobIds: school.jobIds })
          .where(eq(deliveryOptions.id, school.id));
        await t.db
          .update(deliveryOptions)
          .set({ expiresAt: null })
          .where(eq(deliveryOptions.type, "store-pickup"));
      }
    });

    it("does not offer a digital set that is in the cart", async () => {
      const { cookie } = await registerWithCode(t.app, "EMMA2026");
      const emma = await pictureSet(t.app, cookie, "Emma Nordmann");
      const toggled = await t.app.inject({
        method: "POST",
        url: "/ajax/cart/toggle_digital_set_in_cart.php",
        payload: { pictureSet: emma.subject.uuid, type: "IP" },
        headers: { cookie },
      });
      expect(toggled.statusCode).toBe(200);
      const body = await startCheckout(t.app, cookie);
      expect(body.upsaleList.some((u) => u.type === "DIGITAL_FILES")).toBe(false);
    });

    it("answers 409 with the reason when the cart holds no products", async () => {
      const { cookie } = await registerWithCode(t.app, "EMMA2026");
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
      const { cookie } = await emmaWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const res = await t.app.inject({ url: url(checkout.checkoutUuid, postage.uuid), headers: { cookie } });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { paymentOptions: Array<{ provider: string; title: string }>; cart: Cart };
      // Stripe is listed only when STRIPE_SECRET_KEY is set, which it is not here.
      expect(body.paymentOptions.map((p) => [p.provider, p.title])).toEqual([
        ["card", "Betalingskort"],
        ["mobile", "Mobilbetaling"],
        ["invoice", "Faktura"],
      ]);
      expect(shippingOf(body.cart)).toEqual({
        type: 3,
        kind: "shipping",
        description: "Sending i posten",
        linePrice: 7_900,
      });
      expect(body.cart.summary.totalPrice).toBe(18_900 + 7_900);
      expect(feeOf(body.cart)).toBeUndefined();
    });

    it("says what the options verify: a mobile number, a national id, and the invoice fee", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const mobile = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "mobile");
      const invoice = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "invoice");
      expect(mobile).toMatchObject({ verifyMobile: true, requirePersonNo: false, fee: 0 });
      expect(invoice).toMatchObject({ verifyMobile: false, requirePersonNo: true, fee: 2_900 });
    });

    it("answers 404 for a delivery option the cart cannot use, or another user's checkout", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const [postage] = await t.db
        .select({ uuid: deliveryOptions.uuid })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.type, "postage"));
      const notUsable = await t.app.inject({
        url: url(checkout.checkoutUuid, postage?.uuid ?? ""),
        headers: { cookie },
      });
      expect(notUsable.statusCode).toBe(404);
      const other = await emmaWithFile(1);
      const digital = deliveryOf(checkout, "digital-delivery");
      const foreign = await t.app.inject({
        url: url(checkout.checkoutUuid, digital.uuid),
        headers: { cookie: other.cookie },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ error: "Checkout not found" });
    });

    it("answers 400 for a malformed id and 401 signed out", async () => {
      const { cookie } = await emmaWithFile();
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
      const { cookie } = await emmaWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const res = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: postage.uuid,
        deliveryOptionData: { deliveryAddress: { ...norway, saveAddress: true } },
      });
      expect(res.statusCode).toBe(200);
      expect(shippingOf((res.json() as { cart: Cart }).cart)?.linePrice).toBe(7_900);
      const again = await startCheckout(t.app, cookie);
      expect(again.user).toMatchObject({
        name: "Kari Berg",
        address: "Storgata 12",
        postalCode: "0155",
        city: "Oslo",
        country: "NO",
      });
    });

    it("names every missing field of the address form", async () => {
      const { cookie } = await emmaWithCatalogue();
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

    it("prices a store pickup by its location: the express variant costs 99 kr", async () => {
      const { cookie } = await emmaWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const store = deliveryOf(checkout, "store-pickup");
      const express = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: store.uuid,
        deliveryOptionData: { contactInfo: contact, pickupLocationUuid: demoPickup.osloExpress.uuid },
      });
      expect(express.statusCode).toBe(200);
      expect(shippingOf((express.json() as { cart: Cart }).cart)).toMatchObject({
        description: "Hent i butikk – Demo Foto Oslo Ekspress",
        linePrice: 9_900,
      });
      const standard = await put(cookie, checkout.checkoutUuid, {
        deliveryOptionUuid: store.uuid,
        deliveryOptionData: { contactInfo: contact, pickupLocationUuid: demoPickup.oslo.uuid },
      });
      expect(shippingOf((standard.json() as { cart: Cart }).cart)?.linePrice).toBe(0);
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
      const { cookie } = await emmaWithCatalogue();
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
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      expect((await put(cookie, checkout.checkoutUuid, { deliveryOptionData: {} })).statusCode).toBe(400);
      const other = await emmaWithFile(1);
      const payload = { deliveryOptionUuid: digital.uuid, deliveryOptionData: { contactInfo: contact } };
      expect((await put(other.cookie, checkout.checkoutUuid, payload)).statusCode).toBe(404);
      expect((await put(undefined, checkout.checkoutUuid, payload)).statusCode).toBe(401);
    });
  });

  describe("GET …/payment-options/{p}", () => {
    it("sets the payment option and adds its fee to the cart", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const invoice = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "invoice");
      const res = await t.app.inject({
        url: `/api/webshop/checkout/${checkout.checkoutUuid}/delivery-options/${digital.uuid}/payment-options/${invoice.uuid}`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const { cart } = res.json() as { cart: Cart };
      expect(feeOf(cart)).toEqual({ type: 3, kind: "fee", description: "Faktura", linePrice: 2_900 });
      expect(cart.summary.totalPrice).toBe(14_900 + 2_900);
    });

    it("answers 404 for an unknown payment option or another user's checkout, 400 malformed, 401 signed out", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, digital.uuid, "card");
      const base = `/api/webshop/checkout/${checkout.checkoutUuid}/delivery-options/${digital.uuid}/payment-options`;
      const unknown = await t.app.inject({ url: `${base}/${checkout.checkoutUuid}`, headers: { cookie } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: "Payment option not found" });
      const other = await emmaWithFile(1);
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
      const { cookie } = await emmaWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const postage = deliveryOf(checkout, "postage");
      const res = await verify(cookie, checkout.checkoutUuid, {
        code: "velkommen10",
        deliveryOptionUuid: postage.uuid,
      });
      expect(res.statusCode).toBe(200);
      const { cart } = res.json() as { cart: Cart };
      expect(cart.rebateCode?.code).toBe("VELKOMMEN10");
      expect(cart.summary.lines.find((l) => l.kind === "voucher")?.linePrice).toBe(-1_890);
      expect(shippingOf(cart)?.linePrice).toBe(7_900);
    });

    it("refuses an expired voucher with the reason and keeps the cart as it was", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const res = await verify(cookie, checkout.checkoutUuid, { code: "UTLOPT" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: "This voucher code has expired" });
      expect((await getCart(t.app, cookie)).rebateCode).toBeNull();
    });

    it("answers 400 for an empty code, 404 for another user's checkout, 401 signed out", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      expect((await verify(cookie, checkout.checkoutUuid, { code: "" })).statusCode).toBe(400);
      const other = await emmaWithFile(1);
      expect((await verify(other.cookie, checkout.checkoutUuid, { code: "VELKOMMEN10" })).statusCode).toBe(
        404,
      );
      expect((await verify(undefined, checkout.checkoutUuid, { code: "VELKOMMEN10" })).statusCode).toBe(401);
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
      const { cookie, emma } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const res = await buy(cookie, checkout.checkoutUuid, {
        data: { subjects: [{ name: "Emma Nordmann", uuid: emma.subject.uuid, pictureType: "IP" }] },
      });
      expect(res.statusCode).toBe(200);
      const { cart } = res.json() as { cart: Cart };
      expect(cart.orderLines.map((l) => [l.product.kind, l.actualLinePrice])).toEqual([
        ["digital_set", 44_900],
      ]);
    });

    it("answers 404 for a set that is not the user's, 400 without subjects, 404 for another's checkout, 401", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const nora = await pictureSet(t.app, await demoUserCookie(t), "Nora Berg");
      const foreignSet = await buy(cookie, checkout.checkoutUuid, {
        data: { subjects: [{ name: "Nora Berg", uuid: nora.subject.uuid }] },
      });
      expect(foreignSet.statusCode).toBe(404);
      expect((await buy(cookie, checkout.checkoutUuid, { data: { subjects: [] } })).statusCode).toBe(400);
      const other = await emmaWithFile(1);
      const payload = { data: { subjects: [{ name: "Emma", uuid: nora.subject.uuid }] } };
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
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      const upsell = checkout.upsaleList.find((u) => u.type === "CATALOGUE");
      const catalogue = upsell?.type === "CATALOGUE" ? upsell.catalogues[0] : undefined;
      if (!catalogue) throw new Error("no catalogue offered");
      expect(catalogue.maxQuantity).toBe(10);
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
      expect(body.catalogueMaxDeliveryTime).toBe(30);
      expect(body.deliveryOptions.map((m) => m.type)).toEqual(["postage", "store-pickup", "school-pickup"]);
    });

    it("answers 400 for an empty list, 404 for another user's checkout, 401 signed out", async () => {
      const { cookie } = await emmaWithFile();
      const checkout = await startCheckout(t.app, cookie);
      expect((await buy(cookie, checkout.checkoutUuid, { catalogues: [] })).statusCode).toBe(400);
      const other = await emmaWithFile(1);
      const payload = {
        catalogues: [{ uuid: checkout.checkoutUuid, subjectUuid: checkout.checkoutUuid, quantity: 1 }],
      };
      expect((await buy(other.cookie, checkout.checkoutUuid, payload)).statusCode).toBe(404);
      expect((await buy(undefined, checkout.checkoutUuid, payload)).statusCode).toBe(401);
    });
  });

  describe("POST …/transaction", () => {
    async function digitalCheckout(provider: "card" | "mobile" | "invoice" = "card") {
      const parent = await emmaWithFile();
      const checkout = await startCheckout(t.app, parent.cookie);
      const digital = deliveryOf(checkout, "digital-delivery");
      const payment = await paymentOf(t.app, parent.cookie, checkout.checkoutUuid, digital.uuid, provider);
      return { ...parent, checkout, digital, payment };
    }

    const ordersOf = async (email: string) => {
      const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return t.db
        .select({ uuid: orders.uuid, status: orders.status, totalPrice: orders.totalPrice })
        .from(orders)
        .where(eq(orders.userId, user?.id ?? 0));
    };

    it("makes an order awaiting payment and its transaction", async () => {
      const { cookie, email, checkout, digital, payment } = await digitalCheckout();
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid),
      );
      expect(res.statusCode).toBe(200);
      const body = res.json() as CreateTransactionResponse;
      expect(body.error).toBeNull();
      expect(await ordersOf(email)).toEqual([
        { uuid: body.order?.uuid, status: "awaiting_payment", totalPrice: 14_900 },
      ]);
    });

    it("gives the same transaction and order for the same request", async () => {
      const { cookie, email, checkout, digital, payment } = await digitalCheckout();
      const body = transactionBody(digital.uuid, payment.uuid, { comment: "Thanks" });
      const first = (await postTransaction(t.app, cookie, checkout.checkoutUuid, body)).json();
      const second = (
        await postTransaction(t.app, cookie, checkout.checkoutUuid, { ...body, client: "mobile" })
      ).json();
      expect(second).toEqual(first);
      expect(await ordersOf(email)).toHaveLength(1);
    });

    it("makes one order of twenty concurrent requests", async () => {
      const { cookie, email, checkout, digital, payment } = await digitalCheckout();
      const body = transactionBody(digital.uuid, payment.uuid);
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => postTransaction(t.app, cookie, checkout.checkoutUuid, body)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const bodies = responses.map((r) => r.json() as CreateTransactionResponse);
      expect(new Set(bodies.map((b) => b.transaction?.uuid)).size).toBe(1);
      expect(new Set(bodies.map((b) => b.order?.uuid)).size).toBe(1);
      expect(await ordersOf(email)).toHaveLength(1);
    });

    it("gives a new transaction for a changed cart and cancels the earlier open order", async () => {
      const { cookie, email, emma, checkout, digital, payment } = await digitalCheckout();
      const body = transactionBody(digital.uuid, payment.uuid);
      const first = (
        await postTransaction(t.app, cookie, checkout.checkoutUuid, body)
      ).json() as CreateTransactionResponse;
      await addFile(t.app, cookie, emma, 3);
      const second = (
        await postTransaction(t.app, cookie, checkout.checkoutUuid, body)
      ).json() as CreateTransactionResponse;
      expect(second.transaction?.uuid).not.toBe(first.transaction?.uuid);
      const byUuid = new Map((await ordersOf(email)).map((o) => [o.uuid, o]));
      expect(byUuid.get(first.order?.uuid ?? "")?.status).toBe("cancelled");
      expect(byUuid.get(second.order?.uuid ?? "")).toMatchObject({
        status: "awaiting_payment",
        totalPrice: 29_800,
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
      const { cookie, email, checkout, digital, payment } = await digitalCheckout("invoice");
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(digital.uuid, payment.uuid, { paymentOptionData: { pid: "01019012480" } }),
      );
      expect(res.statusCode).toBe(200);
      expect((await ordersOf(email))[0]?.totalPrice).toBe(14_900 + 2_900);
    });

    it("prices the express store pickup into the order", async () => {
      const { cookie, email } = await emmaWithCatalogue();
      const checkout = await startCheckout(t.app, cookie);
      const store = deliveryOf(checkout, "store-pickup");
      const card = await paymentOf(t.app, cookie, checkout.checkoutUuid, store.uuid, "card");
      const res = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(store.uuid, card.uuid, {
          deliveryOptionData: { contactInfo: contact, pickupLocationUuid: demoPickup.osloExpress.uuid },
        }),
      );
      expect(res.statusCode).toBe(200);
      expect((await ordersOf(email))[0]?.totalPrice).toBe(18_900 + 9_900);
    });

    it("refuses a delivery option the cart cannot use and a payment option of nothing", async () => {
      const { cookie, checkout, digital, payment } = await digitalCheckout();
      const [postage] = await t.db
        .select({ uuid: deliveryOptions.uuid })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.type, "postage"));
      const wrongDelivery = await postTransaction(
        t.app,
        cookie,
        checkout.checkoutUuid,
        transactionBody(postage?.uuid ?? "", payment.uuid),
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
      const other = await emmaWithFile(1);
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
    const { cookie } = await emmaWithFile(5);
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
    t = await createTestApp({ seed: true, rateLimits: { transactionPerUser: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it("answers 429 once a user made too many transaction requests", async () => {
    const { cookie } = await registerWithCode(t.app, "EMMA2026");
    await addFile(t.app, cookie, await pictureSet(t.app, cookie, "Emma Nordmann"), 0);
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
