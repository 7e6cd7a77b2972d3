import { packageLimits, shopLimits, sizeLimits } from "@shop/domain/limits";
import { orderLineTypes } from "@shop/domain/order-line";
import { summaryLineKinds } from "@shop/domain/summary";
import { z } from "zod";
import { Money, PictureType } from "./common.ts";
import { TemplateType, UserResources } from "./templates.ts";

export { Money } from "./common.ts";

/** Order-line types of spec 02 §3 / 03 §3 (packages/domain order-line): 0 product, 2 voucher, 3 fees, 4 total. */
export const OrderLineType = z.literal(orderLineTypes);
export type OrderLineType = z.infer<typeof OrderLineType>;

/**
 * The name of a line's kind: one of the kinds the server was handed at start (its cart's `handKinds` checks each name
 * with this), so a new kind needs no change here. The web app draws the kinds it knows (packages/domain
 * productKinds) its own way and any other as a plain line.
 */
export const ProductKind = z
  .string()
  .regex(/^[a-z][a-z0-9_]*$/)
  .max(40);
export type ProductKind = z.infer<typeof ProductKind>;

export const LineProduct = z.object({
  uuid: z.uuid(),
  type: z.number().int(),
  name: z.string().max(sizeLimits.answerLabel),
  kind: ProductKind,
});

export const LineSubject = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  group: z.string().max(sizeLimits.answerLabel).nullable(),
  numImages: z.number().int(),
  jobName: z.string().max(sizeLimits.answerLabel),
});

/**
 * A template product line's design: the template at the version it was made with, the year and the parent's
 * resources, and where the pictures it places are shown (signed 640-pixel previews, by picture uuid), so the cart
 * draws the line's preview with the same renderer as the editor.
 */
export const LineTemplate = z.object({
  uuid: z.uuid(),
  version: z.number().int().min(1),
  name: z.string().max(sizeLimits.answerLabel),
  type: TemplateType,
  categories: z.array(z.string().max(sizeLimits.answerLabel)).max(100),
  data: z.object({ year: z.number().int().nullable(), userResources: UserResources }),
  pictureUrls: z.record(z.uuid(), z.string().max(sizeLimits.url)),
  /** Signed 640-pixel cut-outs of the green-screen pictures the design lays on a background, by picture uuid. */
  cutoutUrls: z.record(z.uuid(), z.string().max(sizeLimits.url)),
  /**
   * The backgrounds the design lays them on, by background uuid: each as the line's job shows it, turned and with its
   * effect (/system/gsbackground.php, signed), as the print draws it.
   */
  backgroundUrls: z.record(z.uuid(), z.string().max(sizeLimits.url)),
});
export type LineTemplate = z.infer<typeof LineTemplate>;

/** Spec 02 §3 package item type. */
export const PackageItemType = z.enum(["TEMPLATE_PRODUCT", "CATALOGUE", "DIGITAL_SET"]);
export type PackageItemType = z.infer<typeof PackageItemType>;

/** Spec 03 §3 order line `package`: a package line's items as the cart, the order and the receipt show them. */
export const LinePackage = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  packageItems: z
    .array(
      z.object({
        uuid: z.uuid(),
        type: PackageItemType,
        product: z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }),
        /** A template item's design with its signed picture URLs (drawn as a template line is). */
        template: LineTemplate.nullable(),
        version: z.number().int().min(0),
        canChangeTemplate: z.boolean(),
        catalogue: z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }).nullable(),
        digitalSet: z.object({ type: PictureType }).nullable(),
      }),
    )
    .max(packageLimits.itemsMax),
});
export type LinePackage = z.infer<typeof LinePackage>;

/** Chosen sub-products of a line, by uuid, each at most once. */
const SubProductUuids = z
  .array(z.uuid())
  .max(20)
  .refine((uuids) => new Set(uuids).size === uuids.length, "Each sub-product at most once");

/** A sub-product a cart line offers (spec 02 §3 Product.subproducts): its extra price is added to each piece. */
export const LineSubProduct = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  extraprice: Money,
});
export type LineSubProduct = z.infer<typeof LineSubProduct>;

/** One line of the cart (type 0) or of an order (any type). */
/**
 * A plain print's choice (issue 31, decision 0067): its paper, the picture and the crop the parent chose, and the
 * picture's signed preview, which the page crops as the print is cropped.
 */
/**
 * A print's crop: a rectangle in fractions 0–1 of the picture, inside it (render's cropSchema, written here so the
 * parent's pages that name prints do not load the template model).
 */
export const PrintCrop = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    width: z.number().gt(0).max(1),
    height: z.number().gt(0).max(1),
  })
  .refine((crop) => crop.x + crop.width <= 1 + 1e-9 && crop.y + crop.height <= 1 + 1e-9, {
    message: "the crop stays inside the picture",
  });

export const LinePrint = z.object({
  productUuid: z.uuid(),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  bleedMm: z.number().int(),
  picture: z.object({ uuid: z.uuid(), width: z.number().int(), height: z.number().int() }),
  crop: PrintCrop,
  previewUrl: z.string().max(sizeLimits.url),
});
export type LinePrint = z.infer<typeof LinePrint>;

export const OrderLine = z.object({
  uuid: z.uuid(),
  type: OrderLineType,
  product: LineProduct,
  quantity: z.number().int(),
  description: z.string().max(sizeLimits.answerText),
  /** Regular price of the line (unit price × quantity), VAT included. */
  linePrice: Money,
  /** What the line costs after the rebated digital price or a campaign price. */
  actualLinePrice: Money,
  /**
   * Present when actualLinePrice is lower than linePrice: the rebate as a line of its own, so its linePrice is
   * negative (actualLinePrice − linePrice).
   */
  rebate: z.object({ linePrice: Money }).nullable(),
  canChangeQuantity: z.boolean(),
  /** The product's minimum order quantity (default 1). */
  minimumQuantity: z.number().int(),
  /** Null: the cart offers up to the current quantity + 100. */
  maximumQuantity: z.number().int().nullable(),
  subProductUuids: z.array(z.uuid()).max(sizeLimits.answerItems),
  /**
   * The sub-products a cart line may choose (its product's, for a template product); the chosen ones are
   * `subProductUuids`. Empty on an order's lines, whose description names what was chosen.
   */
  subProducts: z.array(LineSubProduct).max(sizeLimits.answerItems),
  /** The picture type of a digital file or set. */
  pictureType: PictureType.nullable(),
  subjects: z.array(LineSubject).max(sizeLimits.answerItems),
  /**
   * Digital files of the line, with a signed thumbnail URL: a single file's picture, or up to 3 previews of a whole
   * set's pictures of its type (the set's every picture is in the picture set, not here).
   */
  digitalFiles: z
    .array(z.object({ uuid: z.uuid(), thumbnail: z.string().max(sizeLimits.url) }))
    .max(sizeLimits.answerItems),
  catalogue: z
    .object({
      uuid: z.uuid(),
      name: z.string().max(sizeLimits.answerLabel),
      subjectName: z.string().max(sizeLimits.answerLabel),
    })
    .nullable(),
  /** A template product's design (spec 02 §3 order line `template`); null on other lines. */
  template: LineTemplate.nullable(),
  /** A package line's items (spec 03 §3 order line `package`); null on other lines. */
  package: LinePackage.nullable(),
  /** A retouch line's picture (spec 02 §3 order line `fileRetouch`): its uuid and a signed thumbnail; null on others. */
  fileRetouch: z.object({ uuid: z.uuid(), thumbnail: z.string().max(sizeLimits.url) }).nullable(),
  /** A plain print's paper, picture and crop; null or left out on other lines. */
  print: LinePrint.nullable().optional(),
  /**
   * The cart's retouch lines (by uuid) that leave the cart with this line, or with its pictures: each retouches a
   * picture no other line of the cart holds, and retouch sells only while its picture is in the cart (decision 0025).
   * The page says so before it deletes the line or changes its pictures. Empty on an order's lines.
   */
  retouchLeavesWith: z.array(z.uuid()).max(sizeLimits.answerItems),
  /** The shop's page where the customer changes a cart line (its kind says which); null on an order's lines. */
  editLink: z.string().max(sizeLimits.url).nullable(),
});
export type OrderLine = z.infer<typeof OrderLine>;

/**
 * A line of the summary. `kind` says what it is, so the interface can word it in the user's language;
 * `description` is the English text (or the voucher code, the delivery option's name).
 */
export const SummaryLine = z.object({
  type: OrderLineType,
  kind: z.enum(summaryLineKinds),
  description: z.string().max(sizeLimits.answerText),
  linePrice: Money,
});
export type SummaryLine = z.infer<typeof SummaryLine>;

export const Summary = z.object({
  lines: z.array(SummaryLine).max(sizeLimits.answerItems),
  /** What the customer pays, VAT included. */
  totalPrice: Money,
  /** The VAT included in totalPrice. */
  vatAmount: Money,
  currency: z.string().length(3),
});
export type Summary = z.infer<typeof Summary>;

/** The free-delivery bar of spec 02 §9; null when the shop has no threshold. */
export const FreeShipping = z.object({
  threshold: Money,
  /** 'free' when reached, 'spendOver' while the cart is empty of priced products, else 'more'. */
  state: z.enum(["free", "spendOver", "more"]),
  remaining: Money,
});
export type FreeShipping = z.infer<typeof FreeShipping>;

export const Cart = z.object({
  orderLines: z.array(OrderLine).max(sizeLimits.answerItems),
  summary: Summary,
  rebateCode: z
    .object({
      code: z.string().max(sizeLimits.answerLabel),
      description: z.string().max(sizeLimits.answerText),
    })
    .nullable(),
  freeShipping: FreeShipping.nullable(),
  /** Sum of the product lines' quantities: the header badge. */
  itemCount: z.number().int(),
});
export type Cart = z.infer<typeof Cart>;

/** GET /api/webshop/cart */
export const CartResponse = z.object({ cart: Cart });
export type CartResponse = z.infer<typeof CartResponse>;

export const CartLineParams = z.object({ orderLineUuid: z.uuid() });

/**
 * PATCH /api/webshop/cart/lines/{orderLineUuid}: the line's quantity and, when given, its chosen sub-products (spec
 * 02 §4 'sub-product selection'), each one the line offers (its `subProducts`).
 */
export const UpdateCartLineBody = z.object({
  quantity: z.number().int().min(0).max(shopLimits.cartQuantityMax),
  subProductUuids: SubProductUuids.optional(),
});

/** DELETE /api/webshop/cart/lines/{orderLineUuid} answers CartResponse. */

/** DELETE /api/webshop/cart/rebate-code answers CartResponse. */

/** POST /ajax/cart/toggle_digital_file_in_cart.php — file: the picture's uuid; type: its picture type. */
export const ToggleDigitalFileBody = z.object({ file: z.uuid(), type: PictureType });

/** POST /ajax/cart/toggle_digital_set_in_cart.php — pictureSet: the subject's uuid. */
export const ToggleDigitalSetBody = z.object({ pictureSet: z.uuid(), type: PictureType });

/** The spec does not show the toggles' response; this one says the new state and the cart's count. */
export const ToggleResponse = z.object({ inCart: z.boolean(), itemCount: z.number().int() });
export type ToggleResponse = z.infer<typeof ToggleResponse>;

/** A design sent with a template product: the template at a version, the year (calendars) and the resources. */
export const TemplateDesign = z.object({
  template: z.object({ uuid: z.uuid(), version: z.number().int().min(1) }),
  year: z.number().int().min(2000).max(2200).nullable(),
  userResources: UserResources,
});
export type TemplateDesign = z.infer<typeof TemplateDesign>;

/**
 * POST /api/webshop/cart/template-products — the editor's buy screen (spec 02 §2 'Select quantity'): the design for a
 * picture set (subject), added as one line per product row with a quantity of at least the product's minimum (rows
 * with 0 are not sent). Answers CartResponse with the new lines' uuids.
 */
export const AddTemplateProductBody = TemplateDesign.extend({
  subject: z.object({ uuid: z.uuid() }),
  lines: z
    .array(
      z.object({
        productUuid: z.uuid(),
        quantity: z.number().int().min(1).max(shopLimits.cartQuantityMax),
        /** The product's sub-products chosen for every piece (spec 02 §3 subproducts; order line subProductUuids). */
        subProductUuids: SubProductUuids.default([]),
      }),
    )
    .min(1)
    .max(20),
});
export type AddTemplateProductBody = z.infer<typeof AddTemplateProductBody>;
export const AddTemplateProductResponse = CartResponse.extend({
  orderLineUuids: z.array(z.uuid()).max(20),
});
export type AddTemplateProductResponse = z.infer<typeof AddTemplateProductResponse>;

/**
 * PUT /api/webshop/cart/lines/{orderLineUuid}/template — 'Update cart' from the editor opened at
 * /shopping-cart/edit/{orderLineUuid}: the line's new design (another template of the same product may replace it).
 * Answers CartResponse; 404 `order_line_not_found` when the line is gone.
 */
export const UpdateTemplateLineBody = TemplateDesign;
export type UpdateTemplateLineBody = z.infer<typeof UpdateTemplateLineBody>;
