import { templateInstanceSchema } from "@shop/render/template";
import { z } from "zod";
import { lineDataCodec } from "../../cart/line-data.ts";

/**
 * What a template product line keeps of its own (`line_data`, in the cart and, once ordered, the order): the parent's
 * design as render's TemplateInstance, as the server checked it. The template version it was made with is a column of
 * its own, which the database keeps from being deleted under an order (decision 0054).
 *
 * Version 1: `{ instance }`.
 */
export const designData = lineDataCodec({
  version: 1,
  schema: z.object({ instance: templateInstanceSchema }),
});
