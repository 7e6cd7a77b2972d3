import { PackageItemType } from "@shop/contracts/cart";
import { PictureType } from "@shop/contracts/common";
import { templateInstanceSchema } from "@shop/render/template";
import { z } from "zod";
import { lineDataCodec } from "../../cart/line-data.ts";

/**
 * What a package line stores, in `cart_lines.line_data` and, once ordered, `order_lines.line_data` (decisions 0024,
 * 0054): the package and each of its items as they were added, with every template item's design (the
 * template version id, which never changes, and render's TemplateInstance as the server checked it). An order keeps
 * it, so what was ordered is what is shown, printed and entitled, whatever the offer becomes.
 */
export const StoredPackageItem = z.object({
  /** The package item's uuid (package_items.uuid). */
  uuid: z.uuid(),
  type: PackageItemType,
  product: z.object({ uuid: z.uuid(), name: z.string() }),
  canChangeTemplate: z.boolean(),
  /** Spec 02 §4: raised by 'replace pictures in all items'; 0 never replaced. */
  version: z.number().int().min(0),
  /** TEMPLATE_PRODUCT: template_versions.id and the checked design. */
  templateVersionId: z.number().int().nullable(),
  instance: templateInstanceSchema.nullable(),
  catalogue: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  /** DIGITAL_SET: the set's picture type. */
  pictureType: PictureType.nullable(),
});
export type StoredPackageItem = z.infer<typeof StoredPackageItem>;

export const StoredPackage = z.object({
  /** The package offer's uuid and name when it was added. */
  uuid: z.uuid(),
  name: z.string(),
  items: z.array(StoredPackageItem),
});
export type StoredPackage = z.infer<typeof StoredPackage>;

/** A package line's data of its own (`line_data`). Version 1: a StoredPackage, `{ uuid, name, items }`. */
export const packageData = lineDataCodec({ version: 1, schema: StoredPackage });

/** A stored package read back; null when it does not read as one (or is not there: another kind's line). */
export function readStoredPackage(lineData: unknown): StoredPackage | null {
  return packageData.read(lineData);
}
