import { sizeLimits } from "@shop/domain/limits";
import { z } from "zod";
import { DigitalTypeOffer } from "./digital-offer.ts";
import { Picture } from "./picture-sets.ts";

export { DigitalPrice, DigitalTypeOffer } from "./digital-offer.ts";

const DigitalPictureSetHead = z.object({
  subject: z.object({
    uuid: z.uuid(),
    name: z.string().max(sizeLimits.answerLabel),
    group: z.string().max(sizeLimits.answerLabel).nullable(),
  }),
  job: z.object({ uuid: z.uuid(), name: z.string().max(sizeLimits.answerLabel), isArchived: z.boolean() }),
  year: z.number().int(),
});

/** GET /api/webshop/digital-portraits — a card per picture set of the user that offers something digital. */
export const DigitalPortraitsResponse = z.object({
  pictureSets: z
    .array(
      DigitalPictureSetHead.extend({
        /** Signed 320 thumbnails of at most 3 pictures. */
        previews: z.array(z.string().max(sizeLimits.url)).max(sizeLimits.answerItems),
        offers: z.array(DigitalTypeOffer).max(sizeLimits.answerItems),
      }),
    )
    .max(sizeLimits.answerItems),
});
export type DigitalPortraitsResponse = z.infer<typeof DigitalPortraitsResponse>;

export const DigitalPortraitParams = z.object({ subjectUuid: z.uuid() });

/** GET /api/webshop/digital-portraits/{subjectUuid} — files and sets by type. */
export const DigitalPortraitResponse = z.object({
  pictureSet: DigitalPictureSetHead,
  offers: z
    .array(DigitalTypeOffer.extend({ pictures: z.array(Picture).max(sizeLimits.answerItems) }))
    .max(sizeLimits.answerItems),
});
export type DigitalPortraitResponse = z.infer<typeof DigitalPortraitResponse>;
