import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { Money, PictureType } from "./common.ts";

/** A digital price; rebatedPrice is already null where the rule of spec 03 §5 drops it. */
export const DigitalPrice = z.object({
  productUuid: z.uuid(),
  price: Money,
  rebatedPrice: Money.nullable(),
});
export type DigitalPrice = z.infer<typeof DigitalPrice>;

/** What a picture set offers digitally for one picture type. */
export const DigitalTypeOffer = z.object({
  type: PictureType,
  pictureCount: z.number().int(),
  /** Null when the shop sells no single files of this type. */
  file: DigitalPrice.nullable(),
  /** The whole set of this type; null when the shop sells no sets of this type. */
  set: DigitalPrice.extend({
    bought: z.boolean(),
    /**
     * Ordered on an invoice that is not paid yet (decision 0043): neither bought nor for sale again; its pictures can
     * be downloaded when the invoice is paid.
     */
    awaitingInvoice: z.boolean(),
    inCart: z.boolean(),
    /**
     * The cart's package line that brings the whole set (then `inCart` too): the set leaves the cart only with that
     * line, so the page links to it instead of offering 'Remove from cart'. Null otherwise.
     */
    inPackage: z.object({ orderLineUuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel) }).nullable(),
    /** Signed URL of the whole set as one zip, when bought. */
    zipUrl: z.string().max(sizeLimits.url).nullable(),
  }).nullable(),
});
export type DigitalTypeOffer = z.infer<typeof DigitalTypeOffer>;
