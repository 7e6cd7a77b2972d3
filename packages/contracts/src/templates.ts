import { sizeLimits } from "@shop/domain/limits";
import { fontFamilies, pictureEffects, pictureRotations } from "@shop/domain/template-text";
import { templateDocumentSchema, templateTypes } from "@shop/render/template";
import { z } from "zod";
import { Money } from "./common.ts";

/**
 * The template calls of spec 02 §7: categories, template lists, templates, filling a template from a picture set,
 * green-screen backgrounds and promoted products. Field names are the spec's (§3).
 */

const Label = z.string().max(sizeLimits.answerLabel);
const Text = z.string().max(sizeLimits.answerText);
const Url = z.string().max(sizeLimits.url);
/** A category's internal name (cards, calendar, mug, …) in a path. */
const InternalName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9_-]*$/, "an internal name is lower-case letters, digits, - or _");
/** An element id of a template document (a resource's fullId). */
const ResourceId = z.string().min(1).max(64);
/** A language code of the portal (en, nb). */
const Lang = z
  .string()
  .max(10)
  .regex(/^[a-z]{2,3}(-[A-Za-z]{2})?$/);

/** `?lang=` of the lists; the signed-in user's or the shop's first language when absent. */
export const LangQuery = z.object({ lang: Lang.optional() });

/** A picture set a category or a list was chosen for (spec 02 §3 firstQualifiedSubject). */
export const TemplateSubject = z.object({ uuid: z.uuid(), name: Label, group: Label.nullable() });

export const SubCategory = z.object({
  internalName: Label,
  title: Label,
  description: Text,
  image: Url.nullable(),
  default: z.boolean(),
});

export const Category = z.object({
  internalName: Label,
  title: Label,
  description: Text,
  /**
   * The tile's picture: the photographer's, else, for a parent with a picture set that qualifies, the category's first
   * template filled with its pictures (or, for a category without templates, a picture of the child); null: none.
   */
  image: Url.nullable(),
  /** A picture of the child to show at once while `image`, a filled preview, loads; null when there is none. */
  placeholder: Url.nullable(),
  subCategories: z.array(SubCategory).max(sizeLimits.answerItems),
  /** The user's most recent picture set that qualifies for the category; null signed out or when none does. */
  firstQualifiedSubject: TemplateSubject.nullable(),
  /**
   * The uuids of every picture set of the user that qualifies, most recent first (firstQualifiedSubject is the
   * first): the picture-set guard asks to switch only when the set the parent shops for is not among them.
   */
  qualifiedSubjects: z.array(z.uuid()).max(sizeLimits.answerItems),
});
export type Category = z.infer<typeof Category>;

/** GET /ajax/template/get_categories.php?lang= — the product category overview's tiles (archive left out). */
export const CategoriesResponse = z.object({ categories: z.array(Category).max(sizeLimits.answerItems) });
export type CategoriesResponse = z.infer<typeof CategoriesResponse>;

/** GET /api/webshop/templates/cards/categories — the cards category row. */
export const CardCategoriesResponse = z.object({
  categories: z.array(SubCategory).max(sizeLimits.answerItems),
  /** The internal name of the default sub-category (else the first); null when cards have none. */
  defaultCategory: Label.nullable(),
});
export type CardCategoriesResponse = z.infer<typeof CardCategoriesResponse>;

export const CategoryParams = z.object({ category: InternalName });

/** GET /api/webshop/templates/photogift/categories/{category}/info */
export const PhotogiftCategoryInfo = z.object({
  /** The category's title by language code. */
  names: z.record(Lang, Label),
  userImagePreviews: z.boolean(),
  separateFromBackground: z.boolean(),
});
export type PhotogiftCategoryInfo = z.infer<typeof PhotogiftCategoryInfo>;

const CropRect = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** An image resource (spec 02 §3): the picture placed in an image field, or `image: null` while empty. */
export const ImageResource = z.object({
  fullId: ResourceId,
  kind: z.literal("image"),
  image: z
    .object({
      uuid: z.uuid(),
      width: z.number().int(),
      height: z.number().int(),
      webshopId: Label,
      /** Fractions 0–1 of the (rotated) picture. */
      cropRect: CropRect,
      rotation: z.literal(pictureRotations),
      overrideEffect: z.enum(pictureEffects),
      background: z.uuid().nullable(),
    })
    .nullable(),
  userSupplied: z.boolean(),
  disableZoom: z.boolean(),
  disableBackground: z.boolean(),
  disableEdit: z.boolean(),
});
export type ImageResource = z.infer<typeof ImageResource>;

/** A text resource (spec 02 §3). `lines` are the text's lines as written. */
export const TextResource = z.object({
  fullId: ResourceId,
  kind: z.literal("text"),
  editable: z.boolean(),
  font: z.object({
    text: Text,
    lines: z.array(Text).max(50),
    family: z.enum(fontFamilies),
    size: z.number().int(),
    color: z.string().max(7),
    horizontalAlign: z.enum(["left", "center", "right"]),
  }),
});
export type TextResource = z.infer<typeof TextResource>;

/** A template's user resources keyed by fullId (the element id of the document). */
export const UserResources = z.record(
  ResourceId,
  z.discriminatedUnion("kind", [ImageResource, TextResource]),
);
export type UserResources = z.infer<typeof UserResources>;

export const TemplateType = z.enum(templateTypes);

/** A template product (spec 02 §3 Product). `type` is the numeric product type, `producttype` its template type. */
export const TemplateProduct = z.object({
  uuid: z.uuid(),
  name: Label,
  type: z.number().int(),
  producttype: TemplateType,
  sortOrder: z.number().int(),
  minorderpartquantity: z.number().int(),
  subproducts: z.array(z.object({ uuid: z.uuid(), name: Label, extraprice: Money })).max(100),
  productprices: z
    .array(
      z.object({
        quantity: z.number().int(),
        price: Money,
        campaignprice: Money.nullable(),
        type: z.number().int(),
      }),
    )
    .max(100),
  /** Not modelled yet: always null. */
  campaignrequirement: z.null(),
  /**
   * The promoted price of one piece (spec 02 §6 promoted-price qualification, decision 0042) while a promotion of the
   * product holds: what the editor, the buy screen and the cart charge in place of a higher tier price; null without.
   */
  promotedPrice: Money.nullable(),
});
export type TemplateProduct = z.infer<typeof TemplateProduct>;

const Size = z.object({ width: z.number(), height: z.number() });

/** A template list item (spec 02 §3); width and height in mm of the first part with its bleed. */
export const TemplateListItem = z.object({
  uuid: z.uuid(),
  version: z.number().int(),
  name: Label,
  product: z.object({ uuid: z.uuid(), name: Label }),
  width: z.number(),
  height: z.number(),
  trimBox: Size.optional(),
  /**
   * Where the list's preview is drawn (/templates/all/{preview}); with a picture set, `filled` is the signed URL of
   * the preview filled with its pictures and names (a small image, AVIF, WebP or JPEG by the browser's Accept).
   */
  preview: z.object({ large: Url, filled: Url.optional() }),
  /** Empty fields without a picture set; filled with its pictures and texts with one. */
  userResources: UserResources,
  categories: z.array(Label).max(100),
  type: TemplateType,
  supportedYears: z.array(z.number().int()).max(200),
  /** The trim size in centimetres, 15x15: what the Format filter shows. */
  dimensions: Label,
  separateFromBackground: z.boolean(),
  parts: z.array(z.object({ id: ResourceId, descriptions: z.array(Label).max(10) })).max(60),
  /** How many image fields the template has (the Images filter). */
  images: z.number().int(),
  /** Whether it has an editable text (the 'With text' filter). */
  hasText: z.boolean(),
});
export type TemplateListItem = z.infer<typeof TemplateListItem>;

/** GET /api/webshop/templates/{type}[/categories/{category}][/subjects/{subjectUuid}] */
export const TemplateListType = z.enum(["cards", "calendars", "photogifts"]);
export const TemplateListParams = z.object({ type: TemplateListType });
export const TemplateListCategoryParams = z.object({ type: TemplateListType, category: InternalName });
export const TemplateListSubjectParams = z.object({ type: TemplateListType, subjectUuid: z.uuid() });
export const TemplateListCategorySubjectParams = z.object({
  type: TemplateListType,
  category: InternalName,
  subjectUuid: z.uuid(),
});
/** The templates and the products they belong to (for the groups' headers and price tables). */
export const TemplateListResponse = z.object({
  templates: z.array(TemplateListItem).max(sizeLimits.answerItems),
  products: z.array(TemplateProduct).max(sizeLimits.answerItems),
});
export type TemplateListResponse = z.infer<typeof TemplateListResponse>;

export const TemplateUuidParams = z.object({ uuid: z.uuid() });
export const TemplateVersionParams = z.object({ uuid: z.uuid(), version: z.coerce.number().int().min(1) });

/** GET /templates/all/{uuid}-{version}.svg — a template list item's preview (`preview.large`). */
export const TemplatePreviewParams = z.object({
  preview: z
    .string()
    .max(60)
    .regex(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[1-9][0-9]{0,8}\.svg$/,
      "{uuid}-{version}.svg",
    ),
});

/** GET /api/webshop/templates/filled/{uuid}/{version}/{subjectUuid}?exp=&sig= — a list item's `preview.filled`. */
export const FilledPreviewParams = z.object({
  uuid: z.uuid(),
  version: z.coerce.number().int().min(1).max(1_000_000),
  subjectUuid: z.uuid(),
});

/** GET /api/webshop/templates/by-uuid/{uuid}/{version} — the full template with its document. */
export const FullTemplate = z.object({
  uuid: z.uuid(),
  version: z.number().int(),
  name: Label,
  type: TemplateType,
  product: TemplateProduct,
  categories: z.array(Label).max(100),
  supportedYears: z.array(z.number().int()).max(200),
  separateFromBackground: z.boolean(),
  document: templateDocumentSchema,
});
export type FullTemplate = z.infer<typeof FullTemplate>;

/** GET /api/webshop/templates/by-uuid/{uuid} — the template's name and current version. */
export const TemplateSummary = z.object({
  uuid: z.uuid(),
  name: Label,
  version: z.number().int(),
  type: TemplateType,
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

/** GET /api/webshop/user/templates/by-product/{productUuid} — each template of the product, filled for the user. */
export const ProductUuidParams = z.object({ productUuid: z.uuid() });
/**
 * `subject`: the picture set to fill the templates from (the editor's, for 'Change design'); only the templates it
 * qualifies for are answered. Left out: each template is filled from the user's most recent set that qualifies.
 */
export const UserTemplatesQuery = z.object({ subject: z.uuid().optional() });
export const UserTemplateItem = z.object({
  template: z.object({ uuid: z.uuid(), name: Label, version: z.number().int(), dimensions: Label }),
  /** The picture set it was filled from: the given one, else the user's most recent that qualifies, or null. */
  subject: TemplateSubject.nullable(),
  userResources: UserResources,
  year: z.number().int(),
  /** As a list item's: the empty design, and the signed URL of the design filled from `subject` when there is one. */
  preview: z.object({ large: Url, filled: Url.optional() }),
});
export const UserTemplatesResponse = z.array(UserTemplateItem).max(sizeLimits.answerItems);
export type UserTemplatesResponse = z.infer<typeof UserTemplatesResponse>;

/** POST /api/webshop/user/templates/fill-template */
export const FillTemplateRequest = z.object({
  template: z.object({ uuid: z.uuid() }),
  subject: z.object({ uuid: z.uuid() }),
});
export const FillTemplateResponse = z.object({ userResources: UserResources, year: z.number().int() });
export type FillTemplateResponse = z.infer<typeof FillTemplateResponse>;

/** POST /api/webshop/templates/fill-user-strings-by-picture — a group picture names its pupils in the texts. */
export const FillUserStringsRequest = z.object({
  subject: z.object({ uuid: z.uuid() }),
  template: z.object({ uuid: z.uuid() }),
  picture: z.object({ uuid: z.uuid() }),
  /** The image field the picture was put in. */
  resource: z.object({ id: ResourceId }),
});
export type FillUserStringsRequest = z.infer<typeof FillUserStringsRequest>;
export const FillUserStringsResponse = z.object({
  /** The text resources that name the pupils ({names}); they replace the instance's. */
  userStringResources: z.record(ResourceId, TextResource),
});
export type FillUserStringsResponse = z.infer<typeof FillUserStringsResponse>;

/** GET /api/webshop/green-screen-backgrounds/{jobUuid} */
export const JobUuidParams = z.object({ jobUuid: z.uuid() });
export const GreenScreenBackground = z.object({
  uuid: z.uuid(),
  name: Label,
  src: Url,
  rotation: z.literal(pictureRotations),
  effect: z.enum(pictureEffects),
  default: z.boolean(),
});
export const GreenScreenBackgroundsResponse = z.array(GreenScreenBackground).max(sizeLimits.answerItems);
export type GreenScreenBackgroundsResponse = z.infer<typeof GreenScreenBackgroundsResponse>;

export const promotedLabels = ["special_offer", "best_seller"] as const;

/** GET /api/webshop/promoted-products — 'Other popular products'. */
export const PromotedProduct = z.object({
  uuid: z.uuid(),
  type: z.enum(["category", "template"]),
  /** 'Special offer' or 'Best seller' (spec 02 §9). */
  label: z.enum(promotedLabels),
  category: z.object({ internalName: Label, title: Label, image: Url.nullable() }).nullable(),
  product: z.object({ uuid: z.uuid(), name: Label, type: z.number().int(), price: Money }).nullable(),
  template: z
    .object({ uuid: z.uuid(), type: TemplateType, names: z.record(Lang, Label), version: z.number().int() })
    .nullable(),
  /** Filled from the signed-in user's most recent qualifying picture set; null signed out. */
  templateData: z.object({ year: z.number().int(), userResources: UserResources }).nullable(),
  /** The signed URL of the template's preview filled as templateData (a small image, as the lists' `preview.filled`). */
  filledPreview: Url.nullable(),
  /** The promoted price, only when lower than the product's regular price and while the promotion holds. */
  rebatedPrice: Money.nullable(),
});
export const PromotedProductsResponse = z.array(PromotedProduct).max(sizeLimits.answerItems);
export type PromotedProduct = z.infer<typeof PromotedProduct>;
