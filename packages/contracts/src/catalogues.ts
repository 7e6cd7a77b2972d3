import { shopLimits, sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { Cart, Money } from "./cart.ts";

/** Catalogue of spec 03 §3, offered per picture set (subject) of the user. */
export const Catalogue = z.object({
  uuid: z.uuid(),
  name: z.string().max(sizeLimits.answerLabel),
  description: z.string().max(sizeLimits.answerText),
  price: Money,
  /** How many are in the cart for this subject. */
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  deliveryTime: z.object({ days: z.number().int() }),
  subject: z.object({
    uuid: z.uuid(),
    name: z.string().max(sizeLimits.answerLabel),
    group: z.string().max(sizeLimits.answerLabel).nullable(),
  }),
});
export type Catalogue = z.infer<typeof Catalogue>;

/** GET /ajax/user/get_catalogues.php */
export const CataloguesResponse = z.object({ catalogues: z.array(Catalogue).max(sizeLimits.answerItems) });
export type CataloguesResponse = z.infer<typeof CataloguesResponse>;

export const CatalogueChoice = z.object({
  uuid: z.uuid(),
  subjectUuid: z.uuid(),
  quantity: z.number().int().min(0).max(shopLimits.catalogueMaxQuantityCeiling),
});
export type CatalogueChoice = z.infer<typeof CatalogueChoice>;

/** PUT /api/webshop/cart/catalogues — sets the quantity of each catalogue given (0 removes it). */
export const SetCataloguesBody = z.object({ catalogues: z.array(CatalogueChoice).min(1).max(50) });
export const SetCataloguesResponse = z.object({ cart: Cart });
