import { cropSchema } from "@shop/render/template";
import { z } from "zod";
import { lineDataCodec } from "../../cart/line-data.ts";

/**
 * What a print line keeps of its own (`line_data`): the picture with its size in pixels, the crop the parent chose
 * and, once ordered, the paper it was ordered at and the product's name, so that a size the studio changes later
 * does not change a print already ordered.
 *
 * Version 1: `{ picture, crop, size?, name?, productUuid? }`.
 */
export const printData = lineDataCodec({
  version: 1,
  schema: z.object({
    picture: z.object({
      uuid: z.string().min(1).max(64),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    crop: cropSchema,
    size: z
      .object({
        widthMm: z.number().int().positive(),
        heightMm: z.number().int().positive(),
        bleedMm: z.number().int().min(0),
      })
      .optional(),
    name: z.string().max(200).optional(),
    productUuid: z.string().max(64).optional(),
  }),
});
