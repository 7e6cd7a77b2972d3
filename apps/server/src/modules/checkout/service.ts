import { createHash } from "node:crypto";
import type { Cart } from "@shop/contracts/cart";
import type { Catalogue, CatalogueChoice } from "@shop/contracts/catalogues";
import type {
  CheckoutResponse,
  CheckoutUser,
  CreateTransactionBody,
  CreateTransactionResponse,
  PaymentOption,
  PaymentProvider,
  UpsellItem,
} from "@shop/contracts/checkout";
import type { PictureType } from "@shop/contracts/common";
import type { DeliveryMethod, DeliveryOptionData } from "@shop/contracts/delivery";
import type { FieldErrors } from "@shop/domain/delivery-address";
import { checkInvoice, invoiceRefusalText } from "@shop/domain/invoice";
import { checkNationalIdNumber, nationalIdTexts } from "@shop/domain/national-id";
import { checkMobile, normalizeMobile, validationTexts } from "@shop/domain/validation";
import { and, asc, eq, gt, isNull, lt, notExists, or } from "drizzle-orm";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import {
  carts,
  checkoutSettings,
  checkouts,
  jobs,
  photographers,
  portals,
  subjects,
  transactions,
  userSubjects,
  users,
  vouchers,
  webshopSettings,
} from "../../db/schema/index.ts";
import { badRequest, conflict, HttpError, notFound } from "../../errors.ts";
import { encryptText, keyedHash } from "../../platform/crypto.ts";
import {
  addDigitalSets,
  applyRebateCode,
  type CartExtras,
  loadCart,
  loadCartSnapshot,
  setCatalogueQuantities,
} from "../cart/service.ts";
import { offeredCatalogues } from "../catalog/service.ts";
import {
  type AvailableOption,
  availableDeliveryOptions,
  type CheckedDelivery,
  checkDelivery,
  deliveryOptionIdOf,
  deliveryOptionUuidOf,
  shippingOf,
  toDeliveryMethods,
} from "../delivery/service.ts";
import { digitalOffers } from "../digital/offers.ts";
import { hasUnpaidInvoice } from "../orders/invoices.ts";
import { insertOrder } from "../orders/service.ts";
import {
  cancelOpenTransactions,
  feesOf,
  findByFingerprint,
  insertTransaction,
  paymentOptionsFor,
  type UsablePaymentOption,
} from "../payments/service.ts";

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
  if (!row) throw notFound(checkoutTexts.checkoutNotFound);
  return row;
}

const hasProducts = (cart: Cart) => cart.orderLines.some((l) => l.type === 0);

async function checkoutUser(db: Db, userId: number): Promise<CheckoutUser> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
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

async function shopSettings(db: Db, portalId: number) {
  const [row] = await db
    .select({
      gatherAddress2: portals.gatherAddress2,
      termsText: webshopSettings.termsText,
      disableOrderComment: checkoutSettings.disableOrderComment,
      useAddressAutocompleteService: checkoutSettings.useAddressAutocompleteService,
    })
    .from(portals)
    .leftJoin(webshopSettings, eq(webshopSettings.portalId, portals.id))
    .leftJoin(checkoutSettings, eq(checkoutSettings.portalId, portals.id))
    .where(eq(portals.id, portalId))
    .limit(1);
  return {
    terms: row?.termsText ?? "",
    options: {
      disableOrderComment: row?.disableOrderComment ?? false,
      useAddressAutocompleteService: row?.useAddressAutocompleteService ?? false,
      gatherAddress2: row?.gatherAddress2 ?? false,
    },
  };
}

/** Whether any voucher of the shop can still be used: the voucher button is worth showing. */
async function hasActiveRebateCampaigns(db: Db, portalId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(and(eq(vouchers.portalId, portalId), or(isNull(vouchers.expiresAt), gt(vouchers.expiresAt, now))))
    .limit(1);
  return rows.length > 0;
}

/** The catalogues offered to the user, with how many of each the cart holds. */
async function cataloguesWithQuantity(deps: CheckoutDeps, userId: number, cart: Cart): Promise<Catalogue[]> {
  const offered = await offeredCatalogues(deps.db, deps.portalId, userId);
  return offered.map((o) => {
    const quantity = cart.orderLines
      .filter(
        (l) =>
          l.catalogue?.uuid === o.catalogue.uuid &&
          l.subjects.some((s) => s.uuid === o.catalogue.subject.uuid),
      )
      .reduce((sum, l) => sum + l.quantity, 0);
    return { ...o.catalogue, quantity };
  });
}

/** The longest delivery time (days) of the catalogues in the cart; null without catalogues. */
function catalogueMaxDeliveryTime(catalogues: Catalogue[]): number | null {
  const inCart = catalogues.filter((c) => c.quantity > 0).map((c) => c.deliveryTime.days);
  return inCart.length === 0 ? null : Math.max(...inCart);
}

/**
 * The upsell of spec 03 §2.5: the user's catalogues that are not in the cart, and the digital sets offered at a
 * valid rebated price that are neither in the cart nor bought.
 */
async function upsaleList(
  deps: CheckoutDeps,
  userId: number,
  catalogues: Catalogue[],
  now: Date,
): Promise<UpsellItem[]> {
  const list: UpsellItem[] = [];
  const notInCart = catalogues.filter((c) => c.quantity === 0);
  if (notInCart.length > 0) list.push({ type: "CATALOGUE", catalogues: notInCart });

  const sets = await deps.db
    .select({ id: subjects.id, uuid: subjects.uuid, name: subjects.name })
    .from(userSubjects)
    .innerJoin(subjects, eq(subjects.id, userSubjects.subjectId))
    .innerJoin(jobs, eq(jobs.id, subjects.jobId))
    .innerJoin(photographers, eq(photographers.id, jobs.photographerId))
    .where(
      and(
        eq(userSubjects.userId, userId),
        eq(photographers.portalId, deps.portalId),
        eq(jobs.isArchived, false),
      ),
    )
    .orderBy(asc(userSubjects.addedAt), asc(subjects.id));
  const offers = await digitalOffers(deps.db, deps.config, deps.portalId, userId, sets, now);
  const products = sets.flatMap((set) =>
    (offers.get(set.id) ?? []).flatMap((offer) => {
      const whole = offer.set;
      if (!whole || whole.rebatedPrice === null || whole.bought || whole.inCart) return [];
      return [
        {
          type: "set" as const,
          pictureType: offer.type as PictureType,
          subject: { uuid: set.uuid, name: set.name },
          price: whole.price,
          rebatedPrice: whole.rebatedPrice,
        },
      ];
    }),
  );
  if (products.length > 0) list.push({ type: "DIGITAL_FILES", products });
  return list;
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
  const [available, user, settings, campaigns, catalogues] = await Promise.all([
    availableDeliveryOptions(deps.db, deps.portalId, cart, now),
    checkoutUser(deps.db, userId),
    shopSettings(deps.db, deps.portalId),
    hasActiveRebateCampaigns(deps.db, deps.portalId, now),
    cataloguesWithQuantity(deps, userId, cart),
  ]);
  return {
    checkoutUuid: row.uuid,
    cart,
    deliveryOptions: toDeliveryMethods(available),
    user,
    hasActiveRebateCampaigns: campaigns,
    termsOfPurchase: settings.terms,
    options: settings.options,
    upsaleList: await upsaleList(deps, userId, catalogues, now),
    catalogueMaxDeliveryTime: catalogueMaxDeliveryTime(catalogues),
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

/** The cart with the shipping and fee of the checkout's saved choices. */
async function cartWithChoices(deps: CheckoutDeps, userId: number, checkout: CheckoutRow): Promise<Cart> {
  const plain = await loadCart(deps.db, deps.portalId, userId);
  if (checkout.deliveryOptionId === null) return plain;
  const { delivery, payment } = await savedChoices(deps, checkout, plain);
  if (!delivery) return plain;
  return loadCart(deps.db, deps.portalId, userId, extrasFor(checkout, delivery, payment?.option ?? null));
}

async function availableOption(deps: CheckoutDeps, userId: number, uuid: string) {
  const cart = await loadCart(deps.db, deps.portalId, userId);
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
  const delivery = await availableOption(deps, userId, deliveryUuid);
  const options = await paymentOptionsFor(deps.db, deps.portalId, delivery.option.type, deps.providers);
  const sameOption =
    checkout.deliveryOptionId !== null &&
    (await deliveryOptionUuidOf(deps.db, checkout.deliveryOptionId)) === deliveryUuid;
  const cart = await loadCart(deps.db, deps.portalId, userId, {
    shipping: shippingOf(delivery.option, sameOption ? savedData(checkout) : null),
    fees: [],
  });
  return { paymentOptions: options.map((o) => o.option), cart };
}

/** The profile keeps the address when the customer asks to save it. */
async function saveAddressToProfile(db: Db, userId: number, data: DeliveryOptionData): Promise<void> {
  const a = data.deliveryAddress;
  if (!a?.saveAddress) return;
  await db
    .update(users)
    .set({
      name: a.name,
      address: a.address,
      address2: a.address2,
      postalCode: a.postalCode,
      city: a.city,
      state: a.state,
      country: a.country,
    })
    .where(eq(users.id, userId));
}

function fieldError(message: string, fields: FieldErrors): HttpError {
  return badRequest(message, "invalid_fields", { error: message, code: "invalid_fields", fields });
}

/** PUT …/delivery: sets the delivery option with its checked form. */
export async function setDelivery(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  body: { deliveryOptionUuid: string; deliveryOptionData: DeliveryOptionData },
): Promise<{ cart: Cart }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  const delivery = await availableOption(deps, userId, body.deliveryOptionUuid);
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
  return { cart: await cartWithChoices(deps, userId, updated ?? checkout) };
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
  const delivery = await availableOption(deps, userId, deliveryUuid);
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
  return { cart: await cartWithChoices(deps, userId, updated ?? checkout) };
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
  const result = await applyRebateCode(deps.db, deps.portalId, userId, code);
  if (!result.ok) throw badRequest(result.error, "voucher_refused");
  if (deliveryUuid) {
    const plain = await loadCart(deps.db, deps.portalId, userId);
    const { available, delivery, payment } = await savedChoices(deps, checkout, plain);
    const named = available.find((a) => a.option.uuid === deliveryUuid) ?? null;
    if (named) {
      const same = delivery?.option.uuid === deliveryUuid;
      return {
        cart: await loadCart(deps.db, deps.portalId, userId, {
          shipping: shippingOf(named.option, same ? savedData(checkout) : null),
          fees: same ? feesOf(payment?.option ?? null) : [],
        }),
      };
    }
  }
  return { cart: await cartWithChoices(deps, userId, checkout) };
}

/** POST …/digital-sets: the upsell's sets into the cart. */
export async function buyDigitalSets(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  sets: Array<{ uuid: string; pictureType?: PictureType | undefined }>,
): Promise<{ cart: Cart }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  await addDigitalSets(
    deps.db,
    deps.portalId,
    userId,
    sets.map((s) =>
      s.pictureType ? { subjectUuid: s.uuid, pictureType: s.pictureType } : { subjectUuid: s.uuid },
    ),
  );
  return { cart: await cartWithChoices(deps, userId, checkout) };
}

/** POST …/catalogues: the upsell's catalogues into the cart; the delivery options may change with them. */
export async function buyCatalogues(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  choices: CatalogueChoice[],
): Promise<{ cart: Cart; catalogueMaxDeliveryTime: number | null; deliveryOptions: DeliveryMethod[] }> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  await setCatalogueQuantities(deps.db, deps.portalId, userId, choices);
  const cart = await cartWithChoices(deps, userId, checkout);
  const [available, catalogues] = await Promise.all([
    availableDeliveryOptions(deps.db, deps.portalId, cart),
    cataloguesWithQuantity(deps, userId, cart),
  ]);
  return {
    cart,
    catalogueMaxDeliveryTime: catalogueMaxDeliveryTime(catalogues),
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

export function transactionFingerprint(content: unknown): string {
  return createHash("sha256").update(canonicalJson(content)).digest("hex");
}

function transactionError(
  status: number,
  error: string,
  fields?: FieldErrors,
  code?: CreateTransactionResponse["code"],
): HttpError {
  const body: CreateTransactionResponse = {
    error,
    transaction: null,
    order: null,
    ...(fields ? { fields } : {}),
    ...(code ? { code } : {}),
  };
  return new HttpError(status, error, undefined, body);
}

/** The payment form of spec 03 §5: a mobile number when the option verifies it, a national id when it needs one. */
function checkPaymentForm(
  option: PaymentOption,
  data: CreateTransactionBody["paymentOptionData"],
  now: Date,
): { fields: FieldErrors; mobilePhone: string | null; pid: string | null } {
  const fields: FieldErrors = {};
  let mobilePhone: string | null = null;
  let pid: string | null = null;
  if (option.verifyMobile) {
    const problem = checkMobile(data.mobilePhone ?? "");
    if (problem) fields.mobilePhone = validationTexts[problem];
    else mobilePhone = normalizeMobile(data.mobilePhone ?? "");
  }
  if (option.requirePersonNo) {
    const value = (data.pid ?? "").trim();
    if (value === "") fields.pid = validationTexts.required;
    else {
      const check = checkNationalIdNumber(value, now);
      if (!check.ok) fields.pid = nationalIdTexts[check.reason];
      else pid = value.replace(/\s+/g, "");
    }
  }
  return { fields, mobilePhone, pid };
}

class TransactionRaceLost extends Error {}

/**
 * POST …/transaction: checks every choice again, snapshots the cart into an order and opens its payment. The same
 * checkout and content give the same transaction (SHA-256 fingerprint, unique per checkout, the checkout row
 * locked while deciding); a changed cart gives a new one and cancels the earlier open order.
 */
export async function createTransaction(
  deps: CheckoutDeps,
  userId: number,
  checkoutUuid: string,
  body: CreateTransactionBody,
  now = new Date(),
): Promise<{
  response: CreateTransactionResponse;
  superseded: Array<{ provider: string; providerRef: string | null }>;
}> {
  const checkout = await findCheckout(deps.db, userId, checkoutUuid);
  const plain = await loadCart(deps.db, deps.portalId, userId);
  if (!hasProducts(plain)) throw transactionError(409, checkoutTexts.emptyCart);

  const available = await availableDeliveryOptions(deps.db, deps.portalId, plain, now);
  const delivery = available.find((a) => a.option.uuid === body.deliveryOptionUuid);
  if (!delivery) {
    throw transactionError(400, checkoutTexts.chooseDelivery, {
      deliveryOptionUuid: validationTexts.required,
    });
  }
  const paymentChoices = await paymentOptionsFor(
    deps.db,
    deps.portalId,
    delivery.option.type,
    deps.providers,
  );
  const payment = paymentChoices.find((p) => p.option.uuid === body.paymentOptionUuid);
  if (!payment) {
    throw transactionError(400, checkoutTexts.choosePayment, { paymentOptionUuid: validationTexts.required });
  }
  const checked = checkDelivery(delivery, body.deliveryOptionData);
  if (!checked.ok) throw transactionError(400, checkoutTexts.checkDelivery, checked.fields);
  const paymentForm = checkPaymentForm(payment.option, body.paymentOptionData, now);
  if (Object.keys(paymentForm.fields).length > 0) {
    throw transactionError(400, checkoutTexts.checkPayment, paymentForm.fields);
  }
  await saveAddressToProfile(deps.db, userId, body.deliveryOptionData);

  const value: CheckedDelivery = checked.value;
  const snapshot = await loadCartSnapshot(
    deps.db,
    deps.portalId,
    userId,
    { shipping: value.shipping, fees: feesOf(payment.option) },
    now,
  );
  if (!hasProducts(snapshot.cart)) throw transactionError(409, checkoutTexts.emptyCart);
  if (snapshot.refusedVoucher) {
    // The voucher the parent chose no longer holds (used on another order, expired, the cart below its minimum):
    // say why, and take it off the cart so the next attempt shows and charges the price without it.
    await deps.db
      .update(carts)
      .set({ voucherId: null, updatedAt: now })
      .where(and(eq(carts.userId, userId), eq(carts.voucherId, snapshot.refusedVoucher.id)));
    throw transactionError(409, snapshot.refusedVoucher.text, undefined, "voucher_refused");
  }
  if (payment.option.provider === "invoice") {
    const { totalPrice, currency } = snapshot.cart.summary;
    const refusal = checkInvoice({
      amount: totalPrice,
      maxAmount: deps.config.invoiceMaxAmount,
      hasUnpaidInvoice: await hasUnpaidInvoice(deps.db, userId),
    });
    if (refusal) {
      const text = invoiceRefusalText(refusal, deps.config.invoiceMaxAmount, currency);
      throw transactionError(409, text, undefined, "invoice_refused");
    }
  }
  const catalogues = await cataloguesWithQuantity(deps, userId, snapshot.cart);
  const fingerprint = transactionFingerprint({
    lines: snapshot.cart.orderLines.map((l) => ({
      uuid: l.uuid,
      product: l.product.uuid,
      quantity: l.quantity,
      linePrice: l.linePrice,
      actualLinePrice: l.actualLinePrice,
      subProducts: l.subProductUuids,
    })),
    summary: snapshot.cart.summary,
    rebateCode: snapshot.cart.rebateCode?.code ?? null,
    delivery: { option: delivery.option.uuid, data: value.data },
    // The national id only as a keyed hash: its few million values could be tried against a plain one.
    payment: {
      option: payment.option.uuid,
      mobilePhone: paymentForm.mobilePhone,
      pid: paymentForm.pid === null ? null : keyedHash(deps.config.signingSecret, `pid:${paymentForm.pid}`),
    },
    comment: body.comment,
  });
  const profile = await checkoutUser(deps.db, userId);
  const mobilePhone =
    paymentForm.mobilePhone ??
    (payment.option.provider === "mobile" && profile.mobilePhone
      ? normalizeMobile(profile.mobilePhone)
      : null);

  const attempt = () =>
    deps.db.transaction(async (tx) => {
      // Every request for this checkout waits here for the one before it, so it finds what that one made.
      await tx
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(eq(checkouts.id, checkout.id))
        .for("update");
      const existing = await findByFingerprint(tx, checkout.id, fingerprint);
      if (existing) return { ...existing, superseded: [] };
      const superseded = await cancelOpenTransactions(tx, { checkoutId: checkout.id });
      const order = await insertOrder(tx, {
        portalId: deps.portalId,
        userId,
        checkoutId: checkout.id,
        cart: snapshot.cart,
        lines: snapshot.lines,
        voucherId: snapshot.voucher?.id ?? null,
        delivery: value.delivery,
        deliveryDays: value.days,
        paymentOptionId: payment.id,
        payment: {
          provider: payment.option.provider,
          title: payment.option.title,
          isInvoice: payment.option.provider === "invoice",
        },
        comment: body.comment,
        client: body.client,
        catalogueMaxDeliveryTime: catalogueMaxDeliveryTime(catalogues),
        // The invoice needs the national id until it is settled: kept encrypted, shown by no API.
        invoicePersonNumberEncrypted:
          paymentForm.pid === null || payment.option.provider !== "invoice"
            ? null
            : encryptText(deps.config.dataEncryptionKey, paymentForm.pid),
        now,
      });
      const transaction = await insertTransaction(tx, {
        checkoutId: checkout.id,
        userId,
        orderId: order.id,
        fingerprint,
        provider: payment.option.provider,
        amount: snapshot.cart.summary.totalPrice,
        currency: snapshot.cart.summary.currency,
        mobilePhone,
        now,
      });
      if (!transaction) throw new TransactionRaceLost();
      await tx
        .update(checkouts)
        .set({
          deliveryOptionId: await deliveryOptionIdOf(tx, deps.portalId, delivery.option.uuid),
          deliveryOptionData: value.data,
          paymentOptionId: payment.id,
          paymentOptionData: { mobilePhone: paymentForm.mobilePhone },
          updatedAt: now,
        })
        .where(eq(checkouts.id, checkout.id));
      return { transactionUuid: transaction.uuid, orderUuid: order.uuid, superseded };
    });

  let made: {
    transactionUuid: string;
    orderUuid: string;
    superseded: Awaited<ReturnType<typeof cancelOpenTransactions>>;
  };
  try {
    made = await attempt();
  } catch (error) {
    // Another request committed the same transaction between our lock and insert (only without row locks).
    if (!(error instanceof TransactionRaceLost)) throw error;
    const existing = await findByFingerprint(deps.db, checkout.id, fingerprint);
    if (!existing) throw error;
    made = { ...existing, superseded: [] };
  }
  return {
    response: {
      error: null,
      transaction: { uuid: made.transactionUuid },
      order: { uuid: made.orderUuid },
    },
    superseded: made.superseded,
  };
}

/** Every visit to checkout makes a row; those that never reached a transaction are of no use after a while. */
export async function purgeAbandonedCheckouts(db: Db, olderThan: Date): Promise<number> {
  const removed = await db
    .delete(checkouts)
    .where(
      and(
        lt(checkouts.updatedAt, olderThan),
        notExists(
          db
            .select({ id: transactions.id })
            .from(transactions)
            .where(eq(transactions.checkoutId, checkouts.id)),
        ),
      ),
    )
    .returning({ id: checkouts.id });
  return removed.length;
}
