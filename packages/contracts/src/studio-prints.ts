import { printSizeLimits } from "@shop/domain/print-size";
import { z } from "zod";
import { Money, Uuid } from "./common.ts";

/**
 * The studio's print products (issue 31, decision 0067): plain prints of a picture, each a paper size with its price.
 * Owner and staff make and change them (`studioAreaRoles.prints`).
 */

const millimetres = z.number().int().min(0).max(printSizeLimits.maxMm);

/** A price tier as the photographer writes it: from a quantity, an amount of the shop's currency as text. */
export const PrintTierInput = z
  .object({
    quantity: z.number().int().min(1).max(100_000),
    price: z.string().max(40),
  })
  .strict();

/** POST /api/studio/prints, PUT /api/studio/prints/:uuid. */
export const PrintProductInput = z
  .object({
    /** The name per language; the shop's default language's is the product's own. */
    names: z.record(z.string().min(2).max(10), z.string().trim().max(200)),
    widthMm: millimetres,
    heightMm: millimetres,
    bleedMm: z.number().int().min(0).max(printSizeLimits.maxBleedMm),
    /** Lowest quantity first; the first is from 1. */
    tiers: z.array(PrintTierInput).min(1).max(20),
    active: z.boolean(),
  })
  .strict();
export type PrintProductInput = z.infer<typeof PrintProductInput>;

export const StudioPrintProduct = z.object({
  uuid: Uuid,
  name: z.string().max(200),
  names: z.record(z.string().max(10), z.string().max(200)),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  bleedMm: z.number().int(),
  /** In minor units, lowest quantity first. */
  tiers: z.array(z.object({ quantity: z.number().int(), price: Money })).max(20),
  active: z.boolean(),
  sortOrder: z.number().int(),
});
export type StudioPrintProduct = z.infer<typeof StudioPrintProduct>;

export const StudioPrintsResponse = z.object({
  currency: z.string().max(3),
  /** The shop's languages, its default first: the form asks a name in each. */
  languages: z.array(z.string().max(10)).max(20),
  prints: z.array(StudioPrintProduct).max(500),
});
export type StudioPrintsResponse = z.infer<typeof StudioPrintsResponse>;

export const StudioPrintResponse = z.object({ print: StudioPrintProduct });
export type StudioPrintResponse = z.infer<typeof StudioPrintResponse>;

export const StudioPrintParams = z.object({ uuid: Uuid });
