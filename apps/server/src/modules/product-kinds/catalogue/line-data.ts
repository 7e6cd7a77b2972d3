import { z } from "zod";
import { lineDataCodec } from "../../cart/line-data.ts";

/**
 * What an ordered catalogue line keeps of its own (`order_lines.line_data`): the catalogue's uuid and name as it was
 * ordered, so the order reads the same whatever the catalogue becomes. A cart's catalogue line keeps nothing: it names
 * its catalogue in `cart_lines.catalogue_id`, which the cart's one-line-per-catalogue key holds (decision 0054).
 *
 * Version 1: `{ catalogue: { uuid, name } }`.
 */
export const orderedCatalogueData = lineDataCodec({
  version: 1,
  schema: z.object({ catalogue: z.object({ uuid: z.string(), name: z.string() }) }),
});
