import type { Cart } from "@shop/contracts/cart";
import type { CheckoutResponse, PaymentOption } from "@shop/contracts/checkout";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createParent, createShop, createShopContent, type Parent } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/helpers.ts";
import { settingsDocument } from "../settings/convert.ts";
import { applyShopSettings } from "../settings/service.ts";
import { parseShopSettings } from "../settings/validation.ts";
import { putFileInCart } from "./purchase-test-support.ts";

/**
 * The settings file names things per language (packages/domain localised-text.ts): every answer names them in the
 * language of the page that asks (the web app's x-shop-language), else of the browser, else the shop's default; an
 * order keeps the names it was bought with.
 */
describe("names in the parent's language", () => {
  let t: TestApp;
  let parent: Parent;

  beforeAll(async () => {
    t = await createTestApp();
    const content = await createShopContent(t);
    const shop = await createShop(t);
    // The shop's rows were named in one language; the file gives them a name per language and finds them by it.
    const file = settingsDocument(content);
    const parsed = parseShopSettings({
      version: 2,
      portal: file.portal,
      webshop: file.webshop,
      digital: {
        IP: {
          file: { name: { en: "Digital portrait", nb: "Digitalt portrett" }, price: "100" },
          set: { name: { en: "Digital portrait set", nb: "Digitalt portrettsett" }, price: "250" },
        },
      },
      deliveryOptions: [
        {
          type: "digital-delivery",
          name: { en: "Digital delivery", nb: "Digital levering" },
          description: { en: "Download at once.", nb: "Last ned med en gang." },
          price: "0",
          deliveryDays: 0,
        },
      ],
      paymentOptions: [
        {
          provider: "card",
          title: { en: "Payment card", nb: "Betalingskort" },
          mobileTitle: { en: "Card", nb: "Kort" },
          description: { en: "Pay with Visa.", nb: "Betal med Visa." },
          methods: [{ name: "Visa", icon: "visa" }],
        },
      ],
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    await applyShopSettings(t.db, parsed.settings);
    parent = await createParent(t, shop);
    const picture = parent.set.pictures[0];
    if (!picture) throw new Error("the parent's set has no picture");
    await putFileInCart(t.app, parent.cookie, { uuid: picture.uuid, pictureType: "IP" });
  });
  afterAll(() => t.close());

  const asked = (headers: Record<string, string>) => ({ cookie: parent.cookie, ...headers });

  async function cartIn(headers: Record<string, string>): Promise<Cart> {
    const res = await t.app.inject({ method: "GET", url: "/api/webshop/cart", headers: asked(headers) });
    return (res.json() as { cart: Cart }).cart;
  }

  async function checkoutIn(headers: Record<string, string>) {
    const res = await t.app.inject({ method: "POST", url: "/api/webshop/checkout", headers: asked(headers) });
    expect(res.statusCode, res.body).toBe(200);
    const checkout = res.json() as CheckoutResponse;
    const delivery = checkout.deliveryOptions[0]?.deliveryOptions[0];
    if (!delivery) throw new Error("no delivery option");
    const options = await t.app.inject({
      method: "GET",
      url: `/api/webshop/checkout/${checkout.checkoutUuid}/delivery-options/${delivery.uuid}/payment-options`,
      headers: asked(headers),
    });
    const [payment] = (options.json() as { paymentOptions: PaymentOption[] }).paymentOptions;
    if (!payment) throw new Error("no payment option");
    return { checkout, delivery, payment };
  }

  it("answers the cart, the delivery and the payment options in the page's language", async () => {
    expect((await cartIn({ "x-shop-language": "nb" })).orderLines[0]?.product.name).toBe("Digitalt portrett");
    expect((await cartIn({ "x-shop-language": "en" })).orderLines[0]?.product.name).toBe("Digital portrait");

    const nb = await checkoutIn({ "x-shop-language": "nb" });
    expect(nb.delivery).toMatchObject({ name: "Digital levering", description: "Last ned med en gang." });
    expect(nb.payment).toMatchObject({
      title: "Betalingskort",
      mobileTitle: "Kort",
      description: "Betal med Visa.",
    });
    const en = await checkoutIn({ "x-shop-language": "en" });
    expect(en.delivery).toMatchObject({ name: "Digital delivery", description: "Download at once." });
    expect(en.payment).toMatchObject({ title: "Payment card", mobileTitle: "Card" });
  });

  it("takes the browser's languages without the page's, and the shop's default language without either", async () => {
    const browser = await cartIn({ "accept-language": "nb-NO,nb;q=0.9,en;q=0.5" });
    expect(browser.orderLines[0]?.product.name).toBe("Digitalt portrett");
    expect((await cartIn({ "accept-language": "de-DE" })).orderLines[0]?.product.name).toBe(
      "Digital portrait",
    );
    expect((await cartIn({})).orderLines[0]?.product.name).toBe("Digital portrait");
  });

  it("keeps on the order the names it was bought with, whatever language reads it later", async () => {
    const { checkout, delivery, payment } = await checkoutIn({ "x-shop-language": "nb" });
    const bought = await t.app.inject({
      method: "POST",
      url: `/api/webshop/checkout/${checkout.checkoutUuid}/transaction`,
      headers: asked({ "x-shop-language": "nb" }),
      payload: {
        deliveryOptionUuid: delivery.uuid,
        paymentOptionUuid: payment.uuid,
        deliveryOptionData: { contactInfo: { name: "Kari Berg", emailAddress: parent.user.email } },
        paymentOptionData: {},
        client: "desktop",
        comment: "",
      },
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const orderUuid = (bought.json() as { order: { uuid: string } }).order.uuid;

    const read = await t.app.inject({
      method: "GET",
      url: `/api/webshop/user/orders/${orderUuid}`,
      headers: asked({ "x-shop-language": "en" }),
    });
    expect(read.statusCode, read.body).toBe(200);
    const order = read.json().order;
    expect(order.orderLines[0].product.name).toBe("Digitalt portrett");
    expect(order.delivery.name).toBe("Digital levering");
  });
});
