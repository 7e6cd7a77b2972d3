import type {
  PackageInstance,
  PackageItem,
  PackageOffer,
  PackageOffersResponse,
} from "@shop/contracts/packages";
import { picturesOnBackgrounds } from "@shop/contracts/template-resources";
import { packageLimits } from "@shop/domain/limits";
import {
  maySwitchSubject,
  type PackagePrices,
  packagePrice,
  timeLimitedDiscountHolds,
} from "@shop/domain/package-offer";
import { isPictureType } from "@shop/domain/picture-type";
import { linePrices, type ProductPrice } from "@shop/domain/pricing";
import { templateQualifies } from "@shop/render/fill";
import type { Config } from "../../config.ts";
import type { Db, Tx } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../errors.ts";
import { cataloguesById, productsByIds, shopPriceLists, shopProducts } from "../catalog/service.ts";
import { signPictureUrl } from "../images/signing.ts";
import { type PictureFacts, releasedPictureFacts } from "../subjects/pictures.ts";
import { type Viewer, type VisibleSubject, visibleSubject, visibleSubjects } from "../subjects/scope.ts";
import { type CatalogTemplate, type TemplateCatalog, templateCatalog } from "../templates/catalog.ts";
import { filledPreviewPlaceholder, signFilledPreview } from "../templates/filled-preview.ts";
import { fillTemplatesFor, isListType, templatesOfList } from "../templates/service.ts";
import {
  addToCartWarning,
  type EndingOfferRecord,
  offerByUuid,
  offersOfJob,
  offersWithTimeLimitedPriceEndingBetween,
  type PackageOfferRecord,
} from "./records.ts";

export {
  addToCartWarning,
  insertPackageOffer,
  type NewPackageItem,
  type NewPackageOffer,
  offerByUuid,
  offersByProductIds,
  type PackageItemRecord,
  type PackageOfferRecord,
  setPackageSettings,
} from "./records.ts";

/** Packages (spec 02 §2 Packages, §3 package offer, §4 package instance): the offers of a job and their instances. */

export const packageMessages = {
  package_not_found: "Package not found",
  package_disabled: "The package cannot be bought",
  package_items_mismatch: "The package's items do not match the package",
  package_subject_not_allowed: "The package cannot be made for this picture set",
} as const;

export const packageNotFound = () => notFound(packageMessages.package_not_found, "package_not_found");
export const packageDisabled = () => conflict(packageMessages.package_disabled, "package_disabled");
export const packageItemsMismatch = () =>
  badRequest(packageMessages.package_items_mismatch, "package_items_mismatch");
export const subjectNotAllowed = () =>
  badRequest(packageMessages.package_subject_not_allowed, "package_subject_not_allowed");
const pictureSetNotFound = () => notFound("Picture set not found", "picture_set_not_found");

export interface PackageAsker {
  db: Db;
  config: Pick<Config, "signingSecret">;
  portalId: number;
  viewer: Viewer;
  now: Date;
}

/** An offer's prices: the original price is its product's regular price (one piece). */
export function offerPrices(
  offer: PackageOfferRecord,
  productPrices: ReadonlyMap<number, readonly ProductPrice[]>,
): PackagePrices {
  const list = productPrices.get(offer.productId);
  const originalPrice =
    list && list.length > 0 ? linePrices(list, 1).linePrice : offer.priceIncludingDiscount;
  return {
    originalPrice,
    priceIncludingDiscount: offer.priceIncludingDiscount,
    timeLimitedDiscountPrice: offer.timeLimitedDiscountPrice,
    timeLimitedDiscountEnds: offer.timeLimitedDiscountEnds,
  };
}

function offerAnswer(
  offer: PackageOfferRecord,
  prices: ReturnType<typeof offerPrices>,
  now: Date,
  pictures: { image: string | null; placeholder: string | null },
): PackageOffer {
  return {
    uuid: offer.uuid,
    name: offer.name,
    description: offer.description,
    type: offer.type,
    link: offer.link,
    linkText: offer.linkText,
    ...pictures,
    linkInfo: offer.linkInfo,
    originalPrice: prices.originalPrice,
    priceIncludingDiscount: prices.priceIncludingDiscount,
    useTimeLimitedDiscount: timeLimitedDiscountHolds(prices, now),
    timeLimitedDiscountPrice: prices.timeLimitedDiscountPrice,
    timeLimitedDiscountEnds: prices.timeLimitedDiscountEnds?.toISOString() ?? null,
    disabled: offer.disabledReason === null ? null : { reason: offer.disabledReason },
    allowSubjectChange: offer.allowSubjectChange,
  };
}

/**
 * The template an offer without its own picture shows filled with the child's pictures (the template lists' filled
 * preview): a package its first template product; a link into a template list the first template of that list the
 * pictures can fill, in the catalogue's order (the templates' own sort order).
 */
export function offerPreviewTemplate(
  offer: PackageOfferRecord,
  catalog: TemplateCatalog,
  pictures: readonly PictureFacts[],
): CatalogTemplate | undefined {
  if (offer.image !== null) return undefined;
  if (offer.type === "link") {
    const info = offer.linkInfo;
    if (info === null || !isListType(info.type)) return undefined;
    const listed = templatesOfList(catalog, info.type, info.category ?? undefined) ?? [];
    return listed.find((t) => templateQualifies(t.document, pictures));
  }
  const first = offer.items.find((i) => i.type === "TEMPLATE_PRODUCT");
  return catalog.templates.find((t) => t.id === first?.templateId);
}

/**
 * GET /api/webshop/packages/subjects/{subjectUuid}: the offers of the picture set's job, in their order, priced at
 * `now`. A picture set the user cannot see answers 404 picture_set_not_found. An offer without its own picture shows
 * a filled preview (made ahead by the background work, decision 0046) and, until it has loaded, a picture of the child.
 */
export async function offersForSubject(
  asker: PackageAsker,
  subjectUuid: string,
): Promise<PackageOffersResponse> {
  const set = await visibleSubject(asker.db, asker.viewer, "see", subjectUuid);
  if (!set) throw pictureSetNotFound();
  const [offers, prices, catalog, released] = await Promise.all([
    offersOfJob(asker.db, asker.portalId, set.job.id),
    shopPriceLists(asker.db, asker.portalId),
    templateCatalog(asker.db, asker.portalId),
    releasedPictureFacts(asker.db, [set.id]),
  ]);
  const child = filledPreviewPlaceholder(asker.config, released, asker.now);
  const picturesOf = (offer: PackageOfferRecord) => {
    if (offer.image !== null) return { image: offer.image, placeholder: null };
    const template = offerPreviewTemplate(offer, catalog, released);
    if (!template) return { image: null, placeholder: null };
    const key = { uuid: template.uuid, version: template.version, subjectUuid: set.uuid };
    return { image: signFilledPreview(asker.config, key, asker.now), placeholder: child };
  };
  return {
    packages: offers.map((offer) =>
      offerAnswer(offer, offerPrices(offer, prices), asker.now, picturesOf(offer)),
    ),
  };
}

/** An instance's price now and the offer's prices its overview shows (spec 02 §9), decided together. */
function instancePrices(prices: PackagePrices, now: Date) {
  return {
    price: packagePrice(prices, now),
    originalPrice: prices.originalPrice,
    priceIncludingDiscount: prices.priceIncludingDiscount,
    useTimeLimitedDiscount: timeLimitedDiscountHolds(prices, now),
    timeLimitedDiscountPrice: prices.timeLimitedDiscountPrice,
  };
}

/**
 * The picture set a package is made for: one of the package's job the user may buy for, or (under the offer's
 * picture-set choice restriction, spec 02 §5) one of another job when maySwitchSubject allows the change from the
 * user's newest set of the package's job. The user must have a set of the package's job.
 */
export function packageSubject(
  offer: Pick<PackageOfferRecord, "jobId" | "allowSubjectChange" | "samePhotographerOnly">,
  sets: readonly VisibleSubject[],
  subjectUuid: string | undefined,
): VisibleSubject {
  const own = sets.find((s) => s.job.id === offer.jobId);
  if (!own) throw packageNotFound();
  if (subjectUuid === undefined) return own;
  const chosen = sets.find((s) => s.uuid === subjectUuid);
  if (!chosen) throw pictureSetNotFound();
  if (chosen.job.id === offer.jobId) return chosen;
  const facts = (s: VisibleSubject) => ({
    uuid: s.uuid,
    jobUuid: s.job.uuid,
    jobType: s.job.jobType,
    photographerUuid: s.photographer.uuid,
  });
  if (!maySwitchSubject(offer.allowSubjectChange, offer.samePhotographerOnly, facts(own), facts(chosen)))
    throw subjectNotAllowed();
  return chosen;
}

/** The shop's package offer that can be bought: a 'package' (not a link) that is not disabled. */
export async function buyableOffer(db: Db, portalId: number, uuid: string): Promise<PackageOfferRecord> {
  const offer = await offerByUuid(db, portalId, uuid);
  if (offer?.type !== "package") throw packageNotFound();
  if (offer.disabledReason !== null) throw packageDisabled();
  return offer;
}

/**
 * POST /api/webshop/packages/{uuid}: a package instance for a picture set (the one named, or the user's newest of
 * the package's job): each template item filled from the set's pictures as fill-template fills it, the catalogue,
 * the digital set with at most 3 non-group pictures, the pictures' signed URLs and the price now. Nothing is stored.
 */
export async function packageInstance(
  asker: PackageAsker,
  packageUuid: string,
  subjectUuid: string | undefined,
): Promise<PackageInstance> {
  const { db, portalId, now } = asker;
  const offer = await buyableOffer(db, portalId, packageUuid);
  const sets = await visibleSubjects(db, asker.viewer, "buy");
  const subject = packageSubject(offer, sets, subjectUuid);
  const [catalog, products, prices, catalogues, pictures, warning] = await Promise.all([
    templateCatalog(db, portalId),
    shopProducts(db, portalId),
    shopPriceLists(db, portalId),
    cataloguesById(
      db,
      offer.items.flatMap((i) => (i.catalogueId === null ? [] : [i.catalogueId])),
    ),
    releasedPictureFacts(db, [subject.id]),
    addToCartWarning(db, portalId),
  ]);
  const fillAsker = { db, portalId, viewer: asker.viewer, lang: "en", now };
  // The template items' templates, filled from the set at once (the set and its pictures read once).
  const itemTemplates = new Map(
    offer.items.flatMap((item) => {
      const template = catalog.templates.find((t) => t.id === item.templateId);
      return item.type === "TEMPLATE_PRODUCT" && template ? [[item.uuid, template] as const] : [];
    }),
  );
  const fills = await fillTemplatesFor(
    fillAsker,
    [...itemTemplates.values()].map((t) => t.uuid),
    subject.uuid,
  );
  const filledByItem = new Map([...itemTemplates.keys()].map((uuid, i) => [uuid, fills[i]]));
  const sign = (uuid: string, size: "320" | "640" | "640c") => signPictureUrl(asker.config, uuid, size, now);
  const placed = new Set<string>();
  const onBackground = new Set<string>();
  const packageItems: PackageItem[] = [];
  for (const item of offer.items) {
    const product = products.get(item.productId);
    if (!product) throw packageNotFound();
    const base = {
      uuid: item.uuid,
      type: item.type,
      product: { uuid: product.uuid, name: product.name, type: product.type },
      version: 0,
      canChangeTemplate: item.canChangeTemplate,
      template: null,
      templateData: null,
      catalogue: null,
      digitalSet: null,
    } satisfies PackageItem;
    if (item.type === "TEMPLATE_PRODUCT") {
      const template = itemTemplates.get(item.uuid);
      const filled = filledByItem.get(item.uuid);
      if (!template || !filled) throw packageNotFound();
      for (const resource of Object.values(filled.userResources))
        if (resource.kind === "image" && resource.image !== null) placed.add(resource.image.uuid);
      for (const uuid of picturesOnBackgrounds(filled.userResources)) onBackground.add(uuid);
      packageItems.push({
        ...base,
        template: {
          uuid: template.uuid,
          name: template.name,
          version: template.version,
          type: template.document.type,
        },
        templateData: { year: filled.year, userResources: filled.userResources },
      });
    } else if (item.type === "CATALOGUE") {
      const catalogue = item.catalogueId === null ? undefined : catalogues.get(item.catalogueId);
      if (!catalogue) throw packageNotFound();
      packageItems.push({ ...base, catalogue: { uuid: catalogue.uuid, name: catalogue.name } });
    } else {
      const type = item.pictureType ?? product.pictureType;
      if (!isPictureType(type)) throw packageNotFound();
      const previews = pictures
        .filter((p) => p.type === type && !p.groupPicture)
        .slice(0, packageLimits.digitalSetPreviewMax);
      packageItems.push({
        ...base,
        digitalSet: {
          type,
          pictures: previews.map((p) => ({ uuid: p.uuid, thumbnail: sign(p.uuid, "320") })),
        },
      });
    }
  }
  return {
    uuid: offer.uuid,
    name: offer.name,
    description: offer.description,
    subject: { uuid: subject.uuid, name: subject.name, group: subject.group },
    allowSubjectChange: offer.allowSubjectChange,
    samePhotographerOnly: offer.samePhotographerOnly,
    addToCartWarning: warning,
    ...instancePrices(offerPrices(offer, prices), now),
    packageItems,
    pictureUrls: Object.fromEntries([...placed].map((uuid) => [uuid, sign(uuid, "640")])),
    cutoutUrls: Object.fromEntries([...onBackground].map((uuid) => [uuid, sign(uuid, "640c")])),
  };
}

/** An offer whose time-limited price ends soon, with its own product's uuid (what an order line names). */
export interface EndingOffer extends EndingOfferRecord {
  productUuid: string;
}

/**
 * The shop's offers whose time-limited price ends between `from` and `to` (both included), each with the uuid of its
 * own product, so a caller can tell whether a parent ordered it (the reminder round, modules/reminders).
 */
export async function offersEndingBetween(
  db: Db | Tx,
  portalId: number,
  from: Date,
  to: Date,
): Promise<EndingOffer[]> {
  const offers = await offersWithTimeLimitedPriceEndingBetween(db, portalId, from, to);
  const products = await productsByIds(
    db,
    offers.map((o) => o.productId),
  );
  return offers.flatMap((offer) => {
    const product = products.get(offer.productId);
    return product ? [{ ...offer, productUuid: product.uuid }] : [];
  });
}
