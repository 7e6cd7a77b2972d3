import type { Db } from "../db/client.ts";
import { catalogues, digitalRebateSettings, productPrices, products, vouchers } from "../db/schema/index.ts";

type PictureType = "IP" | "SFP" | "GP";

/** The demo shop's prices, fixed so the tests and the README can rely on them (minor units, øre, VAT included). */
export const demoDigitalPrices: Record<PictureType, { file: number; set: number }> = {
  IP: { file: 14_900, set: 59_900 },
  SFP: { file: 14_900, set: 39_900 },
  GP: { file: 9_900, set: 19_900 },
};

/** The one rebated digital price: the whole portrait (IP) set costs 449 kr instead of 599 kr. */
export const demoPortraitSetRebatedPrice = 44_900;

const digitalNames: Record<PictureType, { file: string; set: string }> = {
  IP: { file: "Digital portrait", set: "Digital portrait set" },
  SFP: { file: "Digital sibling picture", set: "Digital sibling picture set" },
  GP: { file: "Digital group picture", set: "Digital group picture set" },
};

export const demoCatalogue = {
  name: "Skolekatalog Solbakken 2026",
  description: "The school's catalogue with every class and pupil of Solbakken skole, printed in colour.",
  price: 18_900,
  maxQuantity: 10,
  deliveryDays: 30,
  /** The job whose picture sets are offered the catalogue. */
  jobName: "Solbakken skole 2026",
} as const;

export const demoVouchers = {
  /** 10 % off everything. */
  welcome: { code: "VELKOMMEN10", percentBasisPoints: 1000 },
  /** 50 kr off orders of at least 300 kr. */
  fiftyOff: { code: "RABATT50", amount: 5_000, minOrderValue: 30_000 },
  /** Expired a month before seeding. */
  expired: { code: "UTLOPT", percentBasisPoints: 2000 },
} as const;

/** Product types of contracts/cart.ts: digital files 300, digital sets 301, catalogues 400. */
const productTypes = { digital_file: 300, digital_set: 301, catalogue: 400 } as const;

export interface SeedShopCatalogOptions {
  portalId: number;
  /** The job the catalogue belongs to (Solbakken skole 2026). */
  catalogueJobId: number;
  now: Date;
}

/** Digital prices and the rebate settings, the school catalogue and the vouchers of the demo shop. */
export async function seedShopCatalog(tx: Db, options: SeedShopCatalogOptions): Promise<void> {
  const { portalId, catalogueJobId, now } = options;
  const day = 24 * 60 * 60 * 1000;

  let sortOrder = 0;
  for (const pictureType of ["IP", "SFP", "GP"] as const) {
    for (const kind of ["file", "set"] as const) {
      const [product] = await tx
        .insert(products)
        .values({
          portalId,
          kind: kind === "file" ? "digital_file" : "digital_set",
          type: kind === "file" ? productTypes.digital_file : productTypes.digital_set,
          name: digitalNames[pictureType][kind],
          pictureType,
          minOrderQuantity: 1,
          maxQuantity: 1,
          sortOrder: sortOrder++,
        })
        .returning({ id: products.id });
      if (!product) throw new Error("a demo digital product was not created");
      await tx
        .insert(productPrices)
        .values({ productId: product.id, quantity: 1, price: demoDigitalPrices[pictureType][kind] });
    }
  }
  await tx.insert(digitalRebateSettings).values({ portalId, portraitSetPrice: demoPortraitSetRebatedPrice });

  const [catalogueProduct] = await tx
    .insert(products)
    .values({
      portalId,
      kind: "catalogue",
      type: productTypes.catalogue,
      name: demoCatalogue.name,
      description: demoCatalogue.description,
      minOrderQuantity: 1,
      maxQuantity: demoCatalogue.maxQuantity,
      sortOrder: sortOrder++,
    })
    .returning({ id: products.id });
  if (!catalogueProduct) throw new Error("the demo catalogue product was not created");
  await tx
    .insert(productPrices)
    .values({ productId: catalogueProduct.id, quantity: 1, price: demoCatalogue.price });
  await tx.insert(catalogues).values({
    productId: catalogueProduct.id,
    jobId: catalogueJobId,
    name: demoCatalogue.name,
    description: demoCatalogue.description,
    maxQuantity: demoCatalogue.maxQuantity,
    deliveryDays: demoCatalogue.deliveryDays,
  });

  await tx.insert(vouchers).values([
    {
      portalId,
      code: demoVouchers.welcome.code,
      kind: "percent",
      value: demoVouchers.welcome.percentBasisPoints,
      description: "10 % off your order",
    },
    {
      portalId,
      code: demoVouchers.fiftyOff.code,
      kind: "amount",
      value: demoVouchers.fiftyOff.amount,
      minOrderValue: demoVouchers.fiftyOff.minOrderValue,
      description: "50 kr off orders over 300 kr",
    },
    {
      portalId,
      code: demoVouchers.expired.code,
      kind: "percent",
      value: demoVouchers.expired.percentBasisPoints,
      expiresAt: new Date(now.getTime() - 30 * day),
      description: "20 % off (expired)",
    },
  ]);
}
