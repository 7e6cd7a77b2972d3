import { createHash } from "node:crypto";
import type { Cart } from "@shop/contracts/cart";
import type { CatalogueChoice } from "@shop/contracts/catalogues";
import type {
  CheckoutResponse,
  CheckoutUser,
  PaymentOption,
  PaymentProvider,
} from "@shop/contracts/checkout";
import type { PictureType } from "@shop/contracts/common";
import type { DeliveryMethod, DeliveryOptionData } from "@shop/contracts/delivery";
import type { FieldProblems } from "@shop/domain/delivery-address";
import { isProductLine } from "@shop/domain/order-line";
import { and, eq, lt, notExists } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { withCustomPlans } from "../../db/plans.ts";
import { checkoutSettings, checkouts } from "../../db/schema/checkout.ts";
import { badRequest, conflict, errorAnswer, type HttpError, notFound } from "../../errors.ts";
import { cachedRead } from "../../platform/read-cache.ts";
import { fieldAnswer, validationProblems } from "../../refusals.ts";
import { getProfile, saveAddress } from "../account/service.ts";
import type { UpsellPurchase } from "../cart/kind.ts";
import { lineKinds } from "../cart/kinds.ts";
import {
  applyVoucherCode,
  type CartExtras,
  cartOf,
  changeCart,
  loadCart,
  type PricedCart,
  priceCart,
} from "../cart/service.ts";
import { hasActiveVouchers } from "../catalog/service.ts";
import { shopProfile } from "../content/service.ts";
import {
  type AvailableOption,
  availableDeliveryOptions,
  checkDelivery,
  deliveryOptionIdOf,
  deliveryOptionUuidOf,
  shippingOf,
  toDeliveryMethods,
} from "../delivery/service.ts";
import { invoiceRefusalsFor } from "../orders/invoices.ts";
import {
  feesOf,
  paymentOptionsFor,
  transactionsOfCheckout,
  type UsablePaymentOption,
} from "../payments/service.ts";
import { longestDeliveryDays, upsaleList } from "./upsell.ts";

export const checkoutTexts = {
  checkoutNotFound: "Checkout not found",
  emptyCart: "Your shopping cart is empty",
  deliveryOptionNotFound: "Delivery option not found",
  paymentOptionNotFound: "Payment option not found",
  chooseDelivery: "Choose a delivery option",
  choosePayment: "Choose a payment option",
  checkDelivery: "Please check the delivery details",
  checkPayment: "Please check the payment details",
} as const;

export interface CheckoutDeps {
  db: Db;
  config: Pick<Config, "signingSecret" | "dataEncryptionKey" | "invoiceMaxAmount">;
  portalId: number;
  /** The payment providers this shop may offer (payments' enabledProviders). */
  providers: ReadonlySet<PaymentProvider>;
}

type CheckoutRow = typeof checkouts.$inferSelect;

/** One of the user's checkouts; anyone else's answers 404. */
export async function findCheckout(db: Db, userId: number, checkoutUuid: string): Promise<CheckoutRow> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.uuid, checkoutUuid), eq(checkouts.userId, userId)))
    .limit(1);
  if (!row) throw notFound(checkoutTexts.checkoutNotFound, "checkout_not_found");
  return row;
}

/** Whether the cart holds anything to buy (a product line). */
export const hasProducts = (cart: Cart) => cart.orderLines.some(isProductLine);

export async function checkoutUser(db: Db, userId: number): Promise<CheckoutUser> {
  const u = await getProfile(db, userId);
  if (!u) throw new Error("the signed-in user no longer exists");
  return {
    uuid: u.uuid,
    emailAddress: u.email,
    isAnonymousUser: false,
    name: u.name,
    address: u.address,
    address2: u.address2,
    postalCode: u.postalCode,
    city: u.city,
    state: u.state,
    country: u.country,
    mobilePhone: u.mobilePhone,
  };
}

/** The checkout page's settings of the shop (kept in the read cache, platform/read-cache.ts). */
const checkoutOptions = cachedRead(
  "checkoutOptions",
  ["checkout_settings"],
  async (db: Db, portalId: number) => {
    const [row] = await db
      .select({
        disableOrderComment: checkoutSettings.disableOrderComment,
        useAddressAutocompleteService: checkoutSettings.useAddressAutocompleteService,
      })
      .from(checkoutSettings)
      .where(eq(checkoutSettings.portalId, portalId))
      .limit(1);
    return row ?? null;
  },
);

async function shopSettings(db: Db, portalId: number) {
  const [shop, row] = await Promise.all([shopProfile(db, portalId), checkoutOptions(db, portalId)]);
  return {
    terms: shop.termsText,
    options: {
      disableOrderComment: row?.disableOrderComment ?? false,
      useAddressAutocompleteService: row?.useAddressAutocompleteService ?? false,
      gatherAddress2: shop.gatherAddress2,
    },
  };
}

/** POST /api/webshop/checkout: a new checkout session over the user's cart. */
export async function createCheckout(
  deps: CheckoutDeps,
  userId: number,
  now = new Date(),
): Promise<CheckoutResponse> {
  const cart = await loadCart(deps.db, deps.portalId, userId);
  if (!hasProducts(cart)) throw conflict(checkoutTexts.emptyCart, "empty_cart");
  const [row] = await deps.db.insert(checkouts).values({ userId }).returning({ uuid: checkouts.uuid });
  if (!row) throw new Error("the checkout was not created");
  const checkout = { ...deps, userId, cart, now };
  const [available, user, settings, campaigns, deliveryDays] = await Promise.all([
    availableDeliveryOptions(deps.db, deps.portalId, cart, now),
    checkoutUser(deps.db, userId),
    shopSettings(deps.db, deps.portalId),
    hasActiveVouchers(deps.db, deps.portalId, now),
    longestDeliveryDays(checkout),
  ]);
  return {
    checkoutUuid: row.uuid,
    cart,
    deliveryOptions: toDeliveryMethods(available),
    user,
    hasActiveRebateCampaigns: campaigns,
    termsOfPurchase: settings.terms,
    options: settings.options,
    upsaleList: await upsaleList(checkout),
    catalogueMaxDeliveryTime: deliveryDays,
  };
}

interface Choices {
  available: AvailableOption[];
  delivery: AvailableOption | null;
  payment: UsablePaymentOption | null;
}

/** The checkout's saved choices that still hold for the cart as it is now. */
async function savedChoices(deps: CheckoutDeps, checkout: CheckoutRow, cart: Cart): Promise<Choices> {
  const available = await availableDeliveryOptions(deps.db, deps.portalId, cart);
  const delivery = await optionById(deps, available, checkout.deliveryOptionId);
  let payment: UsablePaymentOption | null = null;
  if (delivery && checkout.paymentOptionId !== null) {
    const options = await paymentOptionsFor(deps.db, deps.portalId, delivery.option.type, deps.providers);
    payment = options.find((p) => p.id === checkout.paymentOptionId) ?? null;
  }
  return { available, delivery, payment };
}

async function optionById(
  deps: CheckoutDeps,
  available: AvailableOption[],
  id: number | null,
): Promise<AvailableOption | null> {
  if (id === null) return null;
  const uuid = await deliveryOptionUuidOf(deps.db, id);
  return available.find((a) => a.option.uuid === uuid) ?? null;
}

function savedData(checkout: CheckoutRow): DeliveryOptionData | null {
  return (checkout.deliveryOptionData as DeliveryOptionData | null) ?? null;
}

/** The saved delivery's shipping (its form may name a pickup location) and the saved payment's fee. */
function extrasFor(
  checkout: CheckoutRow,
  delivery: AvailableOption,
  payment: PaymentOption | null,
): CartExtras {
  return { shipping: shippingOf(delivery.option, savedData(checkout)), fees: feesOf(payment) };
}

/** The priced cart with the shipping and fee of the checkout's saved choices. */
async function cartWithChoices(deps: CheckoutDeps, priced: PricedCart, checkout: CheckoutRow): Promise<Cart> {
  const plain = cartOf(priced);
  if (checkout.deliveryOptionId === null) return plain;
  const { delivery, payment } = await savedChoices(deps, checkout, plain);
  if (!delivery) return plain;
  return cartOf(priced, extrasFor(checkout, delivery, payment?.option ?? null));
}

/** A delivery option this cart (without shipping and fees) may use, by its uuid. */
async function availableOption(deps: CheckoutDeps, cart: Cart, uuid: string) {
  const available = await availableDeliveryOptions(deps.db, deps.portalId, cart);
  const delivery = available.find((a) => a.option.uuid === uuid);
  if (!delivery) throw notFound(checkoutTexts.deliveryOptionNotFound, "delivery_option_not_found");
  return delivery;
}

/** GET …/delivery-options/{d}/payment-options: what may pay for this delivery, and the cart with its shipping. */
export async function paymentOptionsOfDelivery(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  deliveryUuid: string,
): Promise<{ paymentOptions: PaymentOption[]; cart: Cart }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  const priced = await priceCart(deps.db, deps.portalId, userId);
  const delivery = await availableOption(deps, cartOf(priced), deliveryUuid);
  const options = await paymentOptionsFor(deps.db, deps.portalId, delivery.option.type, deps.providers);
  const sameOption =
    checkout.deliveryOptionId !== null &&
    (await deliveryOptionUuidOf(deps.db, checkout.deliveryOptionId)) === deliveryUuid;
  const cart = cartOf(priced, {
    shipping: shippingOf(delivery.option, sameOption ? savedData(checkout) : null),
    fees: [],
  });
  return { paymentOptions: await offeredOptions(deps, userId, options, cart), cart };
}

/**
 * The options with the invoice marked `unavailable` when the shop would refuse it for this cart (over the maximum
 * with its fee, or beside another unpaid invoice): the parent sees why, and neither has it preselected nor chooses it
 * only to be refused at the end. The transaction checks again: the cart or the invoices may change after this.
 */
async function offeredOptions(
  deps: CheckoutDeps,
  userId: number,
  options: { option: PaymentOption }[],
  cart: Cart,
): Promise<PaymentOption[]> {
  const all = options.map((o) => o.option);
  const invoices = all.filter((o) => o.provider === "invoice");
  const { totalPrice, currency } = cart.summary;
  const refusals = await invoiceRefusalsFor(deps.db, userId, {
    amounts: invoices.map((o) => totalPrice + o.fee),
    maxAmount: deps.config.invoiceMaxAmount,
    currency,
  });
  return all.map((option) => {
    const unavailable = refusals[invoices.indexOf(option)];
    return unavailable ? { ...option, unavailable } : option;
  });
}

/** The profile keeps the address when the customer asks to save it. */
export async function saveAddressToProfile(db: Db, userId: number, data: DeliveryOptionData): Promise<void> {
  const a = data.deliveryAddress;
  if (a?.saveAddress) await saveAddress(db, userId, a);
}

function fieldError(message: string, fields: FieldProblems): HttpError {
  return badRequest(message, "check_delivery", fieldAnswer(validationProblems(fields)));
}

/** PUT …/delivery: sets the delivery option with its checked form. */
export async function setDelivery(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  body: { deliveryOptionUuid: string; deliveryOptionData: DeliveryOptionData },
): Promise<{ cart: Cart }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  const priced = await priceCart(deps.db, deps.portalId, userId);
  const delivery = await availableOption(deps, cartOf(priced), body.deliveryOptionUuid);
  const checked = checkDelivery(delivery, body.deliveryOptionData);
  if (!checked.ok) throw fieldError(checkoutTexts.checkDelivery, checked.fields);
  const optionId = await deliveryOptionIdOf(deps.db, deps.portalId, delivery.option.uuid);
  const options = await paymentOptionsFor(deps.db, deps.portalId, delivery.option.type, deps.providers);
  const payment = options.find((p) => p.id === checkout.paymentOptionId) ?? null;
  const [updated] = await deps.db
    .update(checkouts)
    .set({
      deliveryOptionId: optionId,
      deliveryOptionData: checked.value.data,
      // A payment option that does not go with the new delivery is chosen again.
      paymentOptionId: payment?.id ?? null,
      updatedAt: new Date(),
    })
    .where(eq(checkouts.id, checkout.id))
    .returning();
  await saveAddressToProfile(deps.db, userId, body.deliveryOptionData);
  return { cart: await cartWithChoices(deps, priced, updated ?? checkout) };
}

/** GET …/delivery-options/{d}/payment-options/{p}: sets both options; the cart with shipping and fee. */
export async function choosePaymentOption(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  deliveryUuid: string,
  paymentUuid: string,
): Promise<{ cart: Cart }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  const priced = await priceCart(deps.db, deps.portalId, userId);
  const delivery = await availableOption(deps, cartOf(priced), deliveryUuid);
  const options = await paymentOptionsFor(deps.db, deps.portalId, delivery.option.type, deps.providers);
  const payment = options.find((p) => p.option.uuid === paymentUuid);
  if (!payment) throw notFound(checkoutTexts.paymentOptionNotFound, "payment_option_not_found");
  const optionId = await deliveryOptionIdOf(deps.db, deps.portalId, deliveryUuid);
  const sameOption = checkout.deliveryOptionId === optionId;
  const [updated] = await deps.db
    .update(checkouts)
    .set({
      deliveryOptionId: optionId,
      deliveryOptionData: sameOption ? checkout.deliveryOptionData : null,
      paymentOptionId: payment.id,
      updatedAt: new Date(),
    })
    .where(eq(checkouts.id, checkout.id))
    .returning();
  return { cart: await cartWithChoices(deps, priced, updated ?? checkout) };
}

/** POST …/verify-rebate-code: the voucher on the cart, or why it is refused (400). */
export async function verifyRebateCode(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  code: string,
  deliveryUuid: string | null | undefined,
): Promise<{ cart: Cart }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  const result = await applyVoucherCode(deps.db, deps.portalId, userId, code, new Date());
  if (!result.ok) throw errorAnswer(400, result);
  // The voucher was checked against the cart's priced lines: the cart is the same, now with it.
  const priced: PricedCart = {
    lines: result.lines,
    pricing: result.pricing,
    voucher: result.voucher,
    refusedVoucher: null,
  };
  if (deliveryUuid) {
    const { available, delivery, payment } = await savedChoices(deps, checkout, cartOf(priced));
    const named = available.find((a) => a.option.uuid === deliveryUuid) ?? null;
    if (named) {
      const same = delivery?.option.uuid === deliveryUuid;
      return {
        cart: cartOf(priced, {
          shipping: shippingOf(named.option, same ? savedData(checkout) : null),
          fees: same ? feesOf(payment?.option ?? null) : [],
        }),
      };
    }
  }
  return { cart: await cartWithChoices(deps, priced, checkout) };
}

/** Puts what the parent chose of the upsell in the cart, through the kind whose items they are. */
async function buyUpsell(deps: CheckoutDeps, userId: number, purchase: UpsellPurchase): Promise<void> {
  for (const kind of lineKinds()) {
    const change = kind.upsell?.(purchase);
    if (change) return changeCart(deps.db, deps.portalId, userId, change);
  }
  throw new Error(`no kind of order line sells the upsell's ${purchase.type}`);
}

/** POST …/digital-sets: the upsell's sets into the cart. */
export async function buyDigitalSets(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  sets: Array<{ uuid: string; pictureType?: PictureType | undefined }>,
): Promise<{ cart: Cart }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  await buyUpsell(deps, userId, {
    type: "DIGITAL_FILES",
    sets: sets.map((s) =>
      s.pictureType ? { subjectUuid: s.uuid, pictureType: s.pictureType } : { subjectUuid: s.uuid },
    ),
  });
  return { cart: await cartWithChoices(deps, await priceCart(deps.db, deps.portalId, userId), checkout) };
}

/** POST …/catalogues: the upsell's catalogues into the cart; the delivery options may change with them. */
export async function buyCatalogues(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  choices: CatalogueChoice[],
): Promise<{ cart: Cart; catalogueMaxDeliveryTime: number | null; deliveryOptions: DeliveryMethod[] }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  await buyUpsell(deps, userId, { type: "CATALOGUE", catalogues: choices });
  const cart = await cartWithChoices(deps, await priceCart(deps.db, deps.portalId, userId), checkout);
  const [available, deliveryDays] = await Promise.all([
    availableDeliveryOptions(deps.db, deps.portalId, cart),
    longestDeliveryDays({ ...deps, userId, cart, now: new Date() }),
  ]);
  return {
    cart,
    catalogueMaxDeliveryTime: deliveryDays,
    deliveryOptions: toDeliveryMethods(available),
  };
}

/** Object keys sorted at every level, so the same content always gives the same text to hash. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a transaction's content: the same checkout and content give the same transaction. */
export function transactionFingerprint(content: unknown): string {
  return createHash("sha256").update(canonicalJson(content)).digest("hex");
}

/** Every visit to checkout makes a row; those that never reached a transaction are of no use after a while. */
export async function purgeAbandonedCheckouts(db: Db, olderThan: Date): Promise<number> {
  const removed = await withCustomPlans(db, (tx) =>
    tx
      .delete(checkouts)
      .where(and(lt(checkouts.updatedAt, olderThan), notExists(transactionsOfCheckout(tx, checkouts.id))))
      .returning({ id: checkouts.id }),
  );
  return removed.length;
}
