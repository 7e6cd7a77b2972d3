import { randomUUID } from "node:crypto";
import {
  deliveryOptions,
  jobs,
  paymentOptions,
  photographers,
  pictures,
  productPrices,
  products,
  subjects,
  userSubjects,
  vouchers,
} from "../../db/schema/index.ts";
import { createUser, signedInCookie, type TestApp } from "../../test/helpers.ts";

/**
 * Factories for the purchase path's tests: a shop with digital files for sale, digital delivery and the four payment
 * options, and parents who each own a picture set of their own. No demo seed involved.
 */

export interface TestShop {
  jobId: number;
  fileProductId: number;
  /** The price of one digital file (minor units). */
  filePrice: number;
  /** The price of a whole set of individual portraits. */
  setPrice: number;
  /** The invoice option's fee. */
  invoiceFee: number;
}

type T = Pick<TestApp, "db" | "app" | "config">;

/** The shop's products and options; call once per test app. */
export async function createShop(
  t: T,
  options: { filePrice?: number; setPrice?: number; invoiceFee?: number } = {},
): Promise<TestShop> {
  const portalId = t.app.portalId;
  const filePrice = options.filePrice ?? 10_000;
  const setPrice = options.setPrice ?? 25_000;
  const invoiceFee = options.invoiceFee ?? 0;
  const [photographer] = await t.db
    .insert(photographers)
    .values({ portalId, name: "Test Foto" })
    .returning({ id: photographers.id });
  if (!photographer) throw new Error("the photographer was not created");
  const [job] = await t.db
    .insert(jobs)
    .values({
      photographerId: photographer.id,
      name: "Test school",
      jobType: "school",
      year: 2026,
      hasBeenInWebShop: true,
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("the job was not created");
  const [product] = await t.db
    .insert(products)
    .values({
      portalId,
      kind: "digital_file",
      type: 300,
      name: "Digital portrait",
      pictureType: "IP",
      minOrderQuantity: 1,
      maxQuantity: 1,
    })
    .returning({ id: products.id });
  if (!product) throw new Error("the product was not created");
  await t.db.insert(productPrices).values({ productId: product.id, quantity: 1, price: filePrice });
  const [setProduct] = await t.db
    .insert(products)
    .values({
      portalId,
      kind: "digital_set",
      type: 301,
      name: "Digital portrait set",
      pictureType: "IP",
      minOrderQuantity: 1,
      maxQuantity: 1,
    })
    .returning({ id: products.id });
  if (!setProduct) throw new Error("the set product was not created");
  await t.db.insert(productPrices).values({ productId: setProduct.id, quantity: 1, price: setPrice });
  await t.db
    .insert(deliveryOptions)
    .values({ portalId, type: "digital-delivery", name: "Digital delivery", price: 0, deliveryTime: 0 });
  await t.db.insert(paymentOptions).values([
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
      fee: invoiceFee,
      position: 2,
    },
    { portalId, provider: "stripe", title: "Stripe", mobileTitle: "Stripe", position: 3 },
  ]);
  return { jobId: job.id, fileProductId: product.id, filePrice, setPrice, invoiceFee };
}

export interface TestParent {
  userId: number;
  email: string;
  cookie: string;
  /** The name of the parent's own picture set (for pictureSet()). */
  subjectName: string;
  subjectId: number;
}

/** A signed-in parent who owns a picture set of `pictureCount` ready pictures (individual portraits). */
export async function createParent(t: T, shop: TestShop, pictureCount = 3): Promise<TestParent> {
  const subjectName = `Pupil ${randomUUID().slice(0, 8)}`;
  const [subject] = await t.db
    .insert(subjects)
    .values({ jobId: shop.jobId, name: subjectName, group: "3B" })
    .returning({ id: subjects.id });
  if (!subject) throw new Error("the subject was not created");
  if (pictureCount > 0) {
    await t.db.insert(pictures).values(
      Array.from({ length: pictureCount }, (_, position) => {
        const uuid = randomUUID();
        return {
          uuid,
          subjectId: subject.id,
          position,
          width: 120,
          height: 150,
          webshopId: `26-${subject.id}-${position + 1}`,
          pictureType: "IP",
          originalKey: `originals/${uuid}.jpg`,
          ready: true,
        };
      }),
    );
  }
  const user = await createUser(t);
  await t.db.insert(userSubjects).values({ userId: user.id, subjectId: subject.id });
  return {
    userId: user.id,
    email: user.email,
    cookie: await signedInCookie(t, user.id),
    subjectName,
    subjectId: subject.id,
  };
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

/** A voucher of the shop (a 20 % code unless told otherwise). */
export async function createVoucher(t: T, values: VoucherValues): Promise<{ id: number; code: string }> {
  const [voucher] = await t.db
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
    .returning({ id: vouchers.id, code: vouchers.code });
  if (!voucher) throw new Error("the voucher was not created");
  return voucher;
}
