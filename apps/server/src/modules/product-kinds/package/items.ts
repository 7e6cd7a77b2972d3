import type { PackageItemDesign } from "@shop/contracts/packages";
import { isPictureType } from "@shop/domain/picture-type";
import type { Db } from "../../../db/client.ts";
import { cataloguesById, shopProducts } from "../../catalog/service.ts";
import { type PackageOfferRecord, packageItemsMismatch } from "../../packages/service.ts";
import type { VisibleSubject } from "../../subjects/scope.ts";
import { checkDesign, soldTemplateVersion } from "../template-product/design.ts";
import type { StoredPackage, StoredPackageItem } from "./stored.ts";

/**
 * Checks the items a parent sends with a package (add or update) against the offer and the picture set, and answers
 * what the line stores. Every item of the package is sent once and nothing else; a template item's design is of its
 * own template, or (when the item allows changing it) of another template of the same product, and passes the
 * template product kind's check (template-product/design.ts); the other items carry no design.
 */
export async function checkPackageItems(
  tx: Db,
  portalId: number,
  offer: PackageOfferRecord,
  subject: VisibleSubject,
  sent: readonly PackageItemDesign[],
): Promise<StoredPackage> {
  const byUuid = new Map(sent.map((item) => [item.uuid, item]));
  if (byUuid.size !== sent.length || sent.length !== offer.items.length) throw packageItemsMismatch();
  const [products, catalogues] = await Promise.all([
    shopProducts(tx, portalId),
    cataloguesById(
      tx,
      offer.items.flatMap((i) => (i.catalogueId === null ? [] : [i.catalogueId])),
    ),
  ]);
  const items: StoredPackageItem[] = [];
  for (const item of offer.items) {
    const design = byUuid.get(item.uuid);
    const product = products.get(item.productId);
    if (!design || !product) throw packageItemsMismatch();
    const base: StoredPackageItem = {
      uuid: item.uuid,
      type: item.type,
      product: { uuid: product.uuid, name: product.name },
      canChangeTemplate: item.canChangeTemplate,
      version: design.version,
      templateVersionId: null,
      instance: null,
      catalogue: null,
      pictureType: null,
    };
    if (item.type !== "TEMPLATE_PRODUCT") {
      if (design.design !== null) throw packageItemsMismatch();
      if (item.type === "CATALOGUE") {
        const catalogue = item.catalogueId === null ? undefined : catalogues.get(item.catalogueId);
        if (!catalogue) throw packageItemsMismatch();
        items.push({ ...base, catalogue: { uuid: catalogue.uuid, name: catalogue.name } });
      } else {
        const type = item.pictureType ?? product.pictureType;
        if (!isPictureType(type)) throw packageItemsMismatch();
        items.push({ ...base, pictureType: type });
      }
      continue;
    }
    if (design.design === null) throw packageItemsMismatch();
    const template = await soldTemplateVersion(tx, portalId, design.design);
    const own = template.templateId === item.templateId;
    if (!own && !(item.canChangeTemplate && template.productId === item.productId))
      throw packageItemsMismatch();
    const { instance } = await checkDesign(tx, portalId, template, subject, design.design);
    items.push({ ...base, templateVersionId: template.id, instance });
  }
  return { uuid: offer.uuid, name: offer.name, items };
}
