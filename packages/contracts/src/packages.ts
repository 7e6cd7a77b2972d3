import { packageLimits, sizeLimits } from "@shop/domain/limits";
import { textsOf } from "@shop/domain/localised-text";
import { z } from "zod";
import { CartResponse, PackageItemType, TemplateDesign } from "./cart.ts";

export { LinePackage, PackageItemType } from "./cart.ts";

import { Money, PictureType } from "./common.ts";
import { localised } from "./localised.ts";
import { TemplateType, UserResources } from "./templates.ts";

/**
 * Packages (spec 02 §2 Packages, §3 package, package item, package offer; §4 package instance; §7
 * `POST /api/webshop/packages/{uuid}`). A package is one offer of a job: several template products, a catalogue and a
 * digital portrait set for one picture set (subject), sold as one order line of product type 200. Money is in minor
 * units, VAT included, as everywhere in the shop.
 */

/**
 * The picture-set choice restriction of spec 02 §5 (1 same subject, 2 same job, 3 same job type; 0 none) and mode 4,
 * which allows no other set either but asks to replace a new picture in every item of the package (spec 02 §4).
 */
const SubjectChangeMode = z.number().int().min(0).max(4);

/** Spec 02 §3 package offer: a card of 'Exclusive deals'. */
export const PackageOffer = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  description: z.string().max(sizeLimits.answerText),
  /** 'package': opens /products/packages/{uuid}; 'link': the card's button follows `link` (or `linkInfo`). */
  type: z.enum(["package", "link"]),
  link: z.string().max(sizeLimits.url).nullable(),
  linkText: z.string().max(sizeLimits.answerLabel).nullable(),
  /**
   * The card's picture (a URL of the shop): the photographer's, else the offer's first template filled with the
   * picture set's pictures; null: none.
   */
  image: z.string().max(sizeLimits.url).nullable(),
  /** A picture of the child to show at once while `image`, a filled preview, loads; null when there is none. */
  placeholder: z.string().max(sizeLimits.url).nullable(),
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
  /** The package's subject-change mode (as its instance's): a package line edited from the cart asks replace-all by it. */
  allowSubjectChange: SubjectChangeMode,
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
 * set, priced now. `allowSubjectChange` is the subject-change mode (SubjectChangeMode) and `samePhotographerOnly` the
 * white-label option of its restriction.
 */
export const PackageInstance = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  description: z.string().max(sizeLimits.answerText),
  subject: PackageSubject,
  allowSubjectChange: SubjectChangeMode,
  samePhotographerOnly: z.boolean(),
  /** The shop's package.addToCartWarning (spec 01 §3 portal webshop): 'Dear customer' before adding. */
  addToCartWarning: z.boolean(),
  /** What the package costs now (the time-limited price while it holds). */
  price: Money,
  /** The offer's prices as its card shows them (spec 02 §9 package price display), decided at the same time. */
  originalPrice: Money,
  priceIncludingDiscount: Money,
  useTimeLimitedDiscount: z.boolean(),
  timeLimitedDiscountPrice: Money.nullable(),
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

/** Package items as the cart calls take them: each template item's design (its template and data), the others none. */
export function packageItemDesigns(
  items: ReadonlyArray<{
    uuid: string;
    version: number;
    template: { uuid: string; version: number } | null;
    templateData: { year: number | null; userResources: UserResources } | null;
  }>,
): PackageItemDesign[] {
  return items.map((item) => ({
    uuid: item.uuid,
    version: item.version,
    design:
      item.template && item.templateData
        ? {
            template: { uuid: item.template.uuid, version: item.template.version },
            year: item.templateData.year,
            userResources: item.templateData.userResources,
          }
        : null,
  }));
}

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

/**
 * The operator's file of a job's package offers (`npm run shop -- job packages "<job>" <offers.json>`): each offer
 * with its own price (`price`, the package product's regular price: the original price) and package price, an
 * optional time-limited price with its end, and its items by the shop's names: a template by its name or uuid, the
 * job's catalogue, a digital set of a picture type. An offer of the job with the same name is replaced.
 */
export const JobPackageItemInput = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("TEMPLATE_PRODUCT"),
    /** The template's name (as the template lists show it) or uuid. */
    template: z.string().min(1).max(sizeLimits.answerLabel),
    canChangeTemplate: z.boolean().default(false),
  }),
  /** The job's own catalogue. */
  z.strictObject({ type: z.literal("CATALOGUE") }),
  z.strictObject({ type: z.literal("DIGITAL_SET"), pictureType: PictureType }),
]);
export type JobPackageItemInput = z.infer<typeof JobPackageItemInput>;

export const JobPackageInput = z
  .strictObject({
    /** A text, or a text per language (`{ "en": …, "nb": … }`), as the settings file's names (localised.ts). */
    name: localised(z.string().trim().min(1).max(sizeLimits.answerLabel)),
    description: localised(z.string().max(sizeLimits.answerText)).default(""),
    type: z.enum(["package", "link"]).default("package"),
    link: z.string().max(sizeLimits.url).nullable().default(null),
    linkText: localised(z.string().max(sizeLimits.answerLabel)).nullable().default(null),
    linkInfo: z
      .strictObject({
        type: z.string().max(sizeLimits.answerLabel),
        category: z.string().max(sizeLimits.answerLabel).nullable().default(null),
      })
      .nullable()
      .default(null),
    image: z.string().max(sizeLimits.url).nullable().default(null),
    /** The original price (minor units, VAT included). */
    price: Money.min(0),
    /** The price including the normal discount; the original price when not given. */
    packagePrice: Money.min(0).optional(),
    timeLimited: z
      .strictObject({ price: Money.min(0), ends: z.iso.datetime({ offset: true }) })
      .nullable()
      .default(null),
    disabledReason: localised(z.string().min(1).max(sizeLimits.answerText)).nullable().default(null),
    allowSubjectChange: SubjectChangeMode.default(0),
    samePhotographerOnly: z.boolean().default(false),
    items: z.array(JobPackageItemInput).max(packageLimits.itemsMax).default([]),
  })
  .refine((offer) => offer.type === "link" || offer.items.length > 0, {
    error: "a package must have at least one item",
    path: ["items"],
  })
  .refine((offer) => offer.type === "package" || offer.link !== null || offer.linkInfo !== null, {
    error: "a link offer needs a link or linkInfo",
    path: ["link"],
  });
export type JobPackageInput = z.infer<typeof JobPackageInput>;

export const JobPackagesFile = z.strictObject({ packages: z.array(JobPackageInput).max(100) }).refine(
  (file) => {
    // An offer is found by any of its names, so no name, in any language, may be another offer's.
    const names = file.packages.flatMap((p) => textsOf(p.name));
    return new Set(names).size === names.length;
  },
  { error: "two offers have the same name", path: ["packages"] },
);
export type JobPackagesFile = z.infer<typeof JobPackagesFile>;
