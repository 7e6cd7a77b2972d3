import { randomBytes, randomUUID } from "node:crypto";
import type { PictureType } from "@shop/contracts/common";
import type { ShopSettings } from "@shop/contracts/shop-settings";
import { generateAccessCode } from "@shop/domain/access-code";
import type { JobType } from "@shop/domain/job-type";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import {
  catalogues,
  checkoutSettings,
  deliveryOptions,
  jobs,
  paymentOptions,
  photographers,
  pickupLocations,
  pictureEntitlements,
  productPrices,
  products,
  sessions,
  vouchers,
} from "../db/schema/index.ts";
import { insertAccessCode } from "../modules/access/codes.ts";
import { insertUser } from "../modules/account/service.ts";
import { hashToken, newToken, sessionCookieNameFor } from "../modules/account/sessions.ts";
import { insertTemplateProduct, type NewTemplateProduct } from "../modules/catalog/template-products.ts";
import { openTransaction, putFileInCart, startCheckout } from "../modules/checkout/purchase-test-support.ts";
import { portalName } from "../modules/content/portal.ts";
import { frontBackgroundKey, frontBackgroundPath } from "../modules/content/service.ts";
import { addImageBackground } from "../modules/images/service.ts";
import { applyShopSettings } from "../modules/settings/service.ts";
import { parseShopSettings } from "../modules/settings/validation.ts";
import {
  insertJob,
  insertPictures,
  insertSubject,
  replaceSubjectGuardians,
  shopPhotographer,
} from "../modules/subjects/records.ts";
import { addSubjectToUser } from "../modules/subjects/scope.ts";
import { insertCategory, insertTemplate, type NewCategory } from "../modules/templates/records.ts";
import { hashPassword } from "../platform/passwords.ts";
import type { Storage } from "../platform/storage.ts";
import type { TestApp } from "./helpers.ts";

/**
 * The tests' data, made in the database of a test app through the modules' own services where they have one (the
 * job import's rows, registration's users, access codes, settings apply), so the demo seed and the tests make data
 * the same way: small factories that compose (a shop is a job, its digital products, a catalogue, a voucher, delivery
 * and payment options; a parent is a user with a picture set in the account and a signed-in cookie). No demo seed
 * involved.
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

export interface UserValues {
  email?: string;
  password?: string;
  name?: string | null;
  mobile?: string | null;
  lang?: string;
  acceptMail?: boolean;
}

const passwordHashes = new Map<string, Promise<string>>();

/** A password's argon2id hash, made once per password: hashing takes a while and any salt verifies. */
export function passwordHash(password: string): Promise<string> {
  let hash = passwordHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    passwordHashes.set(password, hash);
  }
  return hash;
}

/** A user of the shop (no code needed), stored as registration stores one (the e-mail trimmed and lower case). */
export async function createUser(t: Pick<TestApp, "db" | "app">, values: UserValues = {}): Promise<TestUser> {
  const password = values.password ?? "secret123";
  const user = await insertUser(t.db, {
    portalId: t.app.portalId,
    email: values.email ?? `user-${randomBytes(5).toString("hex")}@example.com`,
    passwordHash: await passwordHash(password),
    name: values.name === undefined ? "Test User" : values.name,
    mobile: values.mobile ?? null,
    lang: values.lang ?? "en",
    acceptMail: values.acceptMail ?? false,
  });
  return { id: user.id, uuid: user.uuid, email: user.email, password };
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

/** Puts the subjects' picture sets in the user's account, as redeeming their codes does. */
export async function addToAccount(t: Pick<TestApp, "db">, userId: number, ...subjectIds: number[]) {
  for (const subjectId of subjectIds) await addSubjectToUser(t.db, userId, subjectId);
}

/** The user bought these pictures: they may download the originals. */
export async function grantPictures(t: Pick<TestApp, "db">, userId: number, pictureIds: readonly number[]) {
  if (pictureIds.length === 0) return;
  await t.db.insert(pictureEntitlements).values(pictureIds.map((pictureId) => ({ userId, pictureId })));
}

const day = 24 * 3600_000;

export interface JobOptions {
  name?: string;
  type?: JobType;
  year?: number;
  /** 30 days from now unless given; null: no yearbook pose selection. */
  yearbookPoseDeadline?: Date | null;
  archived?: boolean;
  /** Parents may correct names until then (decision 0035); none unless given. */
  nameCorrectionDeadline?: Date | null;
  /** A photographer of the job's own (a name, a stored logo); the shop's photographer otherwise. */
  photographer?: { name: string; logoKey?: string | null };
}

/** A school job of 2026, in the web shop, of the shop's photographer. */
export async function createJob(t: FactoryApp, options: JobOptions = {}) {
  const photographerId = options.photographer
    ? (
        await one(
          t.db
            .insert(photographers)
            .values({
              portalId: t.app.portalId,
              name: options.photographer.name,
              logoKey: options.photographer.logoKey ?? null,
            })
            .returning({ id: photographers.id }),
          "photographer",
        )
      ).id
    : await shopPhotographer(t.db, t.app.portalId, await portalName(t.db, t.app.portalId));
  return insertJob(t.db, {
    photographerId,
    name: options.name ?? "Test school 2026",
    type: options.type ?? "school",
    year: options.year ?? 2026,
    yearbookPoseDeadline:
      options.yearbookPoseDeadline === undefined
        ? new Date(Date.now() + 30 * day)
        : options.yearbookPoseDeadline,
    hasBeenInWebShop: true,
    isArchived: options.archived ?? false,
    nameCorrectionDeadline: options.nameCorrectionDeadline ?? null,
  });
}

const jpegs = new Map<string, Promise<Buffer>>();

/** A green-screen mask of the size: one grey channel, white in an ellipse in the middle (the person), black around. */
export function testMask(width = 120, height = 150): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}"/><ellipse cx="${width / 2}" cy="${height / 2}" rx="${width / 3}" ry="${height / 3}" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).extractChannel(0).toColourspace("b-w").png().toBuffer();
}

/** A small real JPEG of one colour (made once per size and colour). */
export function testJpeg(width = 120, height = 150, colour = "#6b9bd1"): Promise<Buffer> {
  const key = `${width}x${height}${colour}`;
  let made = jpegs.get(key);
  if (!made) {
    made = sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg()
      .toBuffer();
    jpegs.set(key, made);
  }
  return made;
}

export interface PictureSetOptions {
  /** The job of the set; a new one when not given. */
  jobId?: number;
  /** The subject's name; unique when not given. */
  name?: string;
  group?: string | null;
  pictureCount?: number;
  pictureType?: PictureType;
  /** The set's access code, stored as the shop stores codes; none when not given. */
  code?: string;
  /** The subject may mark its own favorites; true when not given. */
  favorites?: boolean;
  /** The subject may choose a yearbook pose; true when not given. */
  yearbook?: boolean;
  /** Keywords of pictures by position, e.g. `{ 2: ["retouched"] }`. */
  keywords?: Record<number, string[]>;
  /** Positions of the greenscreen pictures. */
  greenscreen?: number[];
  /** The guardians' addresses, as a roster's guardian_emails gives them (normalized); none when not given. */
  guardianEmails?: string[];
}

/**
 * A subject of a job with its pictures (portraits 120×150, group pictures 150×100), each with a real JPEG original
 * in the app's storage when the app has one.
 */
export async function createPictureSet(
  t: FactoryApp & { storage?: Storage },
  options: PictureSetOptions = {},
) {
  const job = options.jobId === undefined ? await createJob(t) : await jobOf(t, options.jobId);
  const subject = await insertSubject(t.db, {
    jobId: job.id,
    name: options.name ?? `Pupil ${randomUUID().slice(0, 8)}`,
    group: options.group === undefined ? "3B" : options.group,
    favorites: options.favorites ?? true,
    yearbook: options.yearbook ?? true,
  });
  if (options.code !== undefined) await insertAccessCode(t.db, t.config, subject.id, options.code);
  if (options.guardianEmails) await replaceSubjectGuardians(t.db, subject.id, options.guardianEmails);
  const type = options.pictureType ?? "IP";
  const [width, height] = type === "GP" ? [150, 100] : [120, 150];
  const planned = Array.from({ length: options.pictureCount ?? 3 }, (_, position) => ({
    uuid: randomUUID(),
    position,
  }));
  const isGreenscreen = (position: number) => options.greenscreen?.includes(position) ?? false;
  if (t.storage) {
    const jpeg = await testJpeg(width, height);
    const mask = await testMask(width, height);
    for (const p of planned) {
      await t.storage.put(`originals/${p.uuid}.jpg`, jpeg, "image/jpeg");
      if (isGreenscreen(p.position)) await t.storage.put(`masks/${p.uuid}.png`, mask, "image/png");
    }
  }
  const rows = await insertPictures(
    t.db,
    planned.map(({ uuid, position }) => ({
      uuid,
      subjectId: subject.id,
      position,
      year: job.year,
      width,
      height,
      pictureType: type,
      originalKey: `originals/${uuid}.jpg`,
      keywords: options.keywords?.[position] ?? [],
      greenscreen: isGreenscreen(position),
      // A green-screen picture comes with its mask (stored only when the app has a storage).
      ...(isGreenscreen(position) ? { maskKey: `masks/${uuid}.png` } : {}),
    })),
  );
  return { jobId: job.id, subject, pictures: rows };
}

async function jobOf(t: FactoryApp, jobId: number) {
  return one(t.db.select().from(jobs).where(eq(jobs.id, jobId)), "job");
}

export type TestPictureSet = Awaited<ReturnType<typeof createPictureSet>>;

export interface SubjectWithCodeValues extends Omit<PictureSetOptions, "code"> {
  code?: string;
  /** The new job is archived (ignored with jobId). */
  archived?: boolean;
}

/**
 * A subject with its own access code, stored as the shop stores codes (hashed and encrypted under the app's keys),
 * of a new job unless one is given, and no pictures unless asked for. Returns the subject's ids, its name, the code
 * and the pictures.
 */
export async function createSubjectWithCode(
  t: FactoryApp & { storage?: Storage },
  values: SubjectWithCodeValues = {},
): Promise<{ id: number; uuid: string; name: string; code: string; jobId: number; pictures: TestPicture[] }> {
  const code = values.code ?? generateAccessCode();
  const { archived, ...options } = values;
  const jobId = values.jobId ?? (await createJob(t, { archived: archived ?? false })).id;
  const set = await createPictureSet(t, {
    ...options,
    group: values.group ?? null,
    pictureCount: values.pictureCount ?? 0,
    jobId,
    code,
  });
  const { subject } = set;
  return { id: subject.id, uuid: subject.uuid, name: subject.name, code, jobId, pictures: set.pictures };
}

export type TestPicture = TestPictureSet["pictures"][number];

export interface Parent {
  user: TestUser;
  /** The parent's own picture set, in the account. */
  set: TestPictureSet;
  cookie: string;
}

/**
 * A signed-in parent with a picture set in the account: of the shop's job (a new one when not given), three
 * individual portraits unless the options say otherwise.
 */
export async function createParent(
  t: FactoryApp & { storage?: Storage },
  shop: { jobId?: number } = {},
  options: Omit<PictureSetOptions, "jobId"> = {},
): Promise<Parent> {
  const set = await createPictureSet(t, {
    ...options,
    ...(shop.jobId === undefined ? {} : { jobId: shop.jobId }),
  });
  const user = await createUser(t);
  await addToAccount(t, user.id, set.subject.id);
  return { user, set, cookie: await signedInCookie(t, user.id) };
}

/**
 * The shop's portal, texts, front page and menu, applied as an operator's settings file is (`settings apply`): a
 * Norwegian shop in English and Norwegian with a privacy policy, a front-page background in storage and four menu
 * items. Returns the settings applied.
 */
export async function createShopContent(t: Pick<TestApp, "db" | "storage">): Promise<ShopSettings> {
  const parsed = parseShopSettings({
    version: 2,
    portal: {
      name: "Testfoto AS",
      address: "Testveien 1",
      postalCode: "0150",
      city: "Oslo",
      country: "NO",
      email: "post@testfoto.no",
      phone: "+47 22 00 00 00",
      currency: "NOK",
      vatPercent: 25,
      gatherAddress2: true,
    },
    webshop: {
      languages: [
        { tag: "en", name: "English" },
        { tag: "nb", name: "Norsk bokmål" },
      ],
      defaultLanguage: "en",
      contactEmail: "post@testfoto.no",
      freeShippingThreshold: "1000",
      privacyPolicy: "We keep the pictures private.\n\nWrite to us to have them deleted.",
    },
    page: {
      backgroundImage: frontBackgroundPath,
      primaryColor: "#1f4e79",
      backgroundColor: "#f5f1ea",
      textColor: "#1b1b1b",
    },
    menu: [
      {
        label: { en: "Contact us", nb: "Kontakt oss" },
        visibility: "always",
        type: "internal",
        target: "/contact-us",
      },
      {
        label: { en: "My picture sets", nb: "Mine bildesett" },
        visibility: "signedIn",
        type: "internal",
        target: "/my-account/picture-sets",
      },
      {
        label: { en: "Share picture sets", nb: "Del bildesett" },
        visibility: "signedIn",
        type: "modal",
        target: "share-picture-sets",
      },
      {
        label: { en: "Cookie settings", nb: "Informasjonskapsler" },
        visibility: "always",
        type: "cookie_settings",
      },
    ],
  });
  if (!parsed.ok) throw new Error(`the factory's settings are invalid: ${JSON.stringify(parsed.issues)}`);
  await applyShopSettings(t.db, parsed.settings);
  await t.storage.put(frontBackgroundKey, await testJpeg(192, 128, "#f3ece2"), "image/jpeg");
  return parsed.settings;
}

/** Backgrounds for greenscreen pictures, each with a real JPEG in storage; the first is the default. */
export async function createImageBackgrounds(
  t: Pick<TestApp<Storage>, "app" | "db" | "storage">,
  names: readonly string[] = ["Blue studio", "Grey", "Garden green"],
) {
  const colours = ["#2f5d8a", "#8a8d91", "#5b8c4a"];
  const made: Array<{ uuid: string; storageKey: string; name: string }> = [];
  for (const [i, name] of names.entries()) {
    const jpeg = await testJpeg(192, 128, colours[i % colours.length]);
    const background = await addImageBackground(t.db, t.storage, t.app.portalId, {
      name,
      jpeg,
      isDefault: i === 0,
    });
    made.push({ ...background, name });
  }
  return made;
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

/** A template product (cards 1, calendars 2, photo gifts 89) with one price tier unless given. */
export async function createTemplateProduct(
  t: FactoryApp,
  values: Partial<NewTemplateProduct> & { type: NewTemplateProduct["type"] },
) {
  return insertTemplateProduct(t.db, t.app.portalId, {
    name: values.name ?? `Product ${randomUUID().slice(0, 8)}`,
    prices: values.prices ?? [{ quantity: 1, price: 4_900, campaignPrice: null }],
    ...values,
  });
}

/** A product category; a title in English and Norwegian made from the internal name unless given. */
export async function createTemplateCategory(
  t: FactoryApp,
  values: Partial<NewCategory> & { internalName: string },
) {
  return insertCategory(t.db, t.app.portalId, {
    title: { en: `Title ${values.internalName}`, nb: `Tittel ${values.internalName}` },
    ...values,
  });
}

/** A small template document: one part of the size, one image field taking the picture types, an optional text. */
export function aTemplateDocument(
  values: {
    name?: string;
    type?: "CARDS" | "CALENDAR" | "PHOTOGIFT";
    size?: { width: number; height: number };
    pictureTypes?: PictureType[];
    groupPicture?: "any" | "only" | "never";
    text?: string;
    supportedYears?: number[];
  } = {},
) {
  const size = values.size ?? { width: 150, height: 150 };
  return {
    schemaVersion: 2,
    uuid: "factory",
    name: values.name ?? "Factory template",
    type: values.type ?? "CARDS",
    supportedYears: values.supportedYears ?? (values.type === "CALENDAR" ? [2026, 2027] : []),
    parts: [
      {
        id: "front",
        name: "Front",
        trim: size,
        elements: [
          {
            kind: "image",
            id: "photo",
            x: 0,
            y: 0,
            width: size.width,
            height: size.height * 0.7,
            allowed: {
              pictureTypes: values.pictureTypes ?? ["IP", "SFP", "GP"],
              groupPicture: values.groupPicture ?? "any",
            },
          },
          ...(values.text === undefined
            ? []
            : [
                {
                  kind: "text",
                  id: "greeting",
                  x: 5,
                  y: size.height * 0.75,
                  width: size.width - 10,
                  height: size.height * 0.2,
                  font: { family: "Lobster", size: 24, color: "#000000" },
                  maxLines: 3,
                  defaultText: values.text,
                },
              ]),
        ],
      },
    ],
  };
}

/** A template of the product in the categories, its document checked as the shop checks every document. */
export async function createTemplate(
  t: FactoryApp,
  values: { productId: number; categoryIds?: number[]; document?: unknown; sortOrder?: number },
) {
  return insertTemplate(t.db, t.app.portalId, {
    productId: values.productId,
    categoryIds: values.categoryIds ?? [],
    document: values.document ?? aTemplateDocument(),
    ...(values.sortOrder === undefined ? {} : { sortOrder: values.sortOrder }),
  });
}
