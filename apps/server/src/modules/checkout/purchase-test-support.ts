import type { Cart } from "@shop/contracts/cart";
import type { CheckoutResponse, CreateTransactionBody, PaymentOption } from "@shop/contracts/checkout";
import type { DeliveryOption } from "@shop/contracts/delivery";
import type { PictureSet } from "@shop/contracts/picture-sets";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Parent } from "../../test/factories.ts";
import { pictureSetUuidOf } from "../test-support.ts";

/** Helpers the purchase-path API tests share: put things in the cart, start a checkout, pick options, pay. */

export async function pictureSet(
  app: FastifyInstance,
  cookie: string,
  subjectName: string,
): Promise<PictureSet> {
  const uuid = await pictureSetUuidOf(app, cookie, subjectName);
  const res = await app.inject({
    method: "GET",
    url: `/api/webshop/picture-sets/${uuid}`,
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`reading ${subjectName} answered ${res.statusCode}`);
  return res.json();
}

/** Puts the picture's digital file into the cart. */
export async function putFileInCart(
  app: FastifyInstance,
  cookie: string,
  picture: { uuid: string; pictureType: string },
): Promise<void> {
  const res = await app.inject({
    method: "POST",
    url: "/ajax/cart/toggle_digital_file_in_cart.php",
    payload: { file: picture.uuid, type: picture.pictureType },
    headers: { cookie },
  });
  if (res.statusCode !== 200 || !(res.json() as { inCart: boolean }).inCart) {
    throw new Error(`adding a file answered ${res.statusCode}: ${res.body}`);
  }
}

export async function addFile(
  app: FastifyInstance,
  cookie: string,
  set: PictureSet,
  index: number,
): Promise<string> {
  const picture = set.pictures[index];
  if (!picture) throw new Error(`no picture ${index} in ${set.subject.name}`);
  await putFileInCart(app, cookie, picture);
  return picture.uuid;
}

export async function addSet(
  app: FastifyInstance,
  cookie: string,
  set: PictureSet,
  type = "IP",
): Promise<void> {
  const res = await app.inject({
    method: "POST",
    url: "/ajax/cart/toggle_digital_set_in_cart.php",
    payload: { pictureSet: set.subject.uuid, type },
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`adding a set answered ${res.statusCode}: ${res.body}`);
}

export async function setCatalogue(app: FastifyInstance, cookie: string, quantity: number): Promise<void> {
  const list = await app.inject({ method: "GET", url: "/ajax/user/get_catalogues.php", headers: { cookie } });
  const catalogue = (list.json() as { catalogues: Array<{ uuid: string; subject: { uuid: string } }> })
    .catalogues[0];
  if (!catalogue) throw new Error("no catalogue offered");
  const res = await app.inject({
    method: "PUT",
    url: "/api/webshop/cart/catalogues",
    payload: { catalogues: [{ uuid: catalogue.uuid, subjectUuid: catalogue.subject.uuid, quantity }] },
    headers: { cookie },
  });
  if (res.statusCode !== 200)
    throw new Error(`setting the catalogue answered ${res.statusCode}: ${res.body}`);
}

export async function getCart(app: FastifyInstance, cookie: string): Promise<Cart> {
  const res = await app.inject({ method: "GET", url: "/api/webshop/cart", headers: { cookie } });
  return (res.json() as { cart: Cart }).cart;
}

export async function startCheckout(app: FastifyInstance, cookie: string): Promise<CheckoutResponse> {
  const res = await app.inject({ method: "POST", url: "/api/webshop/checkout", headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`starting a checkout answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export function verifyVoucher(
  app: FastifyInstance,
  cookie: string,
  checkoutUuid: string,
  code: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `/api/webshop/checkout/${checkoutUuid}/verify-rebate-code`,
    payload: { code },
    headers: { cookie },
  });
}

/** Starts a checkout and puts the voucher on the cart, as the parent does in the checkout's voucher field. */
export async function chooseVoucher(app: FastifyInstance, cookie: string, code: string): Promise<void> {
  const checkout = await startCheckout(app, cookie);
  const res = await verifyVoucher(app, cookie, checkout.checkoutUuid, code);
  if (res.statusCode !== 200) throw new Error(`the voucher answered ${res.statusCode}: ${res.body}`);
}

export function deliveryOf(checkout: CheckoutResponse, type: DeliveryOption["type"]): DeliveryOption {
  const option = checkout.deliveryOptions.find((m) => m.type === type)?.deliveryOptions[0];
  if (!option) throw new Error(`no ${type} option`);
  return option;
}

export async function paymentOptionsOf(
  app: FastifyInstance,
  cookie: string,
  checkoutUuid: string,
  deliveryUuid: string,
): Promise<PaymentOption[]> {
  const res = await app.inject({
    method: "GET",
    url: `/api/webshop/checkout/${checkoutUuid}/delivery-options/${deliveryUuid}/payment-options`,
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`payment options answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { paymentOptions: PaymentOption[] }).paymentOptions;
}

export async function paymentOf(
  app: FastifyInstance,
  cookie: string,
  checkoutUuid: string,
  deliveryUuid: string,
  provider: PaymentOption["provider"],
): Promise<PaymentOption> {
  const option = (await paymentOptionsOf(app, cookie, checkoutUuid, deliveryUuid)).find(
    (p) => p.provider === provider,
  );
  if (!option) throw new Error(`no ${provider} payment option`);
  return option;
}

export const contact = { name: "Kari Berg", emailAddress: "kari@example.com" };

export function transactionBody(
  deliveryOptionUuid: string,
  paymentOptionUuid: string,
  extra: Partial<CreateTransactionBody> = {},
): CreateTransactionBody {
  return {
    deliveryOptionUuid,
    paymentOptionUuid,
    deliveryOptionData: { contactInfo: contact },
    paymentOptionData: {},
    client: "desktop",
    comment: "",
    ...extra,
  };
}

export function postTransaction(
  app: FastifyInstance,
  cookie: string,
  checkoutUuid: string,
  body: CreateTransactionBody | Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `/api/webshop/checkout/${checkoutUuid}/transaction`,
    payload: body,
    headers: { cookie },
  });
}

/** A digital order up to its open transaction: the cart holds what `fill` put in it; paid by `provider`. */
export async function openTransaction(
  app: FastifyInstance,
  cookie: string,
  provider: PaymentOption["provider"],
  extra: Partial<CreateTransactionBody> = {},
): Promise<{ checkout: CheckoutResponse; transactionUuid: string; orderUuid: string }> {
  const checkout = await startCheckout(app, cookie);
  const delivery = deliveryOf(checkout, "digital-delivery");
  const payment = await paymentOf(app, cookie, checkout.checkoutUuid, delivery.uuid, provider);
  const res = await postTransaction(
    app,
    cookie,
    checkout.checkoutUuid,
    transactionBody(delivery.uuid, payment.uuid, extra),
  );
  if (res.statusCode !== 200) throw new Error(`the transaction answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as { transaction: { uuid: string }; order: { uuid: string } };
  return { checkout, transactionUuid: body.transaction.uuid, orderUuid: body.order.uuid };
}

/** A Norwegian delivery address as a parent types it. */
export const postalAddress = {
  name: "Kari Berg",
  address: "Storgata 12",
  address2: "",
  postalCode: "0155",
  city: "Oslo",
  state: "",
  country: "NO",
  verifiedAddress: false,
  saveAddress: false,
};

/** An order of what the cart holds, sent by post to postalAddress, up to its open transaction paid by `provider`. */
export async function openPostageTransaction(
  app: FastifyInstance,
  cookie: string,
  provider: PaymentOption["provider"] = "card",
): Promise<{ transactionUuid: string; orderUuid: string }> {
  const checkout = await startCheckout(app, cookie);
  const postage = deliveryOf(checkout, "postage");
  const payment = await paymentOf(app, cookie, checkout.checkoutUuid, postage.uuid, provider);
  const res = await postTransaction(
    app,
    cookie,
    checkout.checkoutUuid,
    transactionBody(postage.uuid, payment.uuid, {
      deliveryOptionData: { deliveryAddress: postalAddress as never },
    }),
  );
  if (res.statusCode !== 200) throw new Error(`the transaction answered ${res.statusCode}: ${res.body}`);
  const body = res.json() as { transaction: { uuid: string }; order: { uuid: string } };
  return { transactionUuid: body.transaction.uuid, orderUuid: body.order.uuid };
}

export async function payWithCard(
  app: FastifyInstance,
  cookie: string,
  transactionUuid: string,
  cardNumber = "4242 4242 4242 4242",
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url: `/api/webshop/transactions/${transactionUuid}/card`,
    payload: { cardNumber, expiry: "12/39", cvc: "123", name: "Kari Berg" },
    headers: { cookie },
  });
}

/** Puts the first `count` pictures of the parent's own set (the factories' createParent) into the cart. */
export async function addFiles(
  app: FastifyInstance,
  parent: Pick<Parent, "cookie" | "set">,
  count = 1,
): Promise<PictureSet> {
  const set = await pictureSet(app, parent.cookie, parent.set.subject.name);
  for (let i = 0; i < count; i += 1) await addFile(app, parent.cookie, set, i);
  return set;
}
