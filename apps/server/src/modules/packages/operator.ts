import type { JobPackagesFile } from "@shop/contracts/packages";
import { type LocalisedText, sameName, splitText } from "@shop/domain/localised-text";
import type { Db } from "../../db/client.ts";
import { backgroundWorkKinds, enqueueBackgroundWork } from "../../platform/background-work.ts";
import { insertPackageProduct, jobCatalogue, updatePackageProduct } from "../catalog/package-products.ts";
import { shopProducts } from "../catalog/service.ts";
import { templateCatalog } from "../templates/catalog.ts";
import {
  insertPackageOffer,
  type NewPackageItem,
  type NewPackageOffer,
  offersOfJob,
  replacePackageOffer,
} from "./records.ts";

/** A problem of the operator's offers file that names what the shop lacks; nothing of the file is stored. */
export class PackageFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PackageFileError";
  }
}

export interface AppliedPackages {
  created: string[];
  replaced: string[];
  /** Offers of the job the file does not name: left as they are. */
  untouched: string[];
}

/**
 * Applies the operator's file of a job's package offers (`job packages`), in the caller's transaction: each offer is
 * created, or replaces the job's offer of the same name (its product keeps its id, so carts and orders keep naming
 * it; its items are new, so a cart line made with the old items sells nothing). Templates are found by name or uuid
 * among the shop's sold templates, the catalogue is the job's, a digital set the shop's of that picture type. Texts
 * may be given per language (decision 0050): the shop's default language's names the offer, and an offer is found by
 * any of its names.
 */
export async function applyJobPackages(
  tx: Db,
  portalId: number,
  jobId: number,
  file: JobPackagesFile,
  defaultLanguage: string,
): Promise<AppliedPackages> {
  const [catalog, products, catalogue, existing] = await Promise.all([
    templateCatalog(tx, portalId),
    shopProducts(tx, portalId),
    jobCatalogue(tx, jobId),
    offersOfJob(tx, portalId, jobId),
  ]);
  const problems: string[] = [];
  const offers: Array<Omit<NewPackageOffer, "productId"> & { price: number; named: LocalisedText }> = [];
  const own = (text: LocalisedText) => splitText(text, defaultLanguage);
  for (const [sortOrder, input] of file.packages.entries()) {
    const name = own(input.name).text;
    const items: NewPackageItem[] = [];
    for (const item of input.items) {
      if (item.type === "TEMPLATE_PRODUCT") {
        const found = catalog.templates.filter((t) => t.uuid === item.template || t.name === item.template);
        if (found.length !== 1 || !found[0]) {
          problems.push(
            `${name}: ${found.length === 0 ? "no sold template is" : `${found.length} templates are`} named "${item.template}"`,
          );
          continue;
        }
        items.push({
          type: item.type,
          productId: found[0].productId,
          templateId: found[0].id,
          canChangeTemplate: item.canChangeTemplate,
        });
      } else if (item.type === "CATALOGUE") {
        if (!catalogue) problems.push(`${name}: the job has no catalogue`);
        else items.push({ type: item.type, productId: catalogue.productId, catalogueId: catalogue.id });
      } else {
        const set = [...products.values()].find(
          (p) => p.active && p.kind === "digital_set" && p.pictureType === item.pictureType,
        );
        if (!set) problems.push(`${name}: the shop sells no digital set of ${item.pictureType}`);
        else items.push({ type: item.type, productId: set.id, pictureType: item.pictureType });
      }
    }
    const description = own(input.description);
    const linkText = input.linkText === null ? null : own(input.linkText);
    const disabledReason = input.disabledReason === null ? null : own(input.disabledReason);
    offers.push({
      jobId,
      name,
      named: input.name,
      description: description.text,
      translations: {
        name: own(input.name).translations,
        description: description.translations,
        ...(linkText ? { linkText: linkText.translations } : {}),
        ...(disabledReason ? { disabledReason: disabledReason.translations } : {}),
      },
      type: input.type,
      link: input.link,
      linkText: linkText?.text ?? null,
      linkInfo: input.linkInfo,
      image: input.image,
      price: input.price,
      priceIncludingDiscount: input.packagePrice ?? input.price,
      timeLimitedDiscountPrice: input.timeLimited?.price ?? null,
      timeLimitedDiscountEnds: input.timeLimited ? new Date(input.timeLimited.ends) : null,
      disabledReason: disabledReason?.text ?? null,
      allowSubjectChange: input.allowSubjectChange,
      samePhotographerOnly: input.samePhotographerOnly,
      sortOrder,
      items,
    });
  }
  if (problems.length > 0) {
    throw new PackageFileError(["No offer was stored:", ...problems.map((p) => `  ${p}`)].join("\n"));
  }
  const result: AppliedPackages = { created: [], replaced: [], untouched: [] };
  const isOffer = (stored: (typeof existing)[number], named: LocalisedText) =>
    stored.names.some((n) => sameName(n, {}, named));
  for (const { price, named, jobId: _job, ...offer } of offers) {
    const old = existing.find((o) => isOffer(o, named));
    const product = { name: offer.name, names: offer.translations?.name ?? {}, price };
    if (old) {
      await updatePackageProduct(tx, old.productId, product);
      await replacePackageOffer(tx, old.id, offer);
      result.replaced.push(offer.name);
    } else {
      const made = await insertPackageProduct(tx, portalId, product);
      await insertPackageOffer(tx, portalId, { ...offer, jobId, productId: made.id });
      result.created.push(offer.name);
    }
  }
  result.untouched = existing.filter((o) => !offers.some((n) => isOffer(o, n.named))).map((o) => o.name);
  // The offers' filled previews for each picture set of the job, made ahead by a running server (decision 0046).
  await enqueueBackgroundWork(tx, backgroundWorkKinds.jobChanged, [{ jobId }]);
  return result;
}
