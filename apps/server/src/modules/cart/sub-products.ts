import { badRequest } from "../../errors.ts";

export const subProductNotOfferedMessage = "The sub-product is not offered for this product";

/** Refuses a chosen sub-product that the product does not offer (spec 02 §3 subproducts). */
export function checkSubProducts(offered: ReadonlyArray<{ uuid: string }>, chosen: readonly string[]): void {
  const known = new Set(offered.map((s) => s.uuid));
  if (chosen.some((uuid) => !known.has(uuid)))
    throw badRequest(subProductNotOfferedMessage, "sub_product_not_offered");
}
