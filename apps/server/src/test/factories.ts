import { randomBytes, randomUUID } from "node:crypto";
import type { PictureType } from "@shop/contracts/common";
import { generateAccessCode } from "@shop/domain/access-code";
import {
  catalogues,
  checkoutSettings,
  deliveryOptions,
  jobs,
  paymentOptions,
  photographers,
  pickupLocations,
  pictures,
  productPrices,
  products,
  sessions,
  subjects,
  userSubjects,
  users,
  vouchers,
} from "../db/schema/index.ts";
import { insertAccessCode } from "../modules/access/codes.ts";
import { openTransaction, putFileInCart, startCheckout } from "../modules/checkout/purchase-test-support.ts";
import { hashPassword } from "../platform/passwords.ts";
import { hashToken, newToken, sessionCookieNameFor } from "../platform/sessions.ts";
import type { TestApp } from "./helpers.ts";

/**
 * The tests' data, made straight in the database of a test app: small factories that compose (a shop is a job, its
 * digital products, a catalogue, a voucher, delivery and payment options; a parent is a user with a picture set in
 * the account and a signed-in cookie). No demo seed involved.
 */

/** What a factory needs of a test app. */
export type FactoryApp = Pick<TestApp, "app" | "db" | "config">;

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`the factory made no ${what}`);
  return row;
}

export interface TestUser {
  id: number;
  uuid: string;
  email: string;
  password: string;
}

/** A user of the shop (no code needed). */
export async function createUser(
  t: Pick<TestApp, "db" | "app">,
  values: { email?: string; password?: string; name?: string } = {},
): Promise<TestUser> {
  const email = values.email ?? `user-${randomBytes(5).toString("hex")}@example.com`;
  const password = values.password ?? "secret123";
  const user = await one(
    t.db
      .insert(users)
      .values({
        portalId: t.app.portalId,
        email,
        passwordHash: await hashPassword(password),
        name: values.name ?? "Test User",
      })
      .returning({ id: users.id, uuid: users.uuid }),
    "user",
  );
  return { ...user, email, password };
}

/** A signed-in session for the user; returns the `cookie` header value. */
export async function signedInCookie(t: Pick<TestApp, "db" | "config">, userId: number): Promise<string> {
  const token = newToken();
  const now = new Date();
  await t.db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + t.config.sessionAbsoluteMs),
  });
  return `${sessionCookieNameFor(t.config.secureCookies)}=${token}`;
}

/** A school job, in the web shop, of a photographer of the shop. */
export async function createJob(t: FactoryApp, options: { name?: string; archived?: boolean } = {}) {
  const photographer = await one(
    t.db.insert(photographers).values({ portalId: t.app.portalId, name: "Fotograf AS" }).returning(),
    "photographer",
  );
  return one(
    t.db
      .insert(jobs)
      .values({
        photographerId: photographer.id,
        name: options.name ?? "Test school 2026",
        jobType: "school",
        year: 2026,
        yearbookPoseDeadline: new Date(Date.now() + 30 * 24 * 3600_000),
        hasBeenInWebShop: true,
        isArchived: options.archived ?? false,
      })
      .returning(),
    "job",
  );
}

export interface PictureSetOptions {
  /** The job of the set; a new one when not given. */
  jobId?: number;
  /** The subject's name; unique when not given. */
  name?: string;
  group?: string | null;
  pictureCount?: number;
  pictureType?: PictureType;
}

/** A subject of a job, qualified for favourites and a yearbook pose, with its pictures: the rows, no files. */
export async function createPictureSet(t: FactoryApp, options: PictureSetOptions = {}) {
  const jobId = options.jobId ?? (await createJob(t)).id;
  const subject = await one(
    t.db
      .insert(subjects)
      .values({
        jobId,
        name: options.name ?? `Pupil ${randomUUID().slice(0, 8)}`,
        group: options.group === undefined ? "3B" : options.group,
        qualifyForSelectOwnFavorites: true,
        qualifyForSelectYearbookPose: true,
      })
      .returning(),
    "subject",
  );
  const type = options.pictureType ?? "IP";
  const count = options.pictureCount ?? 3;
  const rows =
    count === 0
      ? []
      : await t.db
          .insert(pictures)
          .values(
            Array.from({ length: count }, (_, position) => {
              const uuid = randomUUID();
              return {
                uuid,
                subjectId: subject.id,
                position,
                width: 120,
                height: 150,
                webshopId: `26-${String(subject.id).padStart(4, "0")}-${String(position + 1).padStart(2, "0")}`,
                pictureType: type,
                groupPicture: type === "GP",
                originalKey: `originals/${uuid}.jpg`,
              };
            }),
          )
          .returning();
  return { jobId, subject, pictures: rows };
}

export type TestPictureSet = Awaited<ReturnType<typeof createPictureSet>>;

/**
 * A subject of a new job with its own access code, stored as the shop stores codes (hashed and encrypted under the
 * app's keys), and no pictures. Returns the subject's ids, its name and the code.
 */
export async function createSubjectWithCode(
  t: FactoryApp,
  values: { name?: string; group?: string | null; code?: string; archived?: boolean } = {},
): Promise<{ id: number; uuid: string; name: string; code: string; jobId: number }> {
  const code = values.code ?? generateAccessCode();
  const job = await createJob(t, { archived: values.archived ?? false });
  const { subject } = await createPictureSet(t, {
    jobId: job.id,
    ...(values.name === undefined ? {} : { name: values.name }),
    group: values.group ?? null,
    pictureCount: 0,
  });
  await insertAccessCode(t.db, t.config, subject.id, code);
  return { id: subject.id, uuid: subject.uuid, name: subject.name, code, jobId: job.id };
}

export interface Parent {
  user: TestUser;
  /** The parent's own picture set, in the account. */
  set: TestPictureSet;
  cookie: string;
}

/** A signed-in parent with a picture set of `pictureCount` individual portraits (of the shop's job) in the account. */
export async function createParent(
  t: FactoryApp,
  shop: { jobId?: number } = {},
  options: { pictureCount?: number } = {},
): Promise<Parent> {
  const set = await createPictureSet(t, {
    ...(shop.jobId === undefined ? {} : { jobId: shop.jobId }),
    ...(options.pictureCount === undefined ? {} : { pictureCount: options.pictureCount }),
  });
  const user = await createUser(t);
  await t.db.insert(userSubjects).values({ userId: user.id, subjectId: set.subject.id });
  return { user, set, cookie: await signedInCookie(t, user.id) };
}

const pictureTypes: readonly PictureType[] = ["IP", "SFP", "GP"];
const pictureTypeNames: Record<PictureType, string> = {
  IP: "portrait",
  SFP: "siblings and friends picture",
  GP: "group picture",
};

/** A digital file and a digital set of every picture type: a file costs `filePrice`, a set `setPrice`. */
export async function createDigitalProducts(t: FactoryApp, prices: { filePrice: number; setPrice: number }) {
  const made: Array<{
    id: number;
    kind: "digital_file" | "digital_set";
    pictureType: PictureType;
    name: string;
  }> = [];
  for (const [sortOrder, pictureType] of pictureTypes.entries()) {
    for (const kind of ["digital_file", "digital_set"] as const) {
      const name = `Digital ${pictureTypeNames[pictureType]}${kind === "digital_set" ? " set" : ""}`;
      const product = await one(
        t.db
          .insert(products)
          .values({
            portalId: t.app.portalId,
            kind,
            type: kind === "digital_file" ? 300 : 301,
            name,
            pictureType,
            maxQuantity: 1,
            sortOrder,
          })
          .returning(),
        "digital product",
      );
      await t.db.insert(productPrices).values({
        productId: product.id,
        price: kind === "digital_file" ? prices.filePrice : prices.setPrice,
      });
      made.push({ id: product.id, kind, pictureType, name });
    }
  }
  return made;
}

/** The job's school catalogue, for sale; name, description, price and delivery days may be given. */
export async function createCatalogue(
  t: FactoryApp,
  jobId: number,
  values: { name?: string; description?: string; price?: number; deliveryDays?: number } = {},
) {
  const name = values.name ?? "School catalogue";
  const product = await one(
    t.db
      .insert(products)
      .values({
        portalId: t.app.portalId,
        kind: "catalogue",
        type: 400,
        name,
        maxQuantity: 10,
      })
      .returning(),
    "catalogue product",
  );
  await t.db.insert(productPrices).values({ productId: product.id, price: values.price ?? 14_900 });
  return one(
    t.db
      .insert(catalogues)
      .values({
        productId: product.id,
        jobId,
        name,
        description: values.description ?? "",
        deliveryDays: values.deliveryDays ?? 20,
      })
      .returning(),
    "catalogue",
  );
}

/** Delivery options of all four kinds (postage to Norway, store pickup with one location, school pickup, digital). */
export async function createDeliveryOptions(t: FactoryApp, jobId: number) {
  const portalId = t.app.portalId;
  const delivery = await t.db
    .insert(deliveryOptions)
    .values([
      {
        portalId,
        type: "postage",
        name: "Post",
        price: 4900,
        deliveryTime: 5,
        countries: [{ code: "NO", name: "Norge", gatherState: false, hidePostalCode: false, states: null }],
        position: 0,
      },
      { portalId, type: "store-pickup", name: "Store", deliveryTime: 3, position: 1 },
      { portalId, type: "school-pickup", name: "School", deliveryTime: 10, jobIds: [jobId], position: 2 },
      { portalId, type: "digital-delivery", name: "Digital delivery", position: 3 },
    ])
    .returning();
  const store = delivery.find((d) => d.type === "store-pickup");
  if (!store) throw new Error("the factory made no store pickup");
  const pickup = await one(
    t.db
      .insert(pickupLocations)
      .values({
        uuid: randomUUID(),
        deliveryOptionId: store.id,
        name: "Oslo",
        address1: "Storgata 1",
        postalCode: "0155",
        city: "Oslo",
      })
      .returning(),
    "pickup location",
  );
  return { delivery, pickup };
}

/** The four payment options: the test card, the simulated mobile payment, invoice (with `invoiceFee`) and Stripe. */
export async function createPaymentOptions(t: FactoryApp, options: { invoiceFee: number }) {
  const portalId = t.app.portalId;
  return t.db
    .insert(paymentOptions)
    .values([
      { portalId, provider: "card", title: "Card", mobileTitle: "Card", position: 0 },
      {
        portalId,
        provider: "mobile",
        title: "Mobile",
        mobileTitle: "Mobile",
        verifyMobile: true,
        position: 1,
      },
      {
        portalId,
        provider: "invoice",
        title: "Invoice",
        mobileTitle: "Invoice",
        requirePersonNo: true,
        fee: options.invoiceFee,
        position: 2,
      },
      { portalId, provider: "stripe", title: "Stripe", mobileTitle: "Stripe", position: 3 },
    ])
    .returning();
}

export interface VoucherValues {
  code: string;
  kind?: "percent" | "amount";
  /** percent: basis points; amount: minor units. */
  value?: number;
  oncePerUser?: boolean;
  expiresAt?: Date | null;
  minOrderValue?: number | null;
  productIds?: number[] | null;
}

/** A voucher of the shop (20 % off every product unless told otherwise). */
export async function createVoucher(
  t: FactoryApp,
  values: VoucherValues,
): Promise<{ id: number; code: string; description: string }> {
  return one(
    t.db
      .insert(vouchers)
      .values({
        portalId: t.app.portalId,
        code: values.code,
        kind: values.kind ?? "percent",
        value: values.value ?? 2000,
        oncePerUser: values.oncePerUser ?? false,
        expiresAt: values.expiresAt ?? null,
        minOrderValue: values.minOrderValue ?? null,
        productIds: values.productIds ?? null,
        description: `${values.code} test voucher`,
      })
      .returning({ id: vouchers.id, code: vouchers.code, description: vouchers.description }),
    "voucher",
  );
}

export interface ShopOptions {
  /** The price of one digital file (minor units); 10 000 when not given. */
  filePrice?: number;
  /** The price of a whole digital set; 25 000 when not given. */
  setPrice?: number;
  /** The invoice option's fee; none when not given. */
  invoiceFee?: number;
}

/**
 * A shop with a school job and all it sells and how: digital files and sets of every picture type, the job's
 * catalogue, the voucher TEST10 (10 %), address lookup, delivery options of all four kinds and the four payment
 * options. Call once per test app.
 */
export async function createShop(t: FactoryApp, options: ShopOptions = {}) {
  const filePrice = options.filePrice ?? 10_000;
  const setPrice = options.setPrice ?? 25_000;
  const invoiceFee = options.invoiceFee ?? 0;
  const job = await createJob(t);
  const digital = await createDigitalProducts(t, { filePrice, setPrice });
  const catalogue = await createCatalogue(t, job.id);
  const voucher = await createVoucher(t, { code: "TEST10", value: 1000 });
  await t.db
    .insert(checkoutSettings)
    .values({ portalId: t.app.portalId, useAddressAutocompleteService: true });
  const { delivery, pickup } = await createDeliveryOptions(t, job.id);
  const payment = await createPaymentOptions(t, { invoiceFee });
  return {
    jobId: job.id,
    filePrice,
    setPrice,
    invoiceFee,
    digital,
    catalogue,
    voucher,
    delivery,
    pickup,
    payment,
  };
}

export type TestShop = Awaited<ReturnType<typeof createShop>>;

/**
 * A parent as most calls see one, in a shop made by createShop: signed in, with a picture set of the shop's job in the
 * account, an order of two of its pictures waiting for a card payment, and two more in the cart with a checkout
 * started. `cookie()` signs in again (a generated call may have signed the parent out).
 */
export async function createParentWithCart(t: FactoryApp, shop: TestShop) {
  const { user, set, cookie } = await createParent(t, shop, { pictureCount: 4 });
  for (const picture of set.pictures.slice(0, 2)) await putFileInCart(t.app, cookie, picture);
  const { transactionUuid, orderUuid } = await openTransaction(t.app, cookie, "card", {
    deliveryOptionData: { contactInfo: { name: "Kari Berg", emailAddress: user.email } },
  });
  for (const picture of set.pictures.slice(2)) await putFileInCart(t.app, cookie, picture);
  const { checkoutUuid } = await startCheckout(t.app, cookie);
  return {
    user,
    set,
    checkoutUuid,
    transactionUuid,
    orderUuid,
    cookie: () => signedInCookie(t, user.id),
  };
}
