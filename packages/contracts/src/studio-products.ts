import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";

/**
 * The studio's Products area (issue 31, "Products and prices"): every product of the shop by kind, and the form of
 * template products (cards, calendars, photo gifts). Amounts in answers are minor units of `currency`, VAT included;
 * amounts in requests are text as people write them ("149", "149,00", "149,00 kr"), read by the server with
 * parseAmount (packages/domain money-input.ts) in the shop's currency.
 */

/** Texts per language tag of the shop ("en", "nb"); the default language's is the row's own. */
const TextsByLanguage = z.record(z.string().min(2).max(12), z.string().max(2_000));

export const StudioProductPrice = z.object({
  /** The unit price from this quantity upwards. */
  quantity: z.number().int().min(1),
  price: z.number().int().min(0),
  /** The 'Special offer' price, while set and lower. */
  campaignPrice: z.number().int().min(0).nullable(),
});
export type StudioProductPrice = z.infer<typeof StudioProductPrice>;

export const StudioSubProduct = z.object({
  uuid: z.uuid(),
  name: z.string().max(500),
  names: TextsByLanguage,
  extraPrice: z.number().int().min(0),
});
export type StudioSubProduct = z.infer<typeof StudioSubProduct>;

export const StudioProductJob = z.object({ uuid: z.uuid(), name: z.string().max(500) });

/** A template product's templates, with what pictures their fields take (kept per template, read-only here). */
export const StudioProductTemplate = z.object({
  uuid: z.uuid(),
  name: z.string().max(500),
  /** The picture types any of its fields takes (IP, SFP, GP). */
  pictureTypes: z.array(z.string().max(8)).max(3),
  /** Whether a field takes the parent's own uploads. */
  userUploads: z.boolean(),
});

export const StudioProduct = z.object({
  uuid: z.uuid(),
  /** The product kind (digital_file, digital_set, catalogue, template_product, package, retouch, or a newer one). */
  kind: z.string().max(40),
  /** The spec's numeric type (a template product's: 1 cards, 2 calendars, 89 photo gifts). */
  type: z.number().int(),
  name: z.string().max(500),
  names: TextsByLanguage,
  description: z.string().max(5_000),
  descriptions: TextsByLanguage,
  /** IP | SFP | GP for digital files, sets and retouch. */
  pictureType: z.string().max(8).nullable(),
  minOrderQuantity: z.number().int().min(1),
  /** The regular price list, lowest quantity first. */
  prices: z.array(StudioProductPrice).max(100),
  campaignEndsAt: z.iso.datetime({ offset: true }).nullable(),
  subProducts: z.array(StudioSubProduct).max(100),
  /** The jobs it is sold in; null: every job of the shop. */
  jobs: z.array(StudioProductJob).max(sizeLimits.answerItems).nullable(),
  templates: z.array(StudioProductTemplate).max(500),
  active: z.boolean(),
  /** Active and priced: parents can buy it now. */
  onSale: z.boolean(),
});
export type StudioProduct = z.infer<typeof StudioProduct>;

export const StudioProductsResponse = z.object({
  currency: z.string().length(3),
  /** Basis points: every price includes VAT at the shop's rate. */
  vatRate: z.number().int().min(0),
  /** The shop's languages, its default first: the form asks a name in each. */
  languages: z.array(z.string().max(12)).max(20),
  products: z.array(StudioProduct).max(sizeLimits.answerItems),
});
export type StudioProductsResponse = z.infer<typeof StudioProductsResponse>;

export const StudioProductParams = z.object({ productUuid: z.uuid() });

/** An amount as typed ("39", "39,00", "39,00 kr"): the server reads it in the shop's currency. */
const TypedAmount = z.string().max(40);

/** The template product form: what the studio sends to make or change one. */
export const TemplateProductRequest = z.object({
  names: TextsByLanguage.refine((names) => Object.values(names).some((n) => n.trim() !== ""), {
    error: "needs a name",
  }),
  descriptions: TextsByLanguage.default({}),
  /** Which list of templates it belongs to: 1 cards, 2 calendars, 89 photo gifts. */
  type: z.union([z.literal(1), z.literal(2), z.literal(89)]),
  minOrderQuantity: z.number().int().min(1).max(10_000),
  prices: z
    .array(
      z.object({
        quantity: z.number().int().min(1).max(100_000),
        price: TypedAmount,
        campaignPrice: TypedAmount.nullable().default(null),
      }),
    )
    .max(20),
  campaignEndsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  subProducts: z
    .array(
      z.object({
        /** Set: the sub-product it changes (a parent's cart may name it); absent: a new one. */
        uuid: z.uuid().optional(),
        names: TextsByLanguage,
        extraPrice: TypedAmount,
      }),
    )
    .max(20),
  /** On sale: parents can buy it (it needs a price). */
  active: z.boolean(),
});
export type TemplateProductRequest = z.input<typeof TemplateProductRequest>;

export const TemplateProductSaved = z.object({ uuid: z.uuid() });
