import { z } from "zod";
import { CartResponse, PrintCrop } from "./cart.ts";
import { Money } from "./common.ts";

/** The parent's side of plain prints (issue 31, decision 0067). */

/** A print product on sale, as the parent chooses a size. */
export const PrintOffer = z.object({
  uuid: z.uuid(),
  name: z.string().max(200),
  widthMm: z.number().int(),
  heightMm: z.number().int(),
  bleedMm: z.number().int(),
  /** The price of one print. */
  price: Money,
});
export type PrintOffer = z.infer<typeof PrintOffer>;

/** GET /api/webshop/prints: the shop's print products on sale, in the shop's order. */
export const PrintOffersResponse = z.object({ prints: z.array(PrintOffer).max(100) });
export type PrintOffersResponse = z.infer<typeof PrintOffersResponse>;

/** POST /api/webshop/cart/prints: a print of a picture the parent may buy, at a size, with the crop chosen. */
export const AddPrintBody = z
  .object({
    productUuid: z.uuid(),
    pictureUuid: z.uuid(),
    crop: PrintCrop,
    quantity: z.number().int().min(1).max(1000).default(1),
  })
  .strict();
export type AddPrintBody = z.input<typeof AddPrintBody>;

export const AddPrintResponse = CartResponse.extend({ orderLineUuid: z.uuid() });
export type AddPrintResponse = z.infer<typeof AddPrintResponse>;

/** PUT /api/webshop/cart/lines/{orderLineUuid}/print: the print line's new size and crop (its picture stays). */
export const UpdatePrintLineBody = z
  .object({
    productUuid: z.uuid(),
    crop: PrintCrop,
  })
  .strict();
export type UpdatePrintLineBody = z.input<typeof UpdatePrintLineBody>;
