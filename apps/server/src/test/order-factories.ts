import { randomUUID } from "node:crypto";
import type { Cart, SummaryLine } from "@shop/contracts/cart";
import type { PictureType } from "@shop/contracts/common";
import { expressLocationUuid } from "@shop/domain/pickup-location";
import { and, eq } from "drizzle-orm";
import {
  checkoutSettings,
  deliveryOptions,
  digitalRebateSettings,
  digitalSetEntitlements,
  orders,
  pickupLocations,
  pictureEntitlements,
  pictures,
  portals,
  productPrices,
  products,
  type ShippingCountryRow,
  subProducts,
  userSubjects,
  voucherRedemptions,
  webshopSettings,
} from "../db/schema/index.ts";
import { openTransaction, payWithCard, putFileInCart } from "../modules/checkout/purchase-test-support.ts";
import { pictureFile } from "../modules/jobs/job-test-support.ts";
import type { InvoicePaidNotice } from "../modules/orders/invoices.ts";
import type { Storage } from "../platform/storage.ts";
import {
  createCatalogue,
  createDigitalProducts,
  createJob,
  createPaymentOptions,
  createPictureSet,
  createUser,
  createVoucher,
  type FactoryApp,
  type Parent,
  type PictureSetOptions,
  signedInCookie,
  type TestPictureSet,
} from "./factories.ts";
import type { TestApp } from "./helpers.ts";

/**
 * Factories of the purchase path: a whole shop with its prices, rebates, delivery and payment options (every value
 * it chose is in what it returns, so a test names the factory's values, not numbers of its own), picture sets of a
 * parent, what a parent bought, and the stored originals the downloads serve. No demo seed involved.
 */

const day = 24 * 60 * 60 * 1000;

export interface PriceTier {
  /** The tier's unit price holds from this quantity upwards. */
  quantity: number;
  price: number;
  campaignPrice?: number | null;
}

/** Replaces the product's price list by these tiers (spec 02 §3: unit price by quantity, a lower campaign price). */
export async function priceProduct(t: FactoryApp, productId: number, tiers: PriceTier[]): Promise<void> {
  await t.db.delete(productPrices).where(eq(productPrices.productId, productId));
  await t.db.insert(productPrices).values(
    tiers.map((tier) => ({
      productId,
      quantity: tier.quantity,
      price: tier.price,
      campaignPrice: tier.campaignPrice ?? null,
    })),
  );
}

/** The photographer takes the product out of sale. */
export async function takeOutOfSale(t: FactoryApp, productId: number): Promise<void> {
  await t.db.update(products).set({ active: false }).where(eq(products.id, productId));
}

/** A choice of the product (a sub-product) that adds its extra price to every piece. */
export async function addSubProduct(
  t: FactoryApp,
  productId: number,
  values: { name: string; extraPrice: number },
): Promise<{ uuid: string }> {
  const [row] = await t.db
    .insert(subProducts)
    .values({ productId, ...values })
    .returning({ uuid: subProducts.uuid });
  if (!row) throw new Error("the factory made no sub-product");
  return row;
}

export interface DigitalPrice {
  file: number;
  set: number;
  /** A campaign price of a single file. */
  fileCampaign?: number | null;
}

export interface DigitalRebate {
  /** The rebated price of a single file (digital rebate settings of spec 03 §3). */
  file?: number | null;
  /** The rebated price of the whole set. */
  set?: number | null;
}

type RebateColumn = Exclude<keyof typeof digitalRebateSettings.$inferInsert, "portalId">;

const rebateColumns: Record<PictureType, { file: RebateColumn; set: RebateColumn }> = {
  IP: { file: "portraitFilePrice", set: "portraitSetPrice" },
  SFP: { file: "siblingAndFriendsFilePrice", set: "siblingAndFriendsSetPrice" },
  GP: { file: "groupFilePrice", set: "groupSetPrice" },
};

const pictureTypes: readonly PictureType[] = ["IP", "SFP", "GP"];

interface DigitalOffer {
  productId: number;
  name: string;
  price: number;
  campaignPrice: number | null;
  rebatedPrice: number | null;
}

/** Digital files and sets of every picture type at these prices, with the rebated prices given. */
async function createDigitalOffers(
  t: FactoryApp,
  prices: Record<PictureType, DigitalPrice>,
  rebates: Partial<Record<PictureType, DigitalRebate>>,
): Promise<Record<PictureType, { file: DigitalOffer; set: DigitalOffer }>> {
  const made = await createDigitalProducts(t, { filePrice: prices.IP.file, setPrice: prices.IP.set });
  const rebateRow: Partial<Record<RebateColumn, number | null>> = {};
  const offers = {} as Record<PictureType, { file: DigitalOffer; set: DigitalOffer }>;
  for (const type of pictureTypes) {
    const price = prices[type];
    const rebate = rebates[type] ?? {};
    rebateRow[rebateColumns[type].file] = rebate.file ?? null;
    rebateRow[rebateColumns[type].set] = rebate.set ?? null;
    const offer = (kind: "digital_file" | "digital_set"): DigitalOffer => {
      const product = made.find((m) => m.kind === kind && m.pictureType === type);
      if (!product) throw new Error(`the factory made no ${kind} of ${type}`);
      const file = kind === "digital_file";
      return {
        productId: product.id,
        name: product.name,
        price: file ? price.file : price.set,
        campaignPrice: file ? (price.fileCampaign ?? null) : null,
        rebatedPrice: (file ? rebate.file : rebate.set) ?? null,
      };
    };
    offers[type] = { file: offer("digital_file"), set: offer("digital_set") };
    // createDigitalProducts priced every picture type at the portrait's prices.
    for (const { productId, price: unit, campaignPrice } of [offers[type].file, offers[type].set]) {
      if (type !== "IP" || campaignPrice !== null) {
        await priceProduct(t, productId, [{ quantity: 1, price: unit, campaignPrice }]);
      }
    }
  }
  await t.db.insert(digitalRebateSettings).values({ portalId: t.app.portalId, ...rebateRow });
  return offers;
}

interface PickupStoreValues {
  name: string;
  price: number;
  days: number;
  /** The store's express variant (its uuid is the store's with the express suffix). */
  express?: { name: string; price: number; days: number };
}

const usStates = [
  { code: "CA", name: "California" },
  { code: "NY", name: "New York" },
  { code: "TX", name: "Texas" },
];

/** Postage to Norway, the United Kingdom and the United States (which asks for a state, of the three above). */
const postageCountries: ShippingCountryRow[] = [
  { code: "NO", name: "Norway", gatherState: false, hidePostalCode: false, states: null },
  { code: "GB", name: "United Kingdom", gatherState: false, hidePostalCode: false, states: null },
  { code: "US", name: "United States", gatherState: true, hidePostalCode: false, states: usStates },
];

interface DeliveryValues {
  postage: { name: string; price: number; days: number };
  store: { name: string; stores: PickupStoreValues[] };
  school: { name: string; days: number };
  digital: { name: string };
}

/**
 * Delivery options of all four kinds: postage to `postageCountries`, store pickup at the stores given (each followed
 * by its express variant), school pickup for the given jobs and digital delivery. With `closedStore` there is also
 * a store pickup option that expired yesterday, after the others.
 */
async function createDeliveryChoices(
  t: FactoryApp,
  values: DeliveryValues,
  options: { schoolJobIds: number[]; closedStore: boolean },
) {
  const expired = new Date(Date.now() - day);
  // In this order, which is also their position.
  const kinds = [
    {
      type: "postage",
      name: values.postage.name,
      price: values.postage.price,
      deliveryTime: values.postage.days,
      countries: postageCountries,
    },
    { type: "store-pickup", name: values.store.name },
    {
      type: "school-pickup",
      name: values.school.name,
      deliveryTime: values.school.days,
      jobIds: options.schoolJobIds,
    },
    { type: "digital-delivery", name: values.digital.name },
    ...(options.closedStore
      ? [{ type: "store-pickup", name: "Closed store pickup", expiresAt: expired }]
      : []),
  ];
  const rows = await t.db
    .insert(deliveryOptions)
    .values(kinds.map((kind, position) => ({ portalId: t.app.portalId, position, ...kind })))
    .returning();
  const [postage, store, school, digital, closed] = rows;
  if (!postage || !store || !school || !digital) throw new Error("the factory made no delivery options");
  const locations = values.store.stores.flatMap((s) => {
    const uuid = randomUUID();
    const standard = { uuid, name: s.name, price: s.price, days: s.days, express: false };
    return s.express
      ? [standard, { uuid: expressLocationUuid(uuid), ...s.express, express: true }]
      : [standard];
  });
  const location = (optionId: number, l: (typeof locations)[number]) => ({
    uuid: l.uuid,
    deliveryOptionId: optionId,
    name: l.name,
    address1: "Storgata 1",
    postalCode: "0155",
    city: "Oslo",
    price: l.price,
    deliveryTime: l.days,
  });
  await t.db.insert(pickupLocations).values([
    ...locations.map((l, position) => ({ ...location(store.id, l), position })),
    ...(closed
      ? [
          location(closed.id, {
            uuid: randomUUID(),
            name: "Closed store",
            price: 0,
            days: 2,
            express: false,
          }),
        ]
      : []),
  ]);
  const express = locations.find((l) => l.express);
  const standard = locations.find((l) => !l.express && expressLocationUuid(l.uuid) === express?.uuid);
  if (!express || !standard) throw new Error("the factory made no store with an express variant");
  return {
    postage: { uuid: postage.uuid, ...values.postage, countries: postageCountries },
    /** `standard` is the first store's ordinary location, `express` its express variant. */
    store: { uuid: store.uuid, name: values.store.name, locations, standard, express },
    school: { uuid: school.uuid, ...values.school },
    digital: { uuid: digital.uuid, ...values.digital },
    closedStore: closed ? { uuid: closed.uuid } : null,
  };
}

export interface PurchaseShopOptions {
  /** The regular prices of digital files and sets by picture type; see `createPurchaseShop` for the defaults. */
  digitalPrices?: Partial<Record<PictureType, DigitalPrice>>;
  /** The rebated digital prices; by default only the portrait (IP) set has one. */
  rebates?: Partial<Record<PictureType, DigitalRebate>>;
  /** The invoice option's fee. */
  invoiceFee?: number;
  /** Adds a store pickup option that has expired. */
  closedStore?: boolean;
}

/**
 * A shop as the purchase path sees it, for one test app: the shop's name, terms and free-shipping threshold; a
 * school job; digital files and sets of every picture type with a rebated portrait set; the job's catalogue; a
 * 10 % voucher, a 50 kr voucher for orders of 300 kr, an expired voucher; postage to three countries, store pickup
 * at two stores (the first with an express variant), school pickup for the job, digital delivery; the four payment
 * options. Everything it chose is in what it returns.
 */
export async function createPurchaseShop(t: FactoryApp, options: PurchaseShopOptions = {}) {
  const name = "Lysbilde Foto AS";
  const terms = `Terms of purchase of ${name}: the pictures are for private use.`;
  const freeShippingThreshold = 100_000;
  const checkoutOptions = {
    disableOrderComment: false,
    useAddressAutocompleteService: true,
    gatherAddress2: true,
  };
  await t.db
    .update(portals)
    .set({ name, gatherAddress2: checkoutOptions.gatherAddress2 })
    .where(eq(portals.id, t.app.portalId));
  await t.db
    .update(webshopSettings)
    .set({ freeShippingThreshold, termsText: terms })
    .where(eq(webshopSettings.portalId, t.app.portalId));
  await t.db.insert(checkoutSettings).values({
    portalId: t.app.portalId,
    disableOrderComment: checkoutOptions.disableOrderComment,
    useAddressAutocompleteService: checkoutOptions.useAddressAutocompleteService,
  });

  const job = await createJob(t, { name: "Lia skole 2026" });
  const digital = await createDigitalOffers(
    t,
    {
      IP: { file: 12_000, set: 50_000 },
      SFP: { file: 12_000, set: 30_000 },
      GP: { file: 8_000, set: 16_000 },
      ...options.digitalPrices,
    },
    options.rebates ?? { IP: { set: 40_000 } },
  );
  const catalogueValues = {
    name: "Lia skole catalogue 2026",
    description: "Every class and pupil of the school, printed in colour.",
    price: 18_000,
    deliveryDays: 30,
  };
  const catalogue = await createCatalogue(t, job.id, catalogueValues);
  const vouchers = {
    tenPercent: { ...(await createVoucher(t, { code: "TIPROSENT", value: 1000 })), percent: 10 },
    fiftyOff: {
      ...(await createVoucher(t, { code: "MINUS50", kind: "amount", value: 5_000, minOrderValue: 30_000 })),
      amount: 5_000,
      minOrderValue: 30_000,
    },
    expired: await createVoucher(t, { code: "GAMMEL", expiresAt: new Date(Date.now() - 30 * day) }),
  };
  const delivery = await createDeliveryChoices(
    t,
    {
      postage: { name: "Post", price: 6_900, days: 3 },
      store: {
        name: "Store pickup",
        stores: [
          {
            name: "Oslo store",
            price: 0,
            days: 5,
            express: { name: "Oslo store express", price: 9_000, days: 1 },
          },
          { name: "Bergen store", price: 0, days: 5 },
        ],
      },
      school: { name: "School pickup", days: 7 },
      digital: { name: "Digital delivery" },
    },
    { schoolJobIds: [job.id], closedStore: options.closedStore ?? false },
  );
  const invoiceFee = options.invoiceFee ?? 2_500;
  const rows = await createPaymentOptions(t, { invoiceFee });
  const payment = (provider: string) => {
    const row = rows.find((p) => p.provider === provider);
    if (!row) throw new Error(`the factory made no ${provider} payment option`);
    return { uuid: row.uuid, title: row.title, fee: row.fee };
  };
  return {
    name,
    terms,
    freeShippingThreshold,
    checkoutOptions,
    jobId: job.id,
    job: { id: job.id, name: job.name, year: job.year },
    digital,
    catalogue: {
      ...catalogueValues,
      id: catalogue.id,
      uuid: catalogue.uuid,
      productId: catalogue.productId,
      maxQuantity: catalogue.maxQuantity,
    },
    vouchers,
    delivery,
    payment: {
      card: payment("card"),
      mobile: payment("mobile"),
      invoice: payment("invoice"),
      stripe: payment("stripe"),
    },
  };
}

export type PurchaseShop = Awaited<ReturnType<typeof createPurchaseShop>>;

/** Puts a picture set the parent may see into the account: a subject (of a new job unless told) with pictures. */
export async function addPictureSet(
  t: FactoryApp,
  userId: number,
  options: PictureSetOptions & { released?: boolean } = {},
): Promise<TestPictureSet> {
  const set = await createPictureSet(t, options);
  if (options.released === false) {
    await t.db.update(pictures).set({ ready: false }).where(eq(pictures.subjectId, set.subject.id));
  }
  await t.db.insert(userSubjects).values({ userId, subjectId: set.subject.id });
  return set;
}

/** The photographer took the picture back: it is no longer released to the shop. */
export async function withdrawPicture(t: FactoryApp, pictureUuid: string): Promise<void> {
  await t.db.update(pictures).set({ ready: false }).where(eq(pictures.uuid, pictureUuid));
}

/** The picture set is no longer in the user's account. */
export async function removePictureSet(t: FactoryApp, userId: number, subjectId: number): Promise<void> {
  await t.db
    .delete(userSubjects)
    .where(and(eq(userSubjects.userId, userId), eq(userSubjects.subjectId, subjectId)));
}

/** A signed-in parent whose account holds one picture set, made with the options given (its name, type, job…). */
export async function createParentWithSet(t: FactoryApp, options: PictureSetOptions = {}): Promise<Parent> {
  const user = await createUser(t);
  const set = await addPictureSet(t, user.id, options);
  return { user, set, cookie: await signedInCookie(t, user.id) };
}

/** A second signed-in parent who added the same picture set (the other parent of the child, say). */
export async function createParentSharing(t: FactoryApp, set: TestPictureSet): Promise<Parent> {
  const user = await createUser(t);
  await t.db.insert(userSubjects).values({ userId: user.id, subjectId: set.subject.id });
  return { user, set, cookie: await signedInCookie(t, user.id) };
}

/** The user may download these pictures' originals, as after buying them. */
export async function grantPictures(t: FactoryApp, userId: number, pictureIds: number[]): Promise<void> {
  await t.db.insert(pictureEntitlements).values(pictureIds.map((pictureId) => ({ userId, pictureId })));
}

/** The user bought the subject's whole digital set of the picture type. */
export async function grantDigitalSet(
  t: FactoryApp,
  userId: number,
  subjectId: number,
  pictureType: PictureType,
): Promise<void> {
  await t.db.insert(digitalSetEntitlements).values({ userId, subjectId, pictureType });
}

/** An order of the user (placed elsewhere, with nothing in it) that used up a once-per-user voucher. */
export async function redeemVoucher(t: FactoryApp, voucherId: number, userId: number): Promise<void> {
  const [order] = await t.db
    .insert(orders)
    .values({
      portalId: t.app.portalId,
      userId,
      currency: "NOK",
      totalPrice: 0,
      vatAmount: 0,
      summary: [],
      delivery: {},
      payment: { provider: "card", title: "Card", isInvoice: false },
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("the factory made no order");
  await t.db.insert(voucherRedemptions).values({ voucherId, userId, orderId: order.id });
}

/**
 * An order of the first `pictureCount` pictures of the parent's set, delivered digitally and paid by card as the
 * parent would (through the API), placed and paid `ageDays` ago.
 */
export async function createPaidOrder(
  t: FactoryApp,
  parent: Pick<Parent, "set" | "cookie">,
  options: { pictureCount?: number; ageDays?: number } = {},
): Promise<{ orderUuid: string; pictures: TestPictureSet["pictures"] }> {
  const bought = parent.set.pictures.slice(0, options.pictureCount ?? 1);
  for (const picture of bought) await putFileInCart(t.app, parent.cookie, picture);
  const { transactionUuid, orderUuid } = await openTransaction(t.app, parent.cookie, "card");
  const paid = await payWithCard(t.app, parent.cookie, transactionUuid);
  if (paid.json().status !== "paid") throw new Error(`paying the order answered ${paid.body}`);
  if (options.ageDays !== undefined) {
    const then = new Date(Date.now() - options.ageDays * day);
    await t.db
      .update(orders)
      .set({ createdAt: then, confirmedAt: then, paidAt: then })
      .where(eq(orders.uuid, orderUuid));
  }
  return { orderUuid, pictures: bought };
}

/** Stores a small JPEG original for each picture (each its own colour), as the job import does. */
export async function storeOriginals(
  t: { storage: Storage },
  stored: ReadonlyArray<{ originalKey: string }>,
): Promise<void> {
  for (const [i, picture] of stored.entries()) {
    await t.storage.put(picture.originalKey, await pictureFile(40, 50, 20 + i * 15), "image/jpeg");
  }
}

/** The summary's line of a kind (voucher, shipping, fee, …), if the summary has one. */
export function summaryLineOf(
  cart: Pick<Cart, "summary">,
  kind: SummaryLine["kind"],
): SummaryLine | undefined {
  return cart.summary.lines.find((line) => line.kind === kind);
}

/** What `markInvoicePaid` mails the buyer with in a test app: its outbox and its public address. */
export function paidNotice(t: Pick<TestApp, "mailer" | "config">): InvoicePaidNotice {
  return { mailer: t.mailer, publicUrl: t.config.publicUrl };
}
