import type { PackageItemType } from "@shop/contracts/packages";
import type { FieldTranslations } from "@shop/domain/localised-text";
import { isPictureType, type PictureType } from "@shop/domain/picture-type";
import { and, asc, eq, gte, inArray, isNotNull, lte } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { packageItems, packageOffers, packageSettings } from "../../db/schema/packages.ts";
import { localised } from "../../platform/request-language.ts";

/** A package item as stored (spec 02 §3 package item). */
export interface PackageItemRecord {
  id: number;
  uuid: string;
  position: number;
  type: PackageItemType;
  productId: number;
  templateId: number | null;
  canChangeTemplate: boolean;
  catalogueId: number | null;
  pictureType: PictureType | null;
}

/** A package offer as stored, with its items in their order; its texts in the request's language. */
export interface PackageOfferRecord {
  id: number;
  uuid: string;
  portalId: number;
  jobId: number;
  productId: number;
  name: string;
  /** Every text the offer is named by (its own and each language's): the operator's file finds it by any. */
  names: readonly string[];
  description: string;
  type: "package" | "link";
  link: string | null;
  linkText: string | null;
  linkInfo: { type: string; category: string | null } | null;
  image: string | null;
  priceIncludingDiscount: number;
  timeLimitedDiscountPrice: number | null;
  timeLimitedDiscountEnds: Date | null;
  disabledReason: string | null;
  allowSubjectChange: number;
  samePhotographerOnly: boolean;
  sortOrder: number;
  items: PackageItemRecord[];
}

const itemTypes: ReadonlySet<string> = new Set(["TEMPLATE_PRODUCT", "CATALOGUE", "DIGITAL_SET"]);

async function withItems(
  db: Db,
  offers: Array<typeof packageOffers.$inferSelect>,
): Promise<PackageOfferRecord[]> {
  if (offers.length === 0) return [];
  const items = await db
    .select()
    .from(packageItems)
    .where(
      inArray(
        packageItems.packageId,
        offers.map((o) => o.id),
      ),
    )
    .orderBy(asc(packageItems.packageId), asc(packageItems.position));
  return offers.map((offer) => ({
    id: offer.id,
    uuid: offer.uuid,
    portalId: offer.portalId,
    jobId: offer.jobId,
    productId: offer.productId,
    name: localised(offer.name, offer.translations.name),
    names: [offer.name, ...Object.values(offer.translations.name ?? {})],
    description: localised(offer.description, offer.translations.description),
    type: offer.type === "link" ? "link" : "package",
    link: offer.link,
    linkText: offer.linkText === null ? null : localised(offer.linkText, offer.translations.linkText),
    linkInfo: offer.linkInfo ?? null,
    image: offer.image,
    priceIncludingDiscount: offer.priceIncludingDiscount,
    timeLimitedDiscountPrice: offer.timeLimitedDiscountPrice,
    timeLimitedDiscountEnds: offer.timeLimitedDiscountEnds,
    disabledReason:
      offer.disabledReason === null
        ? null
        : localised(offer.disabledReason, offer.translations.disabledReason),
    allowSubjectChange: offer.allowSubjectChange,
    samePhotographerOnly: offer.samePhotographerOnly,
    sortOrder: offer.sortOrder,
    items: items.flatMap((item) =>
      item.packageId === offer.id && itemTypes.has(item.type)
        ? [
            {
              id: item.id,
              uuid: item.uuid,
              position: item.position,
              type: item.type as PackageItemType,
              productId: item.productId,
              templateId: item.templateId,
              canChangeTemplate: item.canChangeTemplate,
              catalogueId: item.catalogueId,
              pictureType: isPictureType(item.pictureType) ? item.pictureType : null,
            },
          ]
        : [],
    ),
  }));
}

/** The offers of a job, in their order (package_offers_job_idx). */
export async function offersOfJob(db: Db, portalId: number, jobId: number): Promise<PackageOfferRecord[]> {
  const rows = await db
    .select()
    .from(packageOffers)
    .where(eq(packageOffers.jobId, jobId))
    .orderBy(asc(packageOffers.sortOrder), asc(packageOffers.id));
  return withItems(
    db,
    rows.filter((r) => r.portalId === portalId),
  );
}

/** The shop's offer by uuid; null when the shop has none. */
export async function offerByUuid(
  db: Db,
  portalId: number,
  uuid: string,
): Promise<PackageOfferRecord | null> {
  const rows = await db.select().from(packageOffers).where(eq(packageOffers.uuid, uuid)).limit(1);
  const [offer] = await withItems(
    db,
    rows.filter((r) => r.portalId === portalId),
  );
  return offer ?? null;
}

/** The offers whose own products these are (a package line names its product), by product id. */
export async function offersByProductIds(
  db: Db,
  productIds: readonly number[],
): Promise<Map<number, PackageOfferRecord>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(packageOffers)
    .where(inArray(packageOffers.productId, [...new Set(productIds)]));
  return new Map((await withItems(db, rows)).map((o) => [o.productId, o]));
}

/** The shop's package.addToCartWarning (false until the settings file says otherwise). */
export async function addToCartWarning(db: Db, portalId: number): Promise<boolean> {
  const [row] = await db
    .select({ warning: packageSettings.addToCartWarning })
    .from(packageSettings)
    .where(eq(packageSettings.portalId, portalId))
    .limit(1);
  return row?.warning ?? false;
}

/** Sets the shop's package settings (the settings file's webshop.package). Answers whether anything changed. */
export async function setPackageSettings(
  db: Db,
  portalId: number,
  settings: { addToCartWarning: boolean },
): Promise<boolean> {
  const before = await addToCartWarning(db, portalId);
  await db
    .insert(packageSettings)
    .values({ portalId, addToCartWarning: settings.addToCartWarning })
    .onConflictDoUpdate({
      target: packageSettings.portalId,
      set: { addToCartWarning: settings.addToCartWarning },
    });
  return before !== settings.addToCartWarning;
}

export interface NewPackageItem {
  type: PackageItemType;
  productId: number;
  templateId?: number;
  canChangeTemplate?: boolean;
  catalogueId?: number;
  pictureType?: PictureType;
}

export interface NewPackageOffer {
  jobId: number;
  /** The package's own product (kind package, type 200), whose regular price is the original price. */
  productId: number;
  name: string;
  description?: string;
  type?: "package" | "link";
  link?: string | null;
  linkText?: string | null;
  linkInfo?: { type: string; category: string | null } | null;
  image?: string | null;
  priceIncludingDiscount: number;
  timeLimitedDiscountPrice?: number | null;
  timeLimitedDiscountEnds?: Date | null;
  disabledReason?: string | null;
  /** Its texts per language beside the ones above (the default language's). */
  translations?: FieldTranslations<"name" | "description" | "linkText" | "disabledReason">;
  allowSubjectChange?: number;
  samePhotographerOnly?: boolean;
  sortOrder?: number;
  items: NewPackageItem[];
}

/** Stores an offer with its items (the demo seed, the operator's command, the tests' factories). */
export async function insertPackageOffer(
  db: Db,
  portalId: number,
  offer: NewPackageOffer,
): Promise<{ id: number; uuid: string; items: Array<{ id: number; uuid: string }> }> {
  const { items, ...values } = offer;
  const [row] = await db
    .insert(packageOffers)
    .values({ portalId, ...values })
    .returning({ id: packageOffers.id, uuid: packageOffers.uuid });
  if (!row) throw new Error("the package offer was not stored");
  const stored =
    items.length === 0
      ? []
      : await db
          .insert(packageItems)
          .values(items.map((item, position) => ({ packageId: row.id, position, ...item })))
          .returning({ id: packageItems.id, uuid: packageItems.uuid, position: packageItems.position });
  stored.sort((a, b) => a.position - b.position);
  return { ...row, items: stored.map(({ id, uuid }) => ({ id, uuid })) };
}

/** Replaces an offer's values and items (the operator's offers file): the items get new uuids. */
export async function replacePackageOffer(
  db: Db,
  offerId: number,
  offer: Omit<NewPackageOffer, "jobId" | "productId">,
): Promise<void> {
  const { items, ...values } = offer;
  await db.update(packageOffers).set(values).where(eq(packageOffers.id, offerId));
  await db.delete(packageItems).where(eq(packageItems.packageId, offerId));
  if (items.length > 0) {
    await db
      .insert(packageItems)
      .values(items.map((item, position) => ({ packageId: offerId, position, ...item })));
  }
}

/** An offer whose time-limited price ends in a window (the reminder round). */
export interface EndingOfferRecord {
  id: number;
  uuid: string;
  jobId: number;
  productId: number;
  name: string;
  type: "package" | "link";
  disabledReason: string | null;
  /** What the package costs once the time-limited price has ended. */
  priceIncludingDiscount: number;
  timeLimitedDiscountPrice: number | null;
  timeLimitedDiscountEnds: Date;
}

/**
 * The shop's offers with a time-limited price whose end lies between `from` and `to` (both included), by
 * package_offers_time_limited_ends_idx.
 */
export async function offersWithTimeLimitedPriceEndingBetween(
  db: Db | Tx,
  portalId: number,
  from: Date,
  to: Date,
): Promise<EndingOfferRecord[]> {
  const rows = await db
    .select({
      id: packageOffers.id,
      uuid: packageOffers.uuid,
      jobId: packageOffers.jobId,
      productId: packageOffers.productId,
      name: packageOffers.name,
      type: packageOffers.type,
      disabledReason: packageOffers.disabledReason,
      priceIncludingDiscount: packageOffers.priceIncludingDiscount,
      timeLimitedDiscountPrice: packageOffers.timeLimitedDiscountPrice,
      timeLimitedDiscountEnds: packageOffers.timeLimitedDiscountEnds,
    })
    .from(packageOffers)
    .where(
      and(
        gte(packageOffers.timeLimitedDiscountEnds, from),
        lte(packageOffers.timeLimitedDiscountEnds, to),
        eq(packageOffers.portalId, portalId),
        isNotNull(packageOffers.timeLimitedDiscountPrice),
      ),
    )
    .orderBy(asc(packageOffers.timeLimitedDiscountEnds), asc(packageOffers.id));
  return rows.flatMap((r) =>
    r.timeLimitedDiscountEnds === null
      ? []
      : [
          {
            ...r,
            type: r.type === "link" ? "link" : "package",
            timeLimitedDiscountEnds: r.timeLimitedDiscountEnds,
          },
        ],
  );
}

/** The job each package product of the shop is offered in (one offer per product), by product id: the studio's list. */
export async function offerJobsByProduct(db: Db, portalId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: packageOffers.productId, jobId: packageOffers.jobId })
    .from(packageOffers)
    .where(eq(packageOffers.portalId, portalId));
  return new Map(rows.map((r) => [r.productId, r.jobId]));
}
