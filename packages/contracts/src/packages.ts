import { packageLimits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { CartResponse, PackageItemType, TemplateDesign } from "./cart.ts";

export { LinePackage, PackageItemType } from "./cart.ts";

import { Money, PictureType } from "./common.ts";
import { TemplateType, UserResources } from "./templates.ts";

/**
 * Packages (spec 02 §2 Packages, §3 package, package item, package offer; §4 package instance; §7
 * `POST /api/webshop/packages/{uuid}`). A package is one offer of a job: several template products, a catalogue and a
 * digital portrait set for one picture set (subject), sold as one order line of product type 200. Money is in minor
 * units, VAT included, as everywhere in the shop.
 */

/** Spec 02 §3 package offer: a card of 'Exclusive deals'. */
export const PackageOffer = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  description: z.string().max(sizeLimits.answerText),
  /** 'package': opens /products/packages/{uuid}; 'link': the card's button follows `link` (or `linkInfo`). */
  type: z.enum(["package", "link"]),
  link: z.string().max(sizeLimits.url).nullable(),
  linkText: z.string().max(sizeLimits.answerLabel).nullable(),
  /** The card's picture (a URL of the shop); null: none. */
  image: z.string().max(sizeLimits.url).nullable(),
  /** Where a 'link' offer leads inside the shop: a template list type and category, e.g. cards / christmas. */
  linkInfo: z
    .object({
      type: z.string().max(sizeLimits.answerLabel),
      category: z.string().max(sizeLimits.answerLabel).nullable(),
    })
    .nullable(),
  originalPrice: Money,
  priceIncludingDiscount: Money,
  /** True while the time-limited price holds (the server decides at the time of the answer). */
  useTimeLimitedDiscount: z.boolean(),
  timeLimitedDiscountPrice: Money.nullable(),
  /** When the time-limited price ends (ISO date-time): the countdown banner counts down to it. */
  timeLimitedDiscountEnds: z.iso.datetime({ offset: true }).nullable(),
  /** Present when the offer cannot be bought: the overlay shows the reason. */
  disabled: z.object({ reason: z.string().max(sizeLimits.answerText) }).nullable(),
});
export type PackageOffer = z.infer<typeof PackageOffer>;

export const PackageSubjectParams = z.object({ subjectUuid: z.uuid() });

/**
 * GET /api/webshop/packages/subjects/{subjectUuid} — the offers of the picture set's job (the spec does not show the
 * call that lists them). A picture set the user cannot see answers 404 `picture_set_not_found`.
 */
export const PackageOffersResponse = z.object({
  packages: z.array(PackageOffer).max(sizeLimits.answerItems),
});
export type PackageOffersResponse = z.infer<typeof PackageOffersResponse>;

export const PackageParams = z.object({ packageUuid: z.uuid() });

/** The picture set a package is made for. */
export const PackageSubject = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  group: z.string().max(sizeLimits.answerLabel).nullable(),
});

/** Spec 02 §3 package item, as the package instance carries it. */
export const PackageItem = z.object({
  /** The package item's uuid (the same in every instance of the package). */
  uuid: z.uuid(),
  type: PackageItemType,
  product: z.object({
    uuid: z.uuid(),
    name: z.string().max(sizeLimits.answerLabel),
    type: z.number().int(),
  }),
  /** TEMPLATE_PRODUCT: the template at the version the design is made with; null for the other types. */
  template: z
    .object({
      uuid: z.uuid(),
      name: z.string().max(sizeLimits.answerLabel),
      version: z.number().int().min(1),
      type: TemplateType,
    })
    .nullable(),
  /** TEMPLATE_PRODUCT: the design, filled from the picture set or as the parent changed it. */
  templateData: z.object({ year: z.number().int().nullable(), userResources: UserResources }).nullable(),
  /** Spec 02 §4: raised by 1 (from 1) each time 'replace pictures in all items' changes the item. 0: never replaced. */
  version: z.number().int().min(0),
  /** Whether the editor offers 'Change design' for this item (another template of the same product). */
  canChangeTemplate: z.boolean(),
  /** CATALOGUE: the catalogue. */
  catalogue: z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }).nullable(),
  /** DIGITAL_SET: the set's picture type and at most 3 non-group pictures of the set (signed 320 thumbnails). */
  digitalSet: z
    .object({
      type: PictureType,
      pictures: z
        .array(z.object({ uuid: z.uuid(), thumbnail: z.string().max(sizeLimits.url) }))
        .max(packageLimits.digitalSetPreviewMax),
    })
    .nullable(),
});
export type PackageItem = z.infer<typeof PackageItem>;

/**
 * Spec 02 §3 package / §4 package instance, as the server answers it: the package's items filled from one picture
 * set, priced now. `allowSubjectChange` is the picture-set choice restriction mode of spec 02 §5 (1 same subject,
 * 2 same job, 3 same job type; 0 none) and `samePhotographerOnly` its white-label option.
 */
export const PackageInstance = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  description: z.string().max(sizeLimits.answerText),
  subject: PackageSubject,
  allowSubjectChange: z.number().int().min(0).max(3),
  samePhotographerOnly: z.boolean(),
  /** The shop's package.addToCartWarning (spec 01 §3 portal webshop): 'Dear customer' before adding. */
  addToCartWarning: z.boolean(),
  /** What the package costs now (the time-limited price while it holds). */
  price: Money,
  packageItems: z.array(PackageItem).max(packageLimits.itemsMax),
  /** Signed 640 previews and cut-outs of the pictures the designs place, by picture uuid (as LineTemplate's). */
  pictureUrls: z.record(z.uuid(), z.string().max(sizeLimits.url)),
  cutoutUrls: z.record(z.uuid(), z.string().max(sizeLimits.url)),
});
export type PackageInstance = z.infer<typeof PackageInstance>;

/**
 * POST /api/webshop/packages/{uuid} — creates a package instance (spec 02 §7: no payload). The optional body names
 * the picture set; without it the user's newest picture set of the package's job is used. Nothing is stored until
 * the package is added to the cart. Errors: 404 `package_not_found`, 409 `package_disabled`, 404
 * `picture_set_not_found`.
 */
export const CreatePackageBody = z.object({ subject: z.object({ uuid: z.uuid() }).optional() }).optional();
export type CreatePackageBody = z.infer<typeof CreatePackageBody>;
export const PackageInstanceResponse = z.object({ package: PackageInstance });
export type PackageInstanceResponse = z.infer<typeof PackageInstanceResponse>;

/** A package item as the editor sends it: a template product's design; the other types carry no data. */
export const PackageItemDesign = z.object({
  uuid: z.uuid(),
  design: TemplateDesign.nullable(),
  version: z.number().int().min(0),
});
export type PackageItemDesign = z.infer<typeof PackageItemDesign>;

/**
 * POST /api/webshop/cart/packages — 'Add package to cart' (the spec does not show the path): the package for a
 * picture set with every template item's design. Answers CartResponse with the new line's uuid.
 */
export const AddPackageBody = z.object({
  package: z.object({ uuid: z.uuid() }),
  subject: z.object({ uuid: z.uuid() }),
  items: z.array(PackageItemDesign).max(packageLimits.itemsMax),
});
export type AddPackageBody = z.infer<typeof AddPackageBody>;
export const AddPackageResponse = CartResponse.extend({ orderLineUuid: z.uuid() });
export type AddPackageResponse = z.infer<typeof AddPackageResponse>;

/**
 * PUT /api/webshop/cart/lines/{orderLineUuid}/package — 'Update package in cart' from
 * /shopping-cart/edit/{orderLineUuid}. Answers CartResponse; 404 `order_line_not_found` when the line is gone.
 */
export const UpdatePackageLineBody = AddPackageBody.omit({ package: true });
export type UpdatePackageLineBody = z.infer<typeof UpdatePackageLineBody>;
